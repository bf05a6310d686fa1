/// A request type: its value is the request's `params`, `Response` its `result`.
///
/// The four coding requirements have defaults (`RPCMethod+Coding.swift`): a type never writes them.
public protocol RPCRequest: Codable, Sendable {
  /// The type of the `result` member of a successful response.
  associatedtype Response: Codable & Sendable
  /// The `method` member, e.g. `"initialize"`.
  static var method: String { get }
  /// What the request calls, when the method alone does not say (which overload of the
  /// principal's), for the words of a fault; nil by default.
  var label: String? { get }
  /// Writes this request as the `params` member; false when only `JSONEncoder` can.
  func writeParams(to output: inout JSONOutput) -> Bool
  /// Reads the `params` member; nil leaves the decision to `JSONDecoder`.
  static func readParams(from json: JSONValue) -> Self?
  /// Writes `result` as the `result` member; false when only `JSONEncoder` can.
  static func writeResult(_ result: Response, to output: inout JSONOutput) -> Bool
  /// Reads the `result` member; nil leaves the decision to `JSONDecoder`.
  static func readResult(from json: JSONValue) -> Response?
}

/// A notification type: its value is the notification's `params`. Notifications get no answer.
public protocol RPCNotification: Codable, Sendable {
  /// The `method` member, e.g. `"$/log"`.
  static var method: String { get }
  /// Writes this notification as the `params` member; false when only `JSONEncoder` can.
  func writeParams(to output: inout JSONOutput) -> Bool
  /// Reads the `params` member; nil leaves the decision to `JSONDecoder`.
  static func readParams(from json: JSONValue) -> Self?
}

/// The result of a request whose response carries no data.
public struct EmptyResult: Codable, Hashable, Sendable {
  public init() {}
}
