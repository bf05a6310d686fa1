import HostEngine
import HostProtocol

/// JSON written by hand, for requests a conforming host would never send: unknown methods and
/// malformed parameters. Only encoded; decoding one is a programming error reported as such.
indirect enum ProbeValue: Codable, Sendable {
  case string(String)
  case number(Int)
  case null
  case array([ProbeValue])
  case object([(String, ProbeValue)])

  func encode(to encoder: any Encoder) throws {
    switch self {
    case .string(let value):
      var container = encoder.singleValueContainer()
      try container.encode(value)
    case .number(let value):
      var container = encoder.singleValueContainer()
      try container.encode(value)
    case .null:
      var container = encoder.singleValueContainer()
      try container.encodeNil()
    case .array(let values):
      var container = encoder.unkeyedContainer()
      for value in values { try container.encode(value) }
    case .object(let members):
      var container = encoder.container(keyedBy: ProbeKey.self)
      for (key, value) in members { try container.encode(value, forKey: ProbeKey(stringValue: key)) }
    }
  }

  init(from decoder: any Decoder) throws {
    throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "probe values are only sent"))
  }

  /// A short rendering for messages: `{"action": 7}`.
  var summary: String {
    switch self {
    case .string(let value): "\"\(value)\""
    case .number(let value): "\(value)"
    case .null: "null"
    case .array(let values): "[" + values.map(\.summary).joined(separator: ", ") + "]"
    case .object(let members): "{" + members.map { "\"\($0.0)\": \($0.1.summary)" }.joined(separator: ", ") + "}"
    }
  }
}

private struct ProbeKey: CodingKey {
  var stringValue: String
  var intValue: Int? { nil }
  init(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}

/// A request for a method no extension serves.
struct UnknownMethodRequest: RPCRequest {
  static let method = "conform/noSuchMethod"
  typealias Response = EmptyResult
}

/// A notification for a method no extension knows; JSON-RPC says it is ignored.
struct UnknownNotification: RPCNotification {
  static let method = "conform/noSuchNotification"
}

/// A request for `Base`'s method with hand-written, malformed parameters.
struct MalformedRequest<Base: RPCRequest>: RPCRequest {
  static var method: String { Base.method }
  typealias Response = Base.Response
  var params: ProbeValue

  func encode(to encoder: any Encoder) throws { try params.encode(to: encoder) }
  init(_ params: ProbeValue) { self.params = params }
  init(from decoder: any Decoder) throws { params = try ProbeValue(from: decoder) }
}

extension ProbeValue {
  /// Parameters the system could never send to `point`'s method, each wrong in one way.
  static func malformedParameters(for point: ExtensionPoint) -> [ProbeValue] {
    let token = ProbeValue.object([("data", .string("AAECAw=="))])
    switch point {
    case .shieldAction:
      return [
        .object([]),
        .object([("action", .string("tripleTapped")), ("target", .object([("webDomain", token)]))]),
        .object([("action", .number(7)), ("target", .string("social.example"))]),
        .object([
          ("action", .string("primaryButtonPressed")),
          ("target", .object([("webDomain", .object([("data", .string("%% not base64 %%"))]))])),
        ]),
        .array([.string("primaryButtonPressed")]),
      ]
    case .shieldConfiguration:
      return [
        .object([]),
        .object([("subject", .object([("spaceship", .object([]))]))]),
        .object([("subject", .object([("application", .number(42))]))]),
        .object([("subject", .object([("webDomain", .object([("domain", .string("social.example")), ("token", .object([("data", .null)]))]))]))]),
        .null,
      ]
    case .deviceActivityMonitor, .deviceActivityReport, .widgetKit: return []  // not hosted
    }
  }
}
