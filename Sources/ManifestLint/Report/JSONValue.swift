/// A JSON document built in code and rendered deterministically (keys in the order given,
/// two-space indentation), for reports, SARIF and baselines.
package indirect enum JSONValue: Sendable, Equatable {
  case string(String)
  case number(Int)
  case bool(Bool)
  case null
  case array([JSONValue])
  case object([(String, JSONValue)])

  /// Pretty-printed text.
  package func rendered(indent: String = "") -> String {
    switch self {
    case .string(let text): return Self.quoted(text)
    case .number(let number): return String(number)
    case .bool(let flag): return flag ? "true" : "false"
    case .null: return "null"
    case .array(let items):
      guard !items.isEmpty else { return "[]" }
      let inner = indent + "  "
      return "[\n" + items.map { inner + $0.rendered(indent: inner) }.joined(separator: ",\n") + "\n" + indent + "]"
    case .object(let members):
      guard !members.isEmpty else { return "{}" }
      let inner = indent + "  "
      return "{\n" + members.map { inner + Self.quoted($0.0) + ": " + $0.1.rendered(indent: inner) }.joined(separator: ",\n")
        + "\n" + indent + "}"
    }
  }

  /// `text` as a JSON string literal.
  package static func quoted(_ text: String) -> String {
    var output = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    return output + "\""
  }

  package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.rendered() == rhs.rendered() }
}
