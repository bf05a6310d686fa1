/// Asks the peer to stop working on a request; the request still gets exactly one answer.
public struct CancelRequestNotification: RPCNotification {
  public static let method = "$/cancelRequest"
  /// The id of the request to cancel.
  public var id: RequestID
  public init(id: RequestID) { self.id = id }
}
