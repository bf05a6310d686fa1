import Glibc
import HostProtocol
import Synchronization

/// The thread that serves one `ExtensionConnection`: reads every pipe of the child, enforces
/// deadlines, and reaps the child when its pidfd fires. All waiting is one `poll(2)` call.
final class PollLoop: Sendable {
  private let connection: ExtensionConnection

  init(connection: ExtensionConnection) { self.connection = connection }

  func run() {
    let process = connection.process
    var decoder = FrameDecoder(maxMessageBytes: connection.maxMessageBytes)
    var responseOpen = true
    var stdoutOpen = true
    var stderrOpen = true
    var buffer = [UInt8](repeating: 0, count: 64 << 10)

    while true {
      var descriptors = [
        pollfd(fd: process.pidDescriptor, events: Int16(POLLIN), revents: 0),
        pollfd(fd: responseOpen ? process.responseDescriptor : -1, events: Int16(POLLIN), revents: 0),
        pollfd(fd: stdoutOpen ? process.stdoutDescriptor : -1, events: Int16(POLLIN), revents: 0),
        pollfd(fd: stderrOpen ? process.stderrDescriptor : -1, events: Int16(POLLIN), revents: 0),
        pollfd(fd: connection.wakeDescriptors.read, events: Int16(POLLIN), revents: 0),
      ]
      let timeout = process.pidDescriptor < 0 ? min(nextTimeout(), 20) : nextTimeout()
      let ready = poll(&descriptors, nfds_t(descriptors.count), timeout)
      if ready < 0 && errno != EINTR { break }

      if descriptors[4].revents != 0 { _ = drain(connection.wakeDescriptors.read, into: &buffer) { _ in } }
      if responseOpen && descriptors[1].revents != 0 {
        responseOpen = readResponses(into: &buffer, decoder: &decoder)
      }
      if stdoutOpen && descriptors[2].revents != 0 { stdoutOpen = readOutput(process.stdoutDescriptor, &buffer, .stdout) }
      if stderrOpen && descriptors[3].revents != 0 { stderrOpen = readOutput(process.stderrDescriptor, &buffer, .stderr) }
      expireDeadlines()
      releaseSettled()

      let exited = process.pidDescriptor >= 0 ? descriptors[0].revents != 0 : process.reapIfExitedPeek()
      if exited {
        // Keep what the child wrote before it died.
        if responseOpen { _ = readResponses(into: &buffer, decoder: &decoder) }
        if stdoutOpen { _ = readOutput(process.stdoutDescriptor, &buffer, .stdout) }
        if stderrOpen { _ = readOutput(process.stderrDescriptor, &buffer, .stderr) }
        finishOutput()
        let status = process.reap()
        connection.signal(SIGKILL)  // anything the extension left behind in its group
        finish(with: status)
        break
      }
    }
    connection.closeRequestPipe()
    for descriptor in [
      process.pidDescriptor, process.responseDescriptor, process.stdoutDescriptor, process.stderrDescriptor,
      connection.wakeDescriptors.read, connection.wakeDescriptors.write,
    ] where descriptor >= 0 {
      close(descriptor)
    }
  }

  /// How long an idle loop sleeps before looking again: a request sent meanwhile whose deadline
  /// is later than the loop's wake-up needs no wake-up of its own (most requests, which saves a
  /// thread switch per request).
  static let idleTick: Duration = .seconds(1)

  /// Milliseconds until the nearest deadline (at most one idle tick), noted in the state so that
  /// senders know whether to wake the loop.
  private func nextTimeout() -> Int32 {
    let now = ContinuousClock.now
    let nearest = connection.state.withLock { state -> ContinuousClock.Instant in
      var nearest = now + Self.idleTick
      for request in state.pending.values where request.deadline < nearest { nearest = request.deadline }
      for waiter in state.exitWaiters {
        if let deadline = waiter.deadline, deadline < nearest { nearest = deadline }
      }
      if !state.settleWaiters.isEmpty { nearest = now }  // one more look, without waiting, settles them
      state.pollWakesAt = nearest
      state.pollIteration += 1
      return nearest
    }
    let remaining = nearest - now
    if remaining <= .zero { return 0 }
    let milliseconds = remaining.components.seconds * 1000 + remaining.components.attoseconds / 1_000_000_000_000_000
    return Int32(clamping: milliseconds + 1)
  }

  /// Reads what is available on the protocol pipe; false once it is closed or broken.
  private func readResponses(into buffer: inout [UInt8], decoder: inout FrameDecoder) -> Bool {
    let open = drain(connection.process.responseDescriptor, into: &buffer) { decoder.append($0) }
    do {
      while let body = try decoder.next() { handle(body) }
      if !open { try decoder.finish() }
    } catch {
      breakStream(error)
      return false
    }
    return open
  }

