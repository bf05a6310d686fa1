public import HostProtocol

/// How one request to an extension ended: every request ends exactly once, in one of these ways.
public enum RequestOutcome<Response: Sendable>: Sendable {
  /// The extension answered with a result that decoded.
  case answered(Response)
  /// The extension answered with a JSON-RPC error.
  case rejected(JSONRPCError)
  /// The result did not decode as the method's result type.
  case malformed(String)
  /// No answer came before the deadline.
  case timedOut(milliseconds: Int)
  /// The extension exited (or its protocol stream broke) before answering.
  case extensionGone(String)
}
