import FoundationEssentials

/// One decoded JSON-RPC 2.0 message, classified by its members, with its body kept for typed decoding.
///
/// Decoding happens in two steps: ``decode(_:)`` reads only the envelope (`jsonrpc`, `id`,
/// `method`, `error`, whether `result` is present); ``params(_:)`` and ``result(_:)`` then decode
/// the payload into the type the method names. Batches (top-level arrays) are not supported.
///
/// The body is parsed once, into a ``JSONValue``: the envelope is read from it, and so are the
/// payloads: by types that read themselves from it (``FastJSONDecodable``, the hot messages), else
/// by ``JSONValueDecoder``. Anything those fast paths decline goes through `JSONDecoder`, which
/// stays the reference for what is accepted and how an error is worded.
public struct JSONRPCMessage: Sendable {
  /// What kind of message this is.
  public enum Kind: Sendable, Equatable {
    case request(id: RequestID, method: String)
    case notification(method: String)
    case response(id: RequestID)
    case errorResponse(id: RequestID?, error: JSONRPCError)
  }

  /// The kind, with its id and method.
  public let kind: Kind
  /// The message exactly as it arrived.
  public let body: [UInt8]
  /// The body parsed, when the fast parser accepted it.
  private let tree: JSONValue?

  private init(kind: Kind, body: [UInt8], tree: JSONValue?) {
    self.kind = kind
    self.body = body
    self.tree = tree
  }

  /// Classifies a message body; throws a `parseError` or `invalidRequest` JSON-RPC error.
  public static func decode(_ body: [UInt8]) throws(JSONRPCError) -> JSONRPCMessage {
    let tree: JSONValue?
    do {
      tree = try JSONValue.parse(body)
    } catch {
      try refuseWhatNoReaderAccepts(error)
      tree = nil
    }
    if let tree, let kind = EnvelopeReader.kind(of: tree) {
      return JSONRPCMessage(kind: kind, body: body, tree: tree)
    }
    return try decodeWithCodable(body, tree: tree)
  }

  /// A duplicate key or an out-of-range number is refused by every path, with what and where:
  /// `JSONDecoder` would read the first of two keys, and call `1e400` "not valid JSON".
  private static func refuseWhatNoReaderAccepts(_ error: JSONParseError) throws(JSONRPCError) {
    switch error.kind {
    case .duplicateKey, .numberOutOfRange: throw JSONRPCError(.parseError, "the message is refused: \(error)")
    case .declined: return
    }
  }

  /// The reference decoding of the envelope, for what the fast reader declines (and its errors);
  /// tests check the fast reader against it. It refuses what the fast parser refuses for good
  /// (duplicate keys, out-of-range numbers), so both paths read every message alike.
  static func decodeWithCodable(_ body: [UInt8], tree: JSONValue?) throws(JSONRPCError) -> JSONRPCMessage {
    var parseFailure: JSONParseError?
    if tree == nil {
      do {
        _ = try JSONValue.parse(body)
      } catch {
        parseFailure = error
        try refuseWhatNoReaderAccepts(error)
      }
    }
    let envelope: Envelope
    do {
      envelope = try JSONCoders.decoder.decode(Envelope.self, from: Data(body))
    } catch DecodingError.typeMismatch, DecodingError.keyNotFound, DecodingError.valueNotFound {
      throw JSONRPCError(.invalidRequest, "the message is JSON but not a JSON-RPC 2.0 object")
    } catch {
      throw JSONRPCError(
        .parseError,
        parseFailure?.reason == JSONParseError.tooDeep
          ? "the message nests arrays and objects deeper than \(JSONValue.maxDepth) levels, more than the host reads"
          : parseFailure.map { "the message is not valid JSON: \($0)" } ?? "the message is not valid JSON")
    }
    guard envelope.jsonrpc == "2.0" else {
      throw JSONRPCError(.invalidRequest, "the message lacks \"jsonrpc\": \"2.0\"")
    }
    let kind = EnvelopeReader.kind(
      id: envelope.id, method: envelope.method, error: envelope.error, hasResult: envelope.hasResult)
    guard let kind else {
      throw JSONRPCError(.invalidRequest, "the message is neither a request, a notification nor a response")
    }
    return JSONRPCMessage(kind: kind, body: body, tree: tree)
  }

  /// Decodes the `params` of a request or notification; throws an `invalidParams` error.
  public func params<Params: RPCParams>(_ type: Params.Type) throws(JSONRPCError) -> Params {
    if let value = tree?["params"], let params = Params.readParams(from: value) { return params }
    return try decodeParams(Params.self)
  }

