/// The requests a peer is serving, and those the other side cancelled (`$/cancelRequest`)
/// while they were: a request cancelled in flight gets one answer, the cancellation error, and
/// its later answer is held back. A plain value; the peer keeps it under its lock.
public struct ServedRequests: Sendable {
  private var inFlight: Set<RequestID> = []
  private var cancelled: Set<RequestID> = []

  /// Nothing served yet.
  public init() {}

  /// Notes that request `id` arrived and is being worked on.
  public mutating func begin(_ id: RequestID) { inFlight.insert(id) }

  /// Cancels `id`: true when it was still in flight (the caller answers it with
  /// `requestCancelled` now); false when it was answered already (one answer, never two).
  public mutating func cancel(_ id: RequestID) -> Bool {
    guard inFlight.remove(id) != nil else { return false }
    cancelled.insert(id)
    return true
  }

  /// Whether an answer to `id` may go out: false once it was cancelled. Answers after the first
  /// still go out, so a peer that answers twice is seen doing so.
  public mutating func mayAnswer(_ id: RequestID) -> Bool {
    guard !cancelled.contains(id) else { return false }
    inFlight.remove(id)
    return true
  }
}
