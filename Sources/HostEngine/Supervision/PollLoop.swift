import Glibc
import HostProtocol

/// The thread that serves one `ExtensionConnection`. It moves bytes: one `poll(2)` waits on
/// every pipe of the child, the pidfd and the connection's wake-up pipe; what is read goes to the
/// connection, and what waits on the request pipe is flushed when the pipe takes more. Between
/// polls it runs the jobs of tasks that converse on this connection (`ConnectionExecutor`).
///
/// Every wake-up reads at most `readBudget` bytes from each pipe and hands the connection at
/// most `frameBudget` frames, then checks deadlines: an extension that floods any pipe cannot
/// starve the others or push a deadline back.
final class PollLoop: Sendable {
  private let connection: ExtensionConnection

  /// The most bytes read from one pipe per wake-up.
  static let readBudget = 256 << 10
  /// The most protocol frames handled per wake-up.
  static let frameBudget = 64
  /// The most bytes read from each pipe after the child exited (a descendant may keep writing).
  static let finalReadBudget = 4 << 20
  /// How long an idle loop sleeps before looking again: a request sent meanwhile whose deadline
  /// is later than the loop's wake-up needs no wake-up of its own (most requests, which saves a
  /// thread switch per request).
  static let idleTick: Duration = .seconds(1)
  /// How long a process may run on after its protocol stream ended at a frame's end before that
  /// is judged (`ExtensionConnection.judgeClosedAnswerPipe`): an exiting process closes its pipes
  /// a moment before its exit can be seen.
  static let closedPipeGrace: Duration = .milliseconds(250)

  init(connection: ExtensionConnection) { self.connection = connection }

  /// The state of the three pipes the loop reads.
  private struct Pipes {
    var responseOpen = true
    var stdoutOpen = true
    var stderrOpen = true
    /// Complete frames wait in the decoder: handle them before reading more.
    var backlog = false
    /// The protocol stream has ended (end of file and every frame handled) or broke.
    var streamDone = false
    /// When the protocol stream ended at a frame's end with the process still running, until
    /// that is judged.
    var streamEndedAt: ContinuousClock.Instant?
  }

  func run() {
    let process = connection.process
    var decoder = FrameDecoder(maxMessageBytes: connection.maxMessageBytes)
    var pipes = Pipes()
    var buffer = [UInt8](repeating: 0, count: 64 << 10)

    let executor = connection.executor
    executor.adoptCurrentThread()
    while true {
      executor.runJobs()  // the tasks this loop's answers resumed (`ExtensionConnection.serving`)
      let writing = connection.hasQueuedRequests
      var descriptors = [
        pollfd(fd: process.pidDescriptor, events: Int16(POLLIN), revents: 0),
        pollfd(fd: pipes.responseOpen && !pipes.backlog ? process.responseDescriptor : -1, events: Int16(POLLIN), revents: 0),
        pollfd(fd: pipes.stdoutOpen ? process.stdoutDescriptor : -1, events: Int16(POLLIN), revents: 0),
        pollfd(fd: pipes.stderrOpen ? process.stderrDescriptor : -1, events: Int16(POLLIN), revents: 0),
        pollfd(fd: connection.wakeDescriptors.read, events: Int16(POLLIN), revents: 0),
        pollfd(fd: writing ? process.requestDescriptor : -1, events: Int16(POLLOUT), revents: 0),
      ]
      var timeout = connection.nextPollTimeout(idleTick: Self.idleTick)
      if process.pidDescriptor < 0 { timeout = min(timeout, 20) }
      if let ended = pipes.streamEndedAt {
        // Look again when the grace ends, then every grace while no request waits to be judged.
        let remaining = ended + Self.closedPipeGrace - .now
        timeout = min(timeout, Int32(clamping: Int(milliseconds(remaining > .zero ? remaining : Self.closedPipeGrace).rounded(.up)) + 1))
      }
      if pipes.backlog || executor.hasJobs { timeout = 0 }
      let ready = poll(&descriptors, nfds_t(descriptors.count), timeout)
      if ready < 0 && errno != EINTR { break }

      if descriptors[4].revents != 0 { _ = read(connection.wakeDescriptors.read, &buffer, budget: 4096) { _ in } }
      if writing && descriptors[5].revents != 0 { connection.flushRequestPipe() }
      var caughtUp = true
      if pipes.responseOpen && descriptors[1].revents != 0 {
        let result = read(process.responseDescriptor, &buffer, budget: Self.readBudget) { decoder.append($0) }
        pipes.responseOpen = result.open
        caughtUp = caughtUp && !result.exhausted
      }
      handleFrames(&decoder, &pipes, budget: Self.frameBudget)
      caughtUp = caughtUp && !pipes.backlog
      for (index, channel) in [(2, TranscriptEntry.Channel.stdout), (3, .stderr)] where descriptors[index].revents != 0 {
        let descriptor = index == 2 ? process.stdoutDescriptor : process.stderrDescriptor
        guard index == 2 ? pipes.stdoutOpen : pipes.stderrOpen else { continue }
        let result = read(descriptor, &buffer, budget: Self.readBudget) { connection.receiveOutput($0, on: channel) }
        if index == 2 { pipes.stdoutOpen = result.open } else { pipes.stderrOpen = result.open }
        caughtUp = caughtUp && !result.exhausted
      }
      connection.expireDeadlines()
      connection.releaseSettled(caughtUp: caughtUp)

      let exited = process.pidDescriptor >= 0 ? descriptors[0].revents != 0 : process.reapIfExitedPeek()
      if exited {
        keepLastWords(&decoder, &pipes, &buffer)
        let status = process.reap()
        process.signalGroup(SIGKILL)  // anything the extension left behind in its group (after the exit is judged)
        connection.finish(with: status)
        break
      }
      if let ended = pipes.streamEndedAt, ContinuousClock.now - ended >= Self.closedPipeGrace, connection.judgeClosedAnswerPipe() {
        pipes.streamEndedAt = nil
      }
    }
    executor.close()  // before the wake-up pipe closes: later jobs go to the global executor
    connection.closeRequestPipe()
    for descriptor in [
      process.pidDescriptor, process.responseDescriptor, process.stdoutDescriptor, process.stderrDescriptor,
      connection.wakeDescriptors.read, connection.wakeDescriptors.write,
    ] where descriptor >= 0 {
      close(descriptor)
    }
  }

