/// A JSON-RPC error object: the `error` member of a failed response.
public struct JSONRPCError: Error, Codable, Hashable, Sendable, CustomStringConvertible {
  /// The numeric error code; see the static members of ``Code``.
  public var code: Code
  /// A one-sentence description for a person.
  public var message: String

  public init(_ code: Code, _ message: String) {
    self.code = code
    self.message = message
  }

  public var description: String { "\(message) (\(code.name) \(code.rawValue))" }

  /// An open set of error codes: codes this build does not know still decode.
  public struct Code: RawRepresentable, Codable, Hashable, Sendable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Invalid JSON was received.
    public static let parseError = Code(rawValue: -32700)
    /// The JSON is not a valid request object.
    public static let invalidRequest = Code(rawValue: -32600)
    /// The method does not exist or is not available.
    public static let methodNotFound = Code(rawValue: -32601)
    /// The parameters are missing or of the wrong type.
    public static let invalidParams = Code(rawValue: -32602)
    /// A bug in the peer that answered.
    public static let internalError = Code(rawValue: -32603)
    /// A request other than `initialize` arrived before the handshake.
    public static let notInitialized = Code(rawValue: -32002)
    /// The request was cancelled with `$/cancelRequest` before it finished.
    public static let requestCancelled = Code(rawValue: -32800)

    /// A short name for messages and transcripts.
    public var name: String {
      switch self {
      case .parseError: "parse error"
      case .invalidRequest: "invalid request"
      case .methodNotFound: "method not found"
      case .invalidParams: "invalid params"
      case .internalError: "internal error"
      case .notInitialized: "not initialized"
      case .requestCancelled: "request cancelled"
      default: hostCodeName ?? "error"
      }
    }
  }
}
