/// The requests a JSON-RPC peer has sent and waits to hear back from: fresh ids, never reused,
/// and the waiter each answer goes to. A plain value (no I/O, no clock, no lock), used by all
/// three peers: the host's connection to an extension (inside its `RequestTable`), the
/// extension's requests to the host, and the daemon's client.
///
/// `Waiter` is whatever is resumed when the answer comes: a continuation, a semaphore slot, a
/// request's bookkeeping.
public struct PendingReplies<Waiter: Sendable>: Sendable {
  private let prefix: String?
  private var lastNumber = 0
  private var waiting: [RequestID: Waiter] = [:]

  /// Ids numbered from 1 (`1`, `2`, ...), or strings `"<prefix>-1"`, ... when `prefix` is
  /// given, so that two peers on one pair of pipes never hand out the same id.
  public init(idPrefix prefix: String? = nil) { self.prefix = prefix }

  /// A fresh id for the next request; never one handed out before.
  public mutating func makeID() -> RequestID {
    lastNumber += 1
    return prefix.map { .string("\($0)-\(lastNumber)") } ?? .number(lastNumber)
  }

  /// How many ids were handed out.
  public var sentCount: Int { lastNumber }

  /// Whether `id` is one this peer handed out (answered or not).
  public func wasSent(_ id: RequestID) -> Bool {
    switch (id, prefix) {
    case (.number(let number), nil): return number >= 1 && number <= lastNumber
    case (.string(let text), let prefix?):
      guard text.hasPrefix(prefix + "-"), let number = Int(text.dropFirst(prefix.count + 1)) else { return false }
      return number >= 1 && number <= lastNumber
    default: return false
    }
  }

  /// Whether someone waits for `id`'s answer.
  public func contains(_ id: RequestID) -> Bool { waiting[id] != nil }

  /// Starts waiting for `id`'s answer.
  public mutating func register(_ id: RequestID, _ waiter: Waiter) { waiting[id] = waiter }

  /// The waiter for `id`'s answer, no longer waiting; nil when nobody waits for it (an answer
  /// given up on, answered already, or never asked).
  public mutating func take(_ id: RequestID) -> Waiter? { waiting.removeValue(forKey: id) }

  /// Every waiter, no longer waiting (the other side is gone).
  public mutating func takeAll() -> [Waiter] {
    defer { waiting.removeAll() }
    return Array(waiting.values)
  }

  /// Every waiter for which `isDue` holds, no longer waiting (deadlines passed).
  public mutating func take(where isDue: (Waiter) -> Bool) -> [(id: RequestID, waiter: Waiter)] {
    // Asked on every wake-up of a poll loop and nearly always empty: nothing is built then.
    guard waiting.values.contains(where: isDue) else { return [] }
    let due = waiting.filter { isDue($0.value) }.map { (id: $0.key, waiter: $0.value) }
    for (id, _) in due { waiting[id] = nil }
    return due
  }

  /// How many wait.
  public var count: Int { waiting.count }

  /// The waiters, in no order.
  public var waiters: Dictionary<RequestID, Waiter>.Values { waiting.values }
}
