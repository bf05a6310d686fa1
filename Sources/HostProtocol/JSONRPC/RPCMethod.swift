/// A value sent as a message's `params`: a request or a notification.
///
/// Both coding requirements have defaults (`RPCMethod+Coding.swift`): a type never writes them.
public protocol RPCParams: Codable, Sendable {
  /// The `method` member, e.g. `"initialize"`.
  static var method: String { get }
  /// Writes this value as the `params` member; false when only `JSONEncoder` can.
  func writeParams(to output: inout JSONOutput) -> Bool
  /// Reads the `params` member; nil leaves the decision to `JSONDecoder`.
  static func readParams(from json: JSONValue) -> Self?
}

/// A request type: its value is the request's `params`, `Response` its `result`.
///
/// The requirements beyond `Response` and `method` have defaults (`RPCMethod+Coding.swift`).
public protocol RPCRequest: RPCParams {
  /// The type of the `result` member of a successful response.
  associatedtype Response: Codable & Sendable
  /// What the request calls, when the method alone does not say (which overload of the
  /// principal's), for the words of a fault; nil by default.
  var label: String? { get }
  /// Writes `result` as the `result` member; false when only `JSONEncoder` can.
  static func writeResult(_ result: Response, to output: inout JSONOutput) -> Bool
  /// Reads the `result` member; nil leaves the decision to `JSONDecoder`.
  static func readResult(from json: JSONValue) -> Response?
}

/// A notification type: its value is the notification's `params`. Notifications get no answer.
public protocol RPCNotification: RPCParams {}

/// The result of a request whose response carries no data.
public struct EmptyResult: Codable, Hashable, Sendable {
  public init() {}
}