  private func handle(_ body: [UInt8]) {
    connection.record(.received, message: body)
    let message: JSONRPCMessage
    do {
      message = try JSONRPCMessage.decode(body)
    } catch {
      let excerpt = String(decoding: body.prefix(80), as: UTF8.self)
      connection.addFault(.garbageOnProtocolPipe, "sent a frame that is not a JSON-RPC message (\(error.message)): \(excerpt)")
      killForBrokenProtocol("garbage on the protocol pipe")
      return
    }
    switch message.kind {
    case .response(let id), .errorResponse(let id?, _):
      deliver(message, id: id)
    case .errorResponse(nil, let error):
      connection.addFault(.garbageOnProtocolPipe, "reported an error without a request id: \(error.message)")
    case .notification(LogNotification.method):
      if let log = try? message.params(LogNotification.self) {
        connection.record(.log, "[\(log.level.rawValue)] \(log.message)")
      }
    case .notification(let method):
      connection.service?.receive(message, method: method, from: connection)
    case .request(let id, let method):
      let answer =
        connection.service?.answer(message, id: id, method: method, from: connection)
        ?? JSONRPCEncoding.errorResponse(JSONRPCError(.methodNotFound, "the host serves no '\(method)'"), id: id)
      connection.write(answer)
    }
  }

  /// Hands an answer to the request waiting for it. An answer to a request whose deadline passed
  /// is the one answer it may still get (the request already ended as timed out, and its fault
  /// is named): recorded, never a fault. Any later answer to an id the host sent is a second
  /// answer; an answer to an id it never sent is unsolicited.
  private func deliver(_ message: JSONRPCMessage, id: RequestID) {
    enum Match { case pending(PendingRequest), twice(String?), afterDeadline(String), unknown }
    let match = connection.state.withLock { state -> Match in
      if let pending = state.pending.removeValue(forKey: id) {
        state.answered.insert(pending.method, for: id)
        let elapsed = ContinuousClock.now - pending.sentAt
        state.answeredCount += 1
        if state.latencies.count >= ConnectionState.maxLatencies { state.latencies.removeFirst(state.latencies.count / 2) }
        state.latencies.append(milliseconds(elapsed))
        return .pending(pending)
      }
      if let method = state.expired.removeValue(forKey: id) {
        state.answered.insert(method, for: id)
        return .afterDeadline(method)
      }
      if let method = state.answered[id] { return .twice(method) }
      // Ids are numbered from 1 and never reused: one the host sent that is neither pending nor
      // waiting for its after-deadline answer has had its answer (its record may be forgotten).
      if case .number(let number) = id, number >= 1, number <= state.nextID { return .twice(nil) }
      return .unknown
    }
    switch match {
    case .pending(let pending): pending.continuation.resume(returning: .message(message))
    case .twice(let method):
      let named = method.map { " (\($0))" } ?? ""
      connection.addFault(.answeredTwice, "answered request \(id)\(named) more than once")
    case .afterDeadline(let method):
      let how =
        if case .errorResponse(_, let error) = message.kind, error.code == .requestCancelled {
          "acknowledged the cancel (-32800)"
        } else {
          "answered it"
        }
      connection.record(.event, "request \(id) (\(method)) ended at its deadline; the extension then \(how), as expected")
    case .unknown: connection.addFault(.unsolicitedResponse, "answered request \(id), which the host never sent")
    }
  }

  private func breakStream(_ error: FramingError) {
    if case .messageTooLarge(let length, let limit) = error {
      connection.addFault(
        .oversizedMessage, "sent a \(length)-byte message on the protocol pipe; the limit is \(limit) bytes")
    } else {
      connection.addFault(.framingViolation, "broke the protocol pipe's framing: \(error)")
    }
    killForBrokenProtocol("its protocol stream broke: \(error)")
  }

  /// Kills the extension for the protocol fault just recorded; that fault is the one finding.
  private func killForBrokenProtocol(_ reason: String) {
    let breaking = connection.faults.last { $0.kind.breaksProtocol }
    let waiting = connection.state.withLock { state -> [PendingRequest] in
      state.goneReason = state.goneReason ?? reason
      state.departureFault = state.departureFault ?? breaking
      defer { state.pending.removeAll() }
      return Array(state.pending.values)
    }
    for request in waiting { request.continuation.resume(returning: .gone(reason)) }
    connection.signal(SIGKILL)
  }

  private func readOutput(_ descriptor: Int32, _ buffer: inout [UInt8], _ channel: TranscriptEntry.Channel) -> Bool {
    var lines: [String] = []
    let open = drain(descriptor, into: &buffer) { bytes in
      connection.state.withLock { state in
        if channel == .stdout { lines += state.stdout.append(bytes) } else { lines += state.stderr.append(bytes) }
      }
    }
    note(lines, channel)
    return open
  }

  private func finishOutput() {
    let (out, err) = connection.state.withLock { ($0.stdout.finish(), $0.stderr.finish()) }
    note(out.map { [$0] } ?? [], .stdout)
    note(err.map { [$0] } ?? [], .stderr)
  }

