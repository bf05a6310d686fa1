import FoundationEssentials

/// Builds JSON-RPC 2.0 message bodies (without framing).
///
/// Three writers, fastest first, each with the same JSON as a result: values that write
/// themselves (``FastJSONEncodable``, the hot messages); then any value through
/// ``JSONOutputEncoder`` (generated from its `Codable`); and, when that declines, `JSONEncoder`,
/// which also words every error.
public enum JSONRPCEncoding {
  /// The body of a request.
  public static func request<Request: RPCRequest>(_ request: Request, id: RequestID) throws -> [UInt8] {
    if let body = body(id: id, method: Request.method, member: "params", payload: request.writeParams) { return body }
    return try encode(RequestBody(id: id, method: Request.method, params: request))
  }

  /// The body of a notification.
  public static func notification<Notification: RPCNotification>(_ notification: Notification) throws -> [UInt8] {
    if let body = body(id: nil, method: Notification.method, member: "params", payload: notification.writeParams) {
      return body
    }
    return try encode(NotificationBody(method: Notification.method, params: notification))
  }

  /// The body of a successful response to a `Request`.
  public static func response<Request: RPCRequest>(_ result: Request.Response, to _: Request.Type, id: RequestID) throws -> [UInt8] {
    try response(result, id: id) { Request.writeResult(result, to: &$0) }
  }

  /// The body of a successful response whose result writes itself.
  public static func response<Result: Encodable & FastJSONEncodable>(_ result: Result, id: RequestID) throws -> [UInt8] {
    try response(result, id: id) { PayloadCoding.write(result, to: &$0) }
  }

  /// The body of a successful response whose result is known only as `Encodable`.
  public static func response<Result: Encodable>(_ result: Result, id: RequestID) throws -> [UInt8] {
    try response(result, id: id) { PayloadCoding.write(result, to: &$0) }
  }

  /// A response whose result `write` writes in place; `JSONEncoder` when it declines.
  private static func response<Result: Encodable>(
    _ result: Result, id: RequestID, writing write: (inout JSONOutput) -> Bool
  ) throws -> [UInt8] {
    if let body = body(id: id, method: nil, member: "result", payload: write) { return body }
    return try encode(ResponseBody(id: id, result: result))
  }

  /// `{"jsonrpc":"2.0","id":…,"method":…,"<member>":<payload>}`, the payload written in place by
  /// `payload`; nil when that declines (a non-finite double, a `Date`), and `JSONEncoder` then
  /// writes it or words the error.
  private static func body(
    id: RequestID?, method: String?, member: StaticString, payload: (inout JSONOutput) -> Bool
  ) -> [UInt8]? {
    var output = JSONOutput(capacity: 512)
    output.beginObject()
    output.raw("\"jsonrpc\":\"2.0\"")
    output.member("id", id)
    output.member("method", method)
    output.key(member)
    guard payload(&output) else { return nil }
    output.endObject()
    return output.failed ? nil : output.bytes
  }

  /// The body of an error response; `id` is nil when the request's id could not be read.
  public static func errorResponse(_ error: JSONRPCError, id: RequestID?) -> [UInt8] {
    var output = JSONOutput()
    output.beginObject()
    output.key("jsonrpc")
    output.raw("\"2.0\"")
    output.key("id")
    if let id { id.write(to: &output) } else { output.null() }  // null when the id is unknown, as the spec requires
    output.key("error")
    output.beginObject()
    output.key("code")
    output.int(error.code.rawValue)
    output.key("message")
    output.string(error.message)
    output.endObject()
    output.endObject()
    return output.bytes
  }

  private static func encode(_ value: some Encodable) throws -> [UInt8] {
    Array(try JSONCoders.encoder.encode(value))
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
