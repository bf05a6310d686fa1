/// How a method's payloads cross the wire, chosen when the type declares its conformance.
///
/// A payload with its own JSON code (``FastJSONEncodable``, ``FastJSONDecodable``) gets it through
/// the constrained defaults below, reached through the method's witness table. Asking each payload
/// `as? any FastJSONEncodable` at run time instead cost a fresh process a scan of every conformance
/// record (about 7,000) for each new type: a dozen scans in every launch. Any other payload is
/// asked at run time (``PayloadCoding``), so a fast conformance declared in another module than the
/// method's still counts.
extension RPCParams {
  public func writeParams(to output: inout JSONOutput) -> Bool { PayloadCoding.write(self, to: &output) }
  public static func readParams(from json: JSONValue) -> Self? { PayloadCoding.read(Self.self, from: json) }
}

extension RPCParams where Self: FastJSONEncodable {
  public func writeParams(to output: inout JSONOutput) -> Bool { PayloadCoding.write(self, to: &output) }
}

extension RPCParams where Self: FastJSONDecodable {
  public static func readParams(from json: JSONValue) -> Self? { Self(json: json) }
}

extension RPCRequest {
  public var label: String? { nil }
  public static func writeResult(_ result: Response, to output: inout JSONOutput) -> Bool {
    PayloadCoding.write(result, to: &output)
  }
  public static func readResult(from json: JSONValue) -> Response? { PayloadCoding.read(Response.self, from: json) }
}

extension RPCRequest where Response: FastJSONEncodable {
  public static func writeResult(_ result: Response, to output: inout JSONOutput) -> Bool {
    PayloadCoding.write(result, to: &output)
  }
}

extension RPCRequest where Response: FastJSONDecodable {
  public static func readResult(from json: JSONValue) -> Response? { Response(json: json) }
}

/// A payload of a type known only as `Codable`: its own JSON code when it has some (found by a
/// cast, a scan of the conformance records the first time a process asks about the type), else
/// ``JSONOutputEncoder`` and ``JSONValueDecoder``, generated from its `Codable`.
public enum PayloadCoding {
  /// Writes `payload`; false when only `JSONEncoder` can (a non-finite double, a `Date`).
  public static func write(_ payload: some Encodable, to output: inout JSONOutput) -> Bool {
    if let fast = payload as? any FastJSONEncodable {
      fast.write(to: &output)
      return true
    }
    return JSONOutputEncoder.write(payload, to: &output)
  }

  /// Writes `payload` with its own JSON code.
  public static func write(_ payload: some Encodable & FastJSONEncodable, to output: inout JSONOutput) -> Bool {
    payload.write(to: &output)
    return true
  }

  /// Reads a `T`; nil leaves the decision to `JSONDecoder`.
  public static func read<T: Decodable>(_ type: T.Type, from json: JSONValue) -> T? {
    if let fast = T.self as? any FastJSONDecodable.Type { return fast.init(json: json) as? T }
    return JSONValueDecoder.decode(type, from: json)
  }
}
