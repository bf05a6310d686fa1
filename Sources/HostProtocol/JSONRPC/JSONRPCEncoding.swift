import FoundationEssentials

/// Builds JSON-RPC 2.0 message bodies (without framing).
///
/// Values that write themselves (``FastJSONEncodable``) skip `JSONEncoder`, with the same bytes
/// as a result; others, and a value the fast writer declines, go through `JSONEncoder`.
public enum JSONRPCEncoding {
  /// The body of a request.
  public static func request<Request: RPCRequest>(_ request: Request, id: RequestID) throws -> [UInt8] {
    if let fast = request as? any FastJSONEncodable, let params = fast.fastJSON() {
      var output = JSONOutput(capacity: params.count + 64)
      output.beginObject()
      output.key("jsonrpc")
      output.raw("\"2.0\"")
      output.key("id")
      id.write(to: &output)
      output.key("method")
      output.string(Request.method)
      output.key("params")
      output.json(params)
      output.endObject()
      return output.bytes
    }
    return try encode(RequestBody(id: id, method: Request.method, params: request))
  }

  /// The body of a notification.
  public static func notification<Notification: RPCNotification>(_ notification: Notification) throws -> [UInt8] {
    if let fast = notification as? any FastJSONEncodable, let params = fast.fastJSON() {
      var output = JSONOutput(capacity: params.count + 64)
      output.beginObject()
      output.key("jsonrpc")
      output.raw("\"2.0\"")
      output.key("method")
      output.string(Notification.method)
      output.key("params")
      output.json(params)
      output.endObject()
      return output.bytes
    }
    return try encode(NotificationBody(method: Notification.method, params: notification))
  }

  /// The body of a successful response.
  public static func response<Result: Encodable>(_ result: Result, id: RequestID) throws -> [UInt8] {
    if let fast = result as? any FastJSONEncodable, let encoded = fast.fastJSON() {
      var output = JSONOutput(capacity: encoded.count + 48)
      output.beginObject()
      output.key("jsonrpc")
      output.raw("\"2.0\"")
      output.key("id")
      id.write(to: &output)
      output.key("result")
      output.json(encoded)
      output.endObject()
      return output.bytes
    }
    return try encode(ResponseBody(id: id, result: result))
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