  /// Decodes `params` of a type known only as `Decodable`; throws an `invalidParams` error.
  public func params<Params: Decodable>(_ type: Params.Type) throws(JSONRPCError) -> Params {
    if let value = tree?["params"], let params = PayloadCoding.read(Params.self, from: value) { return params }
    return try decodeParams(Params.self)
  }

  /// `params` read by `JSONDecoder`, which decides what the fast readers declined and words the error.
  private func decodeParams<Params: Decodable>(_ type: Params.Type) throws(JSONRPCError) -> Params {
    do {
      return try JSONCoders.decoder.decode(ParamsEnvelope<Params>.self, from: Data(body)).params
    } catch {
      throw JSONRPCError(.invalidParams, "invalid params: \(summary(of: error))")
    }
  }

  /// Decodes the `result` of a response to a `Request`; throws an `invalidParams`-coded error
  /// describing the mismatch.
  public func result<Request: RPCRequest>(for _: Request.Type) throws(JSONRPCError) -> Request.Response {
    if let value = tree?["result"], let result = Request.readResult(from: value) { return result }
    return try decodeResult(Request.Response.self)
  }

  /// Decodes a `result` of a type known only as `Decodable`; throws an `invalidParams`-coded error
  /// describing the mismatch.
  public func result<Result: Decodable>(_ type: Result.Type) throws(JSONRPCError) -> Result {
    if let value = tree?["result"], let result = PayloadCoding.read(Result.self, from: value) { return result }
    return try decodeResult(Result.self)
  }

  /// `result` read by `JSONDecoder`, which decides what the fast readers declined and words the error.
  private func decodeResult<Result: Decodable>(_ type: Result.Type) throws(JSONRPCError) -> Result {
    do {
      return try JSONCoders.decoder.decode(ResultEnvelope<Result>.self, from: Data(body)).result
    } catch {
      throw JSONRPCError(.invalidParams, "invalid result: \(summary(of: error))")
    }
  }

  /// Why `JSONDecoder` refused the payload. When it found the bytes not JSON (it says no more, and
  /// reads an envelope without looking into the payload), the host's own reader says why and where:
  /// bytes that are not UTF-8, or an unpaired surrogate escape.
  private func summary(of error: any Error) -> String {
    if case DecodingError.dataCorrupted(let context) = error, context.codingPath.isEmpty {
      do {
        _ = try JSONValue.parse(body)
      } catch where error.reason != JSONParseError.tooDeep {
        return "the message is not valid JSON: \(error)"
      } catch {}
    }
    return DecodingErrorSummary(error)
  }


  /// The method of a request or notification.
  public var method: String? {
    switch kind {
    case .request(_, let method), .notification(let method): method
    case .response, .errorResponse: nil
    }
  }

  /// The id of a request or response.
  public var id: RequestID? {
    switch kind {
    case .request(let id, _), .response(let id): id
    case .errorResponse(let id, _): id
    case .notification: nil
    }
  }
}

private struct Envelope: Decodable {
  var jsonrpc: String?
  var id: RequestID?
  var method: String?
  var error: JSONRPCError?
  var hasResult: Bool

  enum CodingKeys: String, CodingKey { case jsonrpc, id, method, error, result }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    jsonrpc = try container.decodeIfPresent(String.self, forKey: .jsonrpc)
    id = try container.decodeIfPresent(RequestID.self, forKey: .id)
    method = try container.decodeIfPresent(String.self, forKey: .method)
    error = try container.decodeIfPresent(JSONRPCError.self, forKey: .error)
    hasResult = container.contains(.result)
  }
}

private struct ParamsEnvelope<Params: Decodable>: Decodable { var params: Params }
private struct ResultEnvelope<Result: Decodable>: Decodable { var result: Result }

/// A one-line account of why decoding failed, naming the coding path.
func DecodingErrorSummary(_ error: any Error) -> String {
  func path(_ context: DecodingError.Context) -> String {
    let components = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
    return components.isEmpty ? "the value" : components.joined(separator: ".")
  }
  switch error {
  case DecodingError.keyNotFound(let key, let context):
    let parent = path(context)
    return parent == "the value" ? "missing \"\(key.stringValue)\"" : "missing \"\(key.stringValue)\" in \(parent)"
  case DecodingError.typeMismatch(let type, let context): return "\(path(context)) is not \(type)"
  case DecodingError.valueNotFound(let type, let context): return "\(path(context)) is null, expected \(type)"
  case DecodingError.dataCorrupted(let context):
    // An empty path names nothing: "the value: The given data was not valid JSON." says less than the reason alone.
    return context.codingPath.isEmpty ? context.debugDescription : "\(path(context)): \(context.debugDescription)"
  default: return "\(error)"
  }
}
