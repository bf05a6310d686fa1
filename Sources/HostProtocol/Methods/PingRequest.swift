/// A liveness probe. Any answer, including method-not-found from an extension that does not know
/// it, proves the extension's event loop is running.
public struct PingRequest: RPCRequest {
  public static let method = "$/ping"
  public typealias Response = EmptyResult
  public init() {}
}