  /// Records kept lines, and names the extension's use of stdout.
  private func note(_ lines: [String], _ channel: TranscriptEntry.Channel) {
    for line in lines { connection.record(channel, line) }
    guard channel == .stdout else { return }
    let (printed, sawFrame) = connection.state.withLock { ($0.stdout.totalBytes > 0, $0.stdout.sawFrameHeader) }
    guard printed else { return }
    // A frame on stdout is the one finding for output that carries one; plain printing before it
    // was seen is its own (a warning).
    if sawFrame {
      connection.addFault(
        .frameOnStdout, "wrote a protocol frame to stdout; frames belong on the protocol pipe and were ignored")
    } else {
      connection.addFault(
        .wroteToStdout, "wrote to stdout; on the host that is log output, never the protocol (use os.Logger or stderr)")
    }
  }

  private func expireDeadlines() {
    let now = ContinuousClock.now
    let (requests, waiters) = connection.state.withLock { state -> ([(RequestID, PendingRequest)], [ExitWaiter]) in
      var expired: [(RequestID, PendingRequest)] = []
      for (id, request) in state.pending where request.deadline <= now { expired.append((id, request)) }
      for (id, request) in expired {
        state.pending[id] = nil
        state.expired.insert(request.method, for: id)
      }
      let isDue = { (waiter: ExitWaiter) in waiter.deadline.map { $0 <= now } ?? false }
      guard state.exitWaiters.contains(where: isDue) else { return (expired, []) }
      let due = state.exitWaiters.filter(isDue)
      state.exitWaiters.removeAll(where: isDue)
      return (expired, due)
    }
    for (id, request) in requests {
      connection.record(.event, "request \(id) (\(request.method)) missed its \(request.timeoutMilliseconds) ms deadline")
      request.continuation.resume(returning: .timedOut(request.timeoutMilliseconds))
      connection.notify(CancelRequestNotification(id: id))
    }
    for waiter in waiters { waiter.continuation.resume(returning: nil) }
  }

  /// Resumes the settle waiters registered before this iteration's `poll(2)`: what was readable
  /// then has been handled.
  private func releaseSettled() {
    let settled = connection.state.withLock { state -> [CheckedContinuation<Void, Never>] in
      guard !state.settleWaiters.isEmpty else { return [] }
      let iteration = state.pollIteration
      let due = state.settleWaiters.filter { $0.registeredAt < iteration }
      state.settleWaiters.removeAll { $0.registeredAt < iteration }
      return due.map(\.continuation)
    }
    for continuation in settled { continuation.resume() }
  }

  /// Ends every waiting request with the exit. An exit the host did not cause is one fault,
  /// recorded before any waiting request learns of it, naming the request it interrupted.
  private func finish(with status: TerminationStatus) {
    connection.record(.event, "extension \(status)")
    let departure = connection.state.withLock { state -> ExtensionFault? in
      if case .signaled(let signal) = status, state.signalsSent.contains(signal) { return nil }
      guard state.departureFault == nil else { return nil }
      let oldest = state.pending.min { $0.key.sortKey < $1.key.sortKey }?.value.label
      return ExtensionFault.departure(status, interrupted: oldest, askedToStop: state.askedToStop)
    }
    if let departure { connection.addFault(departure) }
    let (requests, waiters, settled) = connection.state.withLock { state in
      state.termination = status
      state.departureFault = state.departureFault ?? departure
      let hostCaused = status.signal.map { state.signalsSent.contains($0) } ?? false
      state.goneReason = state.goneReason ?? "the extension \(status)\(hostCaused ? " (stopped by the host)" : crashHint(status))"
      defer {
        state.pending.removeAll()
        state.exitWaiters.removeAll()
        state.settleWaiters.removeAll()
      }
      return (Array(state.pending.values), state.exitWaiters, state.settleWaiters.map(\.continuation))
    }
    for continuation in settled { continuation.resume() }
    let reason = connection.state.withLock { $0.goneReason } ?? "the extension \(status)"
    for request in requests { request.continuation.resume(returning: .gone(reason)) }
    for waiter in waiters { waiter.continuation.resume(returning: status) }
  }

  /// Reads until the descriptor would block; false at end of file or on error.
  private func drain(_ descriptor: Int32, into buffer: inout [UInt8], _ consume: (ArraySlice<UInt8>) -> Void) -> Bool {
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count > 0 {
        consume(buffer[0..<count])
        continue
      }
      if count == 0 { return false }
      switch errno {
      case EINTR: continue
      case EAGAIN: return true
      default: return false
      }
    }
  }
}

extension ChildProcess {
  /// Whether the child has exited, without reaping it (for kernels without pidfds).
  func reapIfExitedPeek() -> Bool {
    var info = siginfo_t()
    return waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 && info._sifields._sigchld.si_pid == pid
  }
}

extension RequestID {
  /// Orders the host's numbered ids by number (string ids, which the host never sends, last).
  fileprivate var sortKey: Int {
    if case .number(let number) = self { return number }
    return .max
  }
}

extension TerminationStatus {
  /// The signal that ended the process, if one did.
  var signal: Int32? {
    if case .signaled(let signal) = self { return signal }
    return nil
  }
}
