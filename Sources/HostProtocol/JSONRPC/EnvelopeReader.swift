/// Reads the JSON-RPC envelope (`jsonrpc`, `id`, `method`, `error`, whether `result` is there)
/// from a parsed body, in one pass and without `Codable`.
enum EnvelopeReader {
  /// The message's kind, or nil when the envelope is anything but plainly valid; `Codable` then
  /// decides, and words the error.
  static func kind(of tree: JSONValue) -> JSONRPCMessage.Kind? {
    guard let members = tree.members else { return nil }
    var version: String?
    var id: RequestID?
    var method: String?
    var error: JSONRPCError?
    var hasResult = false
    for member in members {
      switch member.key {
      case "jsonrpc":
        guard let string = member.value.string else { return nil }
        version = string
      case "id":
        if member.value.isNull { continue }
        guard let value = RequestID(json: member.value) else { return nil }
        id = value
      case "method":
        if member.value.isNull { continue }
        guard let string = member.value.string else { return nil }
        method = string
      case "error":
        if member.value.isNull { continue }
        guard let code = member.value["code"]?.int, let message = member.value["message"]?.string else { return nil }
        error = JSONRPCError(JSONRPCError.Code(rawValue: code), message)
      case "result":
        hasResult = true
      default:
        continue
      }
    }
    guard version == "2.0" else { return nil }
    return kind(id: id, method: method, error: error, hasResult: hasResult)
  }

  /// The kind the members make, or nil when they make none.
  static func kind(id: RequestID?, method: String?, error: JSONRPCError?, hasResult: Bool) -> JSONRPCMessage.Kind? {
    switch (id, method, error, hasResult) {
    case (let id?, let method?, nil, false): .request(id: id, method: method)
    case (nil, let method?, nil, false): .notification(method: method)
    case (let id?, nil, nil, true): .response(id: id)
    case (let id, nil, let error?, false): .errorResponse(id: id, error: error)
    default: nil
    }
  }
}
