import HostProtocol

/// The requests one connection has sent and not yet seen end, and what it remembers of those that
/// ended: a plain value with no I/O and no clock of its own, so every rule of "each request ends
/// exactly once" is tested without a process. The ids and the waiting requests are the generic
/// peer's (`PendingReplies` in HostProtocol); this table adds the host's judgement of answers.
///
/// A request ends exactly once: `deliver` (an answer), `expire` (its deadline) or `failAll` (the
/// extension is gone). After its deadline one answer may still come (-32800 for the host's
/// `$/cancelRequest`, or the late result): that is `late`, expected, not a fault. Any answer after
/// that to an id the host sent is a second answer; an answer to an id never sent is unsolicited.
/// Ids are numbered from 1 and never reused, so an id older than what is remembered is still
/// known to have been sent (`RequestVerdict` has the whole rule).
///
/// `Waiter` is what is resumed when a request ends: a continuation in the host, anything in tests.
struct RequestTable<Waiter: Sendable>: Sendable {
  /// A request waiting for its answer.
  struct Pending: Sendable {
    let method: String
    /// What a fault names it by: the overload it runs, or the method.
    var label: String
    /// When its clock started: when it was sent, or, for a request sent in line behind another,
    /// when that one ended.
    var startedAt: ContinuousClock.Instant
    /// When it is late; nil while it waits in line behind another request.
    var deadline: ContinuousClock.Instant?
    let timeoutMilliseconds: Int
    /// Its place among the requests registered: ids and start times do not order a line of
    /// requests sent at once.
    let order: Int
    let waiter: Waiter
  }

  /// What an answer with a given id turned out to be.
  enum Delivery: Sendable {
    /// The answer to a waiting request, which has now ended.
    case answer(Pending)
    /// A second answer to a request already answered (or answered after its deadline); the
    /// method when the id is still remembered.
    case answeredTwice(method: String?)
    /// The one answer expected after a request's deadline passed (the request already ended).
    case late(method: String)
    /// An answer to an id this connection never sent.
    case unsolicited
  }

  /// Requests answered, and the latest answer times in milliseconds.
  struct Statistics: Sendable, Equatable {
    var answered = 0
    var latencies: [Double] = []
  }

  /// How many answer times are kept (the oldest half is dropped past it).
  static var maxLatencies: Int { 4096 }
  /// How many ended ids are remembered by method, and expired ids awaiting their one late answer.
  static var rememberedIDs: Int { 4096 }

  private var pending = PendingReplies<Pending>()
  /// For a request with another sent in line behind it, that one and its limit: its clock starts
  /// when this one ends.
  private var nextInLine: [RequestID: (id: RequestID, timeout: Duration)] = [:]
  private var registered = 0
  private var answered = RecentMap<RequestID, String>(capacity: rememberedIDs)
  private var expired = RecentMap<RequestID, String>(capacity: rememberedIDs)
  /// Set once no answer can arrive any more (exit, a broken stream, a host kill).
  private(set) var goneReason: String?
  private(set) var statistics = Statistics()

  init() {}

  /// A fresh id for the next request.
  mutating func makeID() -> RequestID { pending.makeID() }

  /// How many ids were handed out: the requests sent so far.
  var sentCount: Int { pending.sentCount }

  /// How many requests are waiting.
  var pendingCount: Int { pending.count }

  /// The label of the oldest waiting request: what an exit now interrupts.
  var oldestPendingLabel: String? { pending.waiters.min { $0.order < $1.order }?.label }

  /// The label of the oldest waiting request other than one of `method`: what an exit now
  /// leaves unanswered, `shutdown` aside.
  func oldestPendingLabel(excluding method: String) -> String? {
    pending.waiters.filter { $0.method != method }.min { $0.order < $1.order }?.label
  }

  /// The earliest deadline of a waiting request.
  var nearestDeadline: ContinuousClock.Instant? { pending.waiters.lazy.compactMap { $0.deadline }.min() }  // a closure: a key path in a generic type is built anew at every call

  /// Starts waiting for `id`'s answer, due `timeout` after `sentAt`; or, when `predecessor` is
  /// given and still waiting, `timeout` after that request ends (however it ends): a request sent
  /// in line behind another, which the extension begins only once it has answered the one
  /// before. Returns why no answer can come instead, when the extension is already gone (the
  /// caller resumes its waiter with that at once).
  mutating func register(
    _ id: RequestID, method: String, label: String? = nil, sentAt: ContinuousClock.Instant, timeout: Duration,
    after predecessor: RequestID? = nil, waiter: Waiter
  ) -> String? {
    if let goneReason { return goneReason }
    let inLine = predecessor.map { pending.contains($0) } ?? false
    if let predecessor, inLine { nextInLine[predecessor] = (id, timeout) }
    registered += 1
    pending.register(
      id,
      Pending(
        method: method, label: label ?? method, startedAt: sentAt, deadline: inLine ? nil : sentAt + timeout,
        timeoutMilliseconds: Int(exactly: (timeout / .milliseconds(1)).rounded(.down)) ?? Int.max,
        order: registered, waiter: waiter))
    return nil
  }

  /// Starts the clock of the request in line behind `id`, which has just ended.
  private mutating func startNext(after id: RequestID, at now: ContinuousClock.Instant) {
    guard !nextInLine.isEmpty, let next = nextInLine.removeValue(forKey: id), var request = pending.take(next.id) else { return }
    request.startedAt = now
    request.deadline = now + next.timeout
    pending.register(next.id, request)
  }

  /// Matches an answer to the request it answers.
  mutating func deliver(_ id: RequestID, at now: ContinuousClock.Instant) -> Delivery {
    if let request = pending.take(id) {
      startNext(after: id, at: now)
      answered.insert(request.method, for: id)
      statistics.answered += 1
      if statistics.latencies.count >= Self.maxLatencies {
        statistics.latencies.removeFirst(statistics.latencies.count / 2)
      }
      statistics.latencies.append(milliseconds(now - request.startedAt))
      return .answer(request)
    }
    if let method = expired.removeValue(forKey: id) {
      answered.insert(method, for: id)
      return .late(method: method)
    }
    if let method = answered[id] { return .answeredTwice(method: method) }
    if pending.wasSent(id) { return .answeredTwice(method: nil) }
    return .unsolicited
  }

  /// Ends every request whose deadline is at or before `now`, oldest first; the clock of a
  /// request in line behind one starts.
  mutating func expire(at now: ContinuousClock.Instant) -> [(id: RequestID, request: Pending)] {
    let taken = pending.take { $0.deadline.map { $0 <= now } ?? false }
    guard !taken.isEmpty else { return [] }
    let due = taken.map { (id: $0.id, request: $0.waiter) }.sorted { $0.request.order < $1.request.order }
    for (id, request) in due {
      expired.insert(request.method, for: id)
      startNext(after: id, at: now)
    }
    return due
  }

  /// Ends every waiting request because no answer can come any more; later registrations end at
  /// once with the first reason given.
  mutating func failAll(_ reason: String) -> [Pending] {
    goneReason = goneReason ?? reason
    nextInLine.removeAll()
    return pending.takeAll().sorted { $0.order < $1.order }
  }
}
