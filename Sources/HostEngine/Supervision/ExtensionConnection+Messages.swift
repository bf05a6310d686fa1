import Glibc
import HostProtocol
import Synchronization

/// What the connection does with what the poll loop hands it: frames from the protocol pipe,
/// lines of output, a broken stream, a wake-up for deadlines, the exit.
extension ExtensionConnection {
  /// Handles one frame from the protocol pipe. Returns false when the frame broke the protocol
  /// and the extension is being killed: nothing after it is read.
  func receive(_ body: [UInt8]) -> Bool {
    let message: JSONRPCMessage
    do {
      message = try JSONRPCMessage.decode(body)
    } catch {
      record(.received, message: body)
      let excerpt = String(decoding: body.prefix(80), as: UTF8.self)
      addFault(.garbageOnProtocolPipe, "sent a frame that is not a JSON-RPC message (\(error.message)): \(excerpt)")
      killForBrokenProtocol("garbage on the protocol pipe")
      return false
    }
    if case .notification(LogNotification.method) = message.kind {
      receiveLog(message, body: body)
      return true
    }
    record(.received, message: body)
    switch message.kind {
    case .response(let id), .errorResponse(let id?, _):
      deliver(message, id: id)
    case .errorResponse(nil, let error):
      // Valid JSON-RPC 2.0 (a peer that could not read a request's id answers with id null), so
      // the stream is sound and the extension goes on; but the host sends only well-formed
      // requests, so it answers none of them: unsolicited, like any id the host never sent.
      addFault(.unsolicitedResponse, "reported an error for no request (id null), though the host sent none it could not read: \(error.message)")
    case .notification(let method):
      service?.receive(message, method: method, from: self)
    case .request(let id, let method):
      let answer =
        service?.answer(message, id: id, method: method, from: self)
        ?? JSONRPCEncoding.errorResponse(JSONRPCError(.methodNotFound, "the host serves no '\(method)'"), id: id)
      write(answer)
    }
    return true
  }

  /// Keeps a `$/log` message while the visit's budget lasts, cut to `LogBudget.maxMessageBytes`
  /// as output lines are; counts it past that.
  private func receiveLog(_ message: JSONRPCMessage, body: [UInt8]) {
    let kept = state.withLock { $0.logBudget.admit() }
    guard kept else { return }
    // A long message is kept once, cut: the raw notification would hold it whole.
    if body.count <= LogBudget.maxMessageBytes { record(.received, message: body) }
    do {
      let log = try message.params(LogNotification.self)
      record(.log, "[\(log.level.rawValue)] \(LogBudget.cut(log.message))")
    } catch {
      // Said, not dropped: the raw message is in the transcript, its text shown safely there.
      record(.log, "[unreadable] a $/log whose params are not {level, message} (\(LogBudget.cut(error.message)))")
    }
  }

  /// `$/log` messages dropped in the current visit, past the budget.
  var droppedLogMessages: Int { state.withLock { $0.logBudget.dropped } }

  /// Hands an answer to the request waiting for it. The one answer after a missed deadline is
  /// expected (the request already ended as timed out, and that is its finding): recorded, never
  /// a fault.
  private func deliver(_ message: JSONRPCMessage, id: RequestID) {
    let (delivery, answerHook, idle) = state.withLock { state in
      let delivery = state.requests.deliver(id, at: .now)
      return (delivery, state.answerHooks.removeValue(forKey: id), state.takeIdleWaiters(gone: false))
    }
    switch delivery {
    case .answer(let request):
      answerHook?()
      request.waiter.resume(returning: .message(message))
    case .answeredTwice(let method):
      addFault(.answeredTwice, "answered request \(id)\(method.map { " (\($0))" } ?? "") more than once")
    case .late(let method):
      let how =
        if case .errorResponse(_, let error) = message.kind, error.code == .requestCancelled {
          "acknowledged the cancel (-32800)"
        } else {
          "answered it"
        }
      record(.event, "request \(id) (\(method)) ended at its deadline; the extension then \(how), as expected")
    case .unsolicited: addFault(.unsolicitedResponse, "answered request \(id), which the host never sent")
    }
    release(idle)  // the last request waiting was answered: `exit`, now, when `shutdown` was answered before it
  }

  /// Names a broken protocol stream and kills the extension. A stream cut inside a frame because
  /// the host stopped an extension that had missed a deadline is that one fault, not a second:
  /// the half-written frame is the answer it never finished (recorded, never named again).
  func breakStream(_ error: FramingError) {
    if case .truncated(let expected, let received) = error, let missed = deadlineMissedBeforeTheHostStoppedIt {
      record(
        .event,
        "the protocol stream ended inside a frame (\(received) of \(expected) bytes) when the host stopped the "
          + "extension: the unfinished answer of a request already named [\(missed.kind.rawValue)]")
      return
    }
    if case .messageTooLarge(let length, let limit) = error {
      addFault(.oversizedMessage, "sent a \(length)-byte message on the protocol pipe; the limit is \(limit) bytes")
    } else {
      addFault(.framingViolation, "broke the protocol pipe's framing: \(error)")
    }
    killForBrokenProtocol("its protocol stream broke: \(error)")
  }

