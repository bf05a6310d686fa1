import CHostShims
import Foundation
import Glibc
import Synchronization

/// Runs `body` on its own thread and waits at most `timeout` for it. A body blocked past the
/// deadline (a `read(2)` that never returns, say) is unblocked with `unblock`, which must make it
/// return (close the pipe's write end), and the test fails naming itself and `what` it waited for.
func withDeadline<T: Sendable>(
  _ timeout: Duration = .seconds(60), waitingFor what: String, unblock: @escaping @Sendable () -> Void,
  _ body: @escaping @Sendable () throws -> T
) throws -> T {
  let outcome = Mutex<Result<T, any Error>?>(nil)
  let finished = DispatchSemaphore(value: 0)
  let thread = Thread {
    let result = Result { try body() }
    outcome.withLock { $0 = result }
    finished.signal()
  }
  thread.start()
  let seconds = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) * 1e-18
  if finished.wait(timeout: .now() + seconds) == .success, let result = outcome.withLock({ $0 }) {
    return try result.get()
  }
  unblock()
  _ = finished.wait(timeout: .now() + 10)
  throw TestSupportError("\(currentTestName()): timed out after \(timeout) waiting for \(what)")
}

/// A pipe whose ends a test, a writer thread and a deadline may all close: each end is closed
/// once, so a descriptor number reused by another test is never closed by mistake.
final class TestPipe: Sendable {
  let readEnd: Int32
  let writeEnd: Int32
  private let open = Mutex((read: true, write: true))

  /// A close-on-exec pipe, so no process another test spawns inherits an end of it.
  init() throws {
    var descriptors: [Int32] = [-1, -1]
    guard hostshims_pipe_cloexec(&descriptors) == 0 else { throw TestSupportError("pipe2: errno \(errno)") }
    readEnd = descriptors[0]
    writeEnd = descriptors[1]
  }

  deinit {
    closeRead()
    closeWrite()
  }

  func closeWrite() {
    if open.withLock({ state in defer { state.write = false }; return state.write }) { close(writeEnd) }
  }

  func closeRead() {
    if open.withLock({ state in defer { state.read = false }; return state.read }) { close(readEnd) }
  }
}