  /// Reads what the child wrote before it died, up to `finalReadBudget` per pipe.
  private func keepLastWords(_ decoder: inout FrameDecoder, _ pipes: inout Pipes, _ buffer: inout [UInt8]) {
    let process = connection.process
    if pipes.responseOpen {
      pipes.responseOpen = read(process.responseDescriptor, &buffer, budget: Self.finalReadBudget, toEnd: true) { decoder.append($0) }.open
    }
    handleFrames(&decoder, &pipes, budget: Int.max)
    if pipes.stdoutOpen {
      _ = read(process.stdoutDescriptor, &buffer, budget: Self.finalReadBudget, toEnd: true) { connection.receiveOutput($0, on: .stdout) }
    }
    if pipes.stderrOpen {
      _ = read(process.stderrDescriptor, &buffer, budget: Self.finalReadBudget, toEnd: true) { connection.receiveOutput($0, on: .stderr) }
    }
    connection.finishOutput()
  }

  /// Hands the connection up to `budget` complete frames; notes whether more wait.
  private func handleFrames(_ decoder: inout FrameDecoder, _ pipes: inout Pipes, budget: Int) {
    guard !pipes.streamDone else { return }
    var handled = 0
    do {
      while handled < budget, let body = try decoder.next() {
        handled += 1
        guard connection.receive(body) else {
          stopReading(&decoder, &pipes)
          return
        }
      }
      pipes.backlog = handled == budget
      if !pipes.responseOpen && !pipes.backlog {
        pipes.streamDone = true
        try decoder.finish()
        pipes.streamEndedAt = .now
      }
    } catch {
      connection.breakStream(error)
      stopReading(&decoder, &pipes)
    }
  }

  /// Reads nothing more from the protocol pipe: the stream broke.
  private func stopReading(_ decoder: inout FrameDecoder, _ pipes: inout Pipes) {
    pipes.responseOpen = false
    pipes.backlog = false
    pipes.streamDone = true
    decoder = FrameDecoder(maxMessageBytes: connection.maxMessageBytes)
  }

  /// Reads until the pipe is empty (`toEnd`: until it would block or ends) or `budget` bytes
  /// were read. `open` is false at end of file or on error; `exhausted` says the budget ran out
  /// with more perhaps waiting.
  private func read(
    _ descriptor: Int32, _ buffer: inout [UInt8], budget: Int, toEnd: Bool = false,
    _ consume: (ArraySlice<UInt8>) -> Void
  ) -> (open: Bool, exhausted: Bool) {
    var total = 0
    while total < budget {
      let wanted = min(buffer.count, budget - total)
      let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, wanted) }
      if count > 0 {
        total += count
        consume(buffer[0..<count])
        // A pipe's read returns all it holds up to `wanted`: a shorter read emptied it, and
        // `poll(2)` reports what arrives next (no second read just to hear EAGAIN). The last
        // reads after the exit go on to the end of the stream, which they must see.
        if count < wanted && !toEnd { return (true, false) }
        continue
      }
      if count == 0 { return (false, false) }
      switch errno {
      case EINTR: continue
      case EAGAIN: return (true, false)
      default: return (false, false)
      }
    }
    return (true, true)
  }
}

extension ChildProcess {
  /// Whether the child has exited, without reaping it (for kernels without pidfds).
  func reapIfExitedPeek() -> Bool {
    var info = siginfo_t()
    return waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 && info._sifields._sigchld.si_pid == pid
  }
}
