import FoundationEssentials

/// Builds JSON-RPC 2.0 message bodies (without framing).
public enum JSONRPCEncoding {
  /// The body of a request.
  public static func request<Request: RPCRequest>(_ request: Request, id: RequestID) throws -> [UInt8] {
    try encode(RequestBody(id: id, method: Request.method, params: request))
  }

  /// The body of a notification.
  public static func notification<Notification: RPCNotification>(_ notification: Notification) throws -> [UInt8] {
    try encode(NotificationBody(method: Notification.method, params: notification))
  }

  /// The body of a successful response.
  public static func response<Result: Encodable>(_ result: Result, id: RequestID) throws -> [UInt8] {
    try encode(ResponseBody(id: id, result: result))
  }

  /// The body of an error response; `id` is nil when the request's id could not be read.
  public static func errorResponse(_ error: JSONRPCError, id: RequestID?) -> [UInt8] {
    // Encoding an Int, a String and an optional id cannot fail; fall back to a fixed body regardless.
    (try? encode(ErrorBody(id: id, error: error)))
      ?? Array(#"{"jsonrpc":"2.0","id":null,"error":{"code":-32603,"message":"internal error"}}"#.utf8)
  }

  private static func encode(_ value: some Encodable) throws -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes]
    return Array(try encoder.encode(value))
  }
}

private struct RequestBody<Params: Encodable>: Encodable {
  var jsonrpc = "2.0"
  var id: RequestID
  var method: String
  var params: Params
}

private struct NotificationBody<Params: Encodable>: Encodable {
  var jsonrpc = "2.0"
  var method: String
  var params: Params
}

private struct ResponseBody<Result: Encodable>: Encodable {
  var jsonrpc = "2.0"
  var id: RequestID
  var result: Result
}

private struct ErrorBody: Encodable {
  var jsonrpc = "2.0"
  var id: RequestID?
  var error: JSONRPCError

  enum CodingKeys: String, CodingKey { case jsonrpc, id, error }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(jsonrpc, forKey: .jsonrpc)
    try container.encode(id, forKey: .id)  // encodes null when the id is unknown, as the spec requires
    try container.encode(error, forKey: .error)
  }
}
