/// The requests a peer is serving, and those the other side cancelled (`$/cancelRequest`)
/// while they were: a request cancelled in flight gets one answer, the cancellation error, and
/// its later answer is held back. A plain value; the peer keeps it under its lock.
///
/// Lists, not sets: a peer serves a request or a line of them at a time, so a search of a few
/// elements costs less than hashing each id twice a request, and a `Set<RequestID>` would cost a
/// fresh process a scan of every conformance record (for `RequestID: Hashable`) before it answers
/// its first request.
public struct ServedRequests: Sendable {
  private var inFlight: [RequestID] = []
  private var cancelled: [RequestID] = []

  /// Nothing served yet.
  public init() {}

  /// Notes that request `id` arrived and is being worked on.
  public mutating func begin(_ id: RequestID) {
    if !inFlight.contains(id) { inFlight.append(id) }
  }

  /// Cancels `id`: true when it was still in flight (the caller answers it with
  /// `requestCancelled` now); false when it was answered already (one answer, never two).
  public mutating func cancel(_ id: RequestID) -> Bool {
    guard let index = inFlight.firstIndex(of: id) else { return false }
    inFlight.remove(at: index)
    if !cancelled.contains(id) { cancelled.append(id) }
    return true
  }

  /// Whether an answer to `id` may go out: false once it was cancelled. Answers after the first
  /// still go out, so a peer that answers twice is seen doing so.
  public mutating func mayAnswer(_ id: RequestID) -> Bool {
    guard !cancelled.contains(id) else { return false }
    if let index = inFlight.firstIndex(of: id) { inFlight.remove(at: index) }
    return true
  }
}
