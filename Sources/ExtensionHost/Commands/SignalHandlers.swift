import Dispatch
import Glibc
import HostEngine
import Synchronization

/// Signal handling for the commands that run extensions: the signals become dispatch events,
/// so a handler may take locks and write, and the process never dies with extensions behind.
enum SignalHandlers {
  /// The signals that end a command that runs extensions.
  static let terminating: [Int32] = [SIGTERM, SIGINT, SIGHUP]

  /// Runs `handler` on each of `numbers` (instead of the default action); the handlers last
  /// until the sources are cancelled, or the process exits. Returns once they are installed.
  @discardableResult
  static func install(_ numbers: [Int32], _ handler: @escaping @Sendable (Int32) -> Void) -> [any DispatchSourceSignal] {
    let sources = numbers.map { number in
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number)
      // A source nobody holds is freed and never fires. Its own handler holds it, so it lives
      // until it is cancelled (libdispatch then releases the handler) or the process exits.
      source.setEventHandler {
        withExtendedLifetime(source) { handler(number) }
      }
      source.resume()
      return source
    }
    waitUntilInstalled(numbers)
    return sources
  }

  /// A one-shot command (visit, conform) stopped by a signal: kills every extension's process
  /// group and whatever they left behind, then exits with 128 + the signal, as the shell reports.
  static func tearDownOnSignal() {
    install(terminating) { number in
      stopping.store(true, ordering: .sequentiallyConsistent)
      Descendants.killExtensions()
      Descendants.killOrphans()
      exit(128 + number)
    }
  }

  /// Set once a terminating signal arrived in a one-shot command: the handler is killing the
  /// extensions and will exit with 128 + the signal.
  private static let stopping = Atomic<Bool>(false)

  /// Waits for the signal handler's exit when a terminating signal arrived: a visit whose
  /// extensions the handler killed must not report that as its outcome, nor exit 0 first.
  static func yieldToTearDown() {
    guard stopping.load(ordering: .sequentiallyConsistent) else { return }
    while true { pause() }
  }

  /// Waits (up to a second) until libdispatch has installed its handlers, which it does
  /// asynchronously after `resume()`; until then a signal would hit SIG_IGN and be lost.
  private static func waitUntilInstalled(_ numbers: [Int32]) {
    for _ in 0..<1000 {
      let installed = numbers.allSatisfy { number in
        var current = sigaction()
        sigaction(number, nil, &current)
        // SIG_IGN is the handler address 1; a function pointer is not Equatable in Swift.
        return unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self) != 1
      }
      if installed { return }
      usleep(1000)
    }
  }
}
