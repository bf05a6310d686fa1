/// A request type: its value is the request's `params`, `Response` its `result`.
public protocol RPCRequest: Codable, Sendable {
  /// The type of the `result` member of a successful response.
  associatedtype Response: Codable & Sendable
  /// The `method` member, e.g. `"initialize"`.
  static var method: String { get }
}

/// A notification type: its value is the notification's `params`. Notifications get no answer.
public protocol RPCNotification: Codable, Sendable {
  /// The `method` member, e.g. `"$/log"`.
  static var method: String { get }
}

/// The result of a request whose response carries no data.
public struct EmptyResult: Codable, Hashable, Sendable {
  public init() {}
}
