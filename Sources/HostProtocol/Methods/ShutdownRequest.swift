/// Asks the extension to finish its work and get ready to exit; `exit` follows.
public struct ShutdownRequest: RPCRequest {
  public static let method = "shutdown"
  public typealias Response = EmptyResult
  public init() {}
}

/// Tells the extension to exit now. End of file on its protocol input means the same.
public struct ExitNotification: RPCNotification {
  public static let method = "exit"
  public init() {}
}
