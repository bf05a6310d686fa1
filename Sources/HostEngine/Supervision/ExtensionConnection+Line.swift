public import HostProtocol
import Synchronization

/// Requests sent in line: many at once, each answered in turn.
extension ExtensionConnection {
  /// Sends `requests` in one write, for the extension to answer one after another, and returns
  /// at once; each element waits for its request's end.
  ///
  /// Each request is due `timeout` after the request before it ends (however it ends), the first
  /// `timeout` after it is sent: an extension serves its requests one at a time, so a request
  /// still waiting in line is not late. That holds for requests the extension answers before it
  /// reads the next (a widget's placeholder and renders), not for ones it completes later (a
  /// timeline, whose provider calls back): such a request goes last in its line, or alone. A
  /// caller that gives up on the extension when one request ends badly stops it, which ends the
  /// rest at once.
  ///
  /// A line sent `after` a request still waiting (the last of an earlier line) joins that line:
  /// its first request is due `timeout` after that one ends, so the extension finds the next
  /// work waiting while the host reads what it has answered.
  ///
  /// `whenLastAnswerRead` runs as `request(_:timeout:whenAnswerRead:)`'s hook does, for the last
  /// request of the line: on the thread that reads its answer, before anything after it.
  public func requestsInLine<Request: RPCRequest>(
    _ requests: [Request], timeout: Duration, after predecessor: RequestID? = nil,
    whenLastAnswerRead: (@Sendable () -> Void)? = nil
  ) -> [AnswerInLine<Request.Response>] {
    guard !requests.isEmpty else { return [] }
    var bodies: [[UInt8]] = []
    var answers: [AnswerInLine<Request.Response>] = []
    let now = ContinuousClock.now
    let ids = state.withLock { state in
      if Request.method == ShutdownRequest.method { state.askedToStop = true }
      let ids = requests.map { _ in state.requests.makeID() }
      if let whenLastAnswerRead, let last = ids.last { state.answerHooks[last] = whenLastAnswerRead }
      return ids
    }
    for (request, id) in zip(requests, ids) {
      let slot = ReplySlot()
      answers.append(AnswerInLine(id: id, slot: slot, read: { $0.outcome(of: Request.self) }))
      guard let body = try? JSONRPCEncoding.request(request, id: id) else {
        slot.fill(.gone("the host could not encode \(Request.method)"))
        continue
      }
      bodies.append(body)
    }
    let registration = state.withLock { state -> (goneReason: String?, wake: Bool) in
      var predecessor = predecessor
      for (request, answer) in zip(requests, answers) where !answer.slot.isFilled {
        if let reason = state.requests.register(
          answer.id, method: Request.method, label: request.label, sentAt: now,
          timeout: timeout, after: predecessor, waiter: .slot(answer.slot))
        {
          return (reason, false)
        }
        predecessor = answer.id
      }
      return (nil, state.pollMustWake(for: now + timeout))
    }
    if let reason = registration.goneReason {
      for answer in answers where !answer.slot.isFilled { answer.slot.fill(.gone(reason)) }
      return answers
    }
    if registration.wake { wake() }
    write(bodies)
    return answers
  }
}

/// One request of a line (`ExtensionConnection.requestsInLine`) and how it ended.
public struct AnswerInLine<Response: Codable & Sendable>: Sendable {
  /// The request's id.
  public let id: RequestID
  let slot: ReplySlot
  /// Reads the reply as the request's outcome (through the request type's own result reader).
  let read: @Sendable (RawReply) -> RequestOutcome<Response>

  /// Waits for how the request ended. One task asks; once it has ended, asking again gives the
  /// same outcome at once.
  public func outcome() async -> RequestOutcome<Response> {
    read(await slot.reply())
  }
}

/// Who waits for a request to end: a task suspended on it, or a slot that keeps the reply
/// until its task asks (a request sent in line).
enum ReplyWaiter: Sendable {
  case task(CheckedContinuation<RawReply, Never>)
  case slot(ReplySlot)

  func resume(returning reply: RawReply) {
    switch self {
    case .task(let continuation): continuation.resume(returning: reply)
    case .slot(let slot): slot.fill(reply)
    }
  }
}

/// Keeps a request's reply until a task takes it; filled once, and asked by one task (its
/// `AnswerInLine`'s owner).
final class ReplySlot: Sendable {
  private enum State {
    case empty
    case waiting(CheckedContinuation<RawReply, Never>)
    case filled(RawReply)
  }

  private let state = Mutex(State.empty)

  var isFilled: Bool {
    state.withLock { if case .filled = $0 { true } else { false } }
  }

  func fill(_ reply: RawReply) {
    let waiter = state.withLock { state -> CheckedContinuation<RawReply, Never>? in
      switch state {
      case .empty:
        state = .filled(reply)
        return nil
      case .waiting(let continuation):
        state = .filled(reply)
        return continuation
      case .filled:
        return nil
      }
    }
    waiter?.resume(returning: reply)
  }

  func reply() async -> RawReply {
    await withCheckedContinuation { continuation in
      let ready = state.withLock { state -> RawReply? in
        if case .filled(let reply) = state { return reply }
        state = .waiting(continuation)
        return nil
      }
      if let ready { continuation.resume(returning: ready) }
    }
  }
}