  /// The `unresponsive` fault already named, when the host has since stopped the extension.
  private var deadlineMissedBeforeTheHostStoppedIt: ExtensionFault? {
    state.withLock { state in
      guard !state.signalsSent.isEmpty || state.askedToStop else { return nil }
      return state.faults.elements.last { $0.kind == .unresponsive }
    }
  }

  /// Names an extension that closed its answer pipe (fd 4) at a frame's end and kept running
  /// past `PollLoop.closedPipeGrace` while a request waited: no answer can reach the host, so it
  /// is a broken protocol stream (`framing-violation`), named at once and not at the request's
  /// deadline as a completion handler never called. Returns whether nothing is left to judge:
  /// the fault is named, or the host had asked the extension to stop (it may close its pipes as
  /// it goes); false while no request waits (the next one sent is judged).
  func judgeClosedAnswerPipe() -> Bool {
    let (askedToStop, waiting) = state.withLock { ($0.askedToStop, $0.requests.oldestPendingLabel) }
    if askedToStop { return true }
    guard let waiting else { return false }
    addFault(
      .framingViolation,
      "closed its answer pipe (fd 4) and kept running with \(waiting) unanswered: no answer can reach the host; "
        + "an extension keeps fd 4 open until it exits")
    killForBrokenProtocol("it closed its answer pipe (fd 4) and kept running")
    return true
  }

  /// Kills the extension for the protocol fault just recorded; that fault is the one finding.
  private func killForBrokenProtocol(_ reason: String) {
    let breaking = faults.last { $0.kind.breaksProtocol }
    state.withLock { $0.departureFault = $0.departureFault ?? breaking }
    signal(SIGKILL)  // before any waiter resumes: a visit that goes on to stop it must find it killed
    failAll(reason)
  }

  /// Ends every waiting request: no answer can come any more.
  func failAll(_ reason: String) {
    let waiting = state.withLock { $0.requests.failAll(reason) }
    for request in waiting { request.waiter.resume(returning: .gone(reason)) }
    releaseIdleWaiters(gone: true)
  }

  /// Ends the requests and exit waits whose deadline has passed. An extension that has taken
  /// nothing from its request pipe for `stallLimit` while the host's bytes wait there is named for
  /// not reading and stopped.
  func expireDeadlines() {
    let now = ContinuousClock.now
    if let stalledSince = requestPipe.withLock({ $0.queue.stalledSince }), now - stalledSince >= Self.stallLimit {
      let waiting = requestPipe.withLock { $0.queue.count }
      stopForNotReading(
        "stopped reading its request pipe: \(waiting) bytes the host wrote waited "
          + "\(Int(milliseconds(now - stalledSince))) ms without the extension taking any")
    }
    let (requests, waiters) = state.withLock { state -> ([(id: RequestID, request: RequestTable<ReplyWaiter>.Pending)], [ExitWaiter]) in
      let expired = state.requests.expire(at: now)
      let isDue = { (waiter: ExitWaiter) in waiter.deadline.map { $0 <= now } ?? false }
      guard state.exitWaiters.contains(where: isDue) else { return (expired, []) }
      let due = state.exitWaiters.filter(isDue)
      state.exitWaiters.removeAll(where: isDue)
      return (expired, due)
    }
    for (id, request) in requests {
      record(.event, "request \(id) (\(request.method)) missed its \(request.timeoutMilliseconds) ms deadline")
      request.waiter.resume(returning: .timedOut(request.timeoutMilliseconds))
      notify(CancelRequestNotification(id: id))
    }
    if !requests.isEmpty { releaseIdleWaiters() }
    for waiter in waiters { waiter.continuation.resume(returning: nil) }
  }

  /// Milliseconds until the nearest deadline (at most `idleTick`), noted in the state so that
  /// senders know whether to wake the poll loop; counts the loop's iterations.
  func nextPollTimeout(idleTick: Duration) -> Int32 {
    let now = ContinuousClock.now
    let stalledSince = requestPipe.withLock { $0.queue.stalledSince }
    let nearest = state.withLock { state -> ContinuousClock.Instant in
      var nearest = now + idleTick
      if let deadline = state.requests.nearestDeadline, deadline < nearest { nearest = deadline }
      if let stalledSince, stalledSince + Self.stallLimit < nearest { nearest = stalledSince + Self.stallLimit }
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
    return Int32(clamping: Int(milliseconds(remaining).rounded(.down)) + 1)
  }

  /// Resumes the settle waiters registered before this iteration's `poll(2)`: what was readable
  /// then has been handled. While the extension floods (`caughtUp` false) a waiter is released
  /// after `floodPatience` iterations anyway, so a flood cannot hold a visit's end.
  func releaseSettled(caughtUp: Bool, floodPatience: Int = 16) {
    let settled = state.withLock { state -> [CheckedContinuation<Void, Never>] in
      guard !state.settleWaiters.isEmpty else { return [] }
      let iteration = state.pollIteration
      let isDue = { (waiter: (registeredAt: Int, continuation: CheckedContinuation<Void, Never>)) in
        caughtUp ? waiter.registeredAt < iteration : waiter.registeredAt + floodPatience < iteration
      }
      let due = state.settleWaiters.filter(isDue)
      state.settleWaiters.removeAll(where: isDue)
      return due.map(\.continuation)
    }
    for continuation in settled { continuation.resume() }
  }

  /// Adds a chunk of the child's stdout or stderr; records the lines kept.
  func receiveOutput(_ bytes: ArraySlice<UInt8>, on channel: TranscriptEntry.Channel) {
    let lines = state.withLock { state in
      channel == .stdout ? state.stdout.append(bytes) : state.stderr.append(bytes)
    }
    note(lines, channel)
  }

  /// Ends both output streams (a last line without a newline).
  func finishOutput() {
    let (out, err) = state.withLock { ($0.stdout.finish(), $0.stderr.finish()) }
    note(out.map { [$0] } ?? [], .stdout)
    note(err.map { [$0] } ?? [], .stderr)
  }

  /// Records kept lines, and names the extension's use of stdout.
  private func note(_ lines: [String], _ channel: TranscriptEntry.Channel) {
    for line in lines { record(channel, line) }
    guard channel == .stdout else { return }
    let (printed, sawFrame) = state.withLock { ($0.stdout.totalBytes > 0, $0.stdout.sawFrameHeader) }
    guard printed else { return }
    // A frame on stdout is the one finding for output that carries one; plain printing before it
    // was seen is its own (a warning).
    if sawFrame {
      addFault(.frameOnStdout, "wrote a protocol frame to stdout; frames belong on the protocol pipe and were ignored")
    } else {
      addFault(.wroteToStdout, "wrote to stdout; on the host that is log output, never the protocol (use os.Logger or stderr)")
    }
  }

  /// Records the exit and ends everything still waiting. An exit the host did not cause is one
  /// fault, recorded before any waiting request learns of it, naming the request it interrupted.
  func finish(with status: TerminationStatus) {
    record(.event, "extension \(status)")
    let departure = state.withLock { state -> ExtensionFault? in
      if let signal = status.signal, state.signalsSent.contains(signal) { return nil }
      guard state.departureFault == nil else { return nil }
      return ExtensionFault.departure(
        status, interrupted: state.requests.oldestPendingLabel, askedToStop: state.askedToStop,
        unansweredBeforeExit: state.toldToExit ? nil : state.requests.oldestPendingLabel(excluding: ShutdownRequest.method))
    }
    if let departure { addFault(departure) }
    let (requests, waiters, settled, reason) = state.withLock { state in
      state.termination = status
      state.departureFault = state.departureFault ?? departure
      let hostCaused = status.signal.map { state.signalsSent.contains($0) } ?? false
      let reason = "the extension \(status)\(hostCaused ? " (stopped by the host)" : crashHint(status))"
      let requests = state.requests.failAll(reason)
      defer {
        state.exitWaiters.removeAll()
        state.settleWaiters.removeAll()
      }
      return (requests, state.exitWaiters, state.settleWaiters.map(\.continuation), reason)
    }
    for continuation in settled { continuation.resume() }
    for request in requests { request.waiter.resume(returning: .gone(reason)) }
    for waiter in waiters { waiter.continuation.resume(returning: status) }
    releaseIdleWaiters(gone: true)
  }

  /// Whether bytes wait for the extension to read its request pipe (the poll loop watches for
  /// `POLLOUT` while they do).
  var hasQueuedRequests: Bool { requestPipe.withLock { $0.descriptor >= 0 && !$0.queue.isEmpty } }

  /// Requests answered and their latest answer times, for the daemon's status.
  var requestStatistics: RequestTable<ReplyWaiter>.Statistics {
    state.withLock { $0.requests.statistics }
  }
}

extension TerminationStatus {
  /// The signal that ended the process, if one did.
  var signal: Int32? {
    if case .signaled(let signal) = self { return signal }
    return nil
  }
}
