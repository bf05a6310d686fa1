extension JSONValue {
  /// The deepest nesting accepted; deeper documents are refused (and left to `Codable`).
  public static let maxDepth = 256

  /// Parses a complete JSON document (RFC 8259, UTF-8, no extensions); whitespace may surround it.
  ///
  /// Refuses, besides malformed JSON, what the fast paths do not want to judge: duplicate keys in
  /// an object, and nesting deeper than ``maxDepth``.
  public static func parse(_ bytes: [UInt8]) throws(JSONParseError) -> JSONValue {
    try bytes.withUnsafeBufferPointer { buffer throws(JSONParseError) in
      var parser = JSONParser(bytes: buffer)
      let value = try parser.value(depth: 0)
      parser.skipWhitespace()
      guard parser.index == buffer.count else { throw JSONParseError(offset: parser.index, "trailing bytes") }
      return value
    }
  }
}

/// Why bytes are not a JSON document the fast path accepts.
public struct JSONParseError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What kind of problem it is: whether `Codable` may be asked instead.
  public enum Kind: Sendable, Equatable {
    /// Not JSON, or JSON the fast parser leaves to `Codable` (deep nesting): `Codable` decides
    /// and words the error.
    case declined
    /// A key twice in one object. JSON leaves such an object's meaning open (`JSONDecoder` reads
    /// the first), so every reader of this package refuses it, naming the key.
    case duplicateKey
    /// A number beyond what a `Double` holds (`1e400`). `JSONDecoder` calls that "not valid
    /// JSON"; every reader of this package refuses it, naming the number.
    case numberOutOfRange
  }

  /// The reason of a value nested deeper than `JSONValue.maxDepth` (declined: `Codable` decides).
  public static let tooDeep = "nested too deeply"

  /// Where the problem was found, in bytes from the start.
  public var offset: Int
  /// What is wrong there, for a person.
  public var reason: String
  /// What kind of problem it is.
  public var kind: Kind

  init(offset: Int, _ reason: String, kind: Kind = .declined) {
    self.offset = offset
    self.reason = reason
    self.kind = kind
  }

  public var description: String { "\(reason) at byte \(offset)" }
}

/// A recursive-descent parser over a buffer of bytes.
struct JSONParser {
  let bytes: UnsafeBufferPointer<UInt8>
  var index = 0

  init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }

  /// The key whose value is being read, for messages about that value.
  var currentKey: String?

  func fail(_ reason: String, kind: JSONParseError.Kind = .declined) -> JSONParseError {
    JSONParseError(offset: index, reason, kind: kind)
  }

  mutating func value(depth: Int) throws(JSONParseError) -> JSONValue {
    skipWhitespace()
    guard index < bytes.count else { throw fail("unexpected end") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try object(depth: depth + 1)
    case UInt8(ascii: "["): return try array(depth: depth + 1)
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): try literal("true"); return .bool(true)
    case UInt8(ascii: "f"): try literal("false"); return .bool(false)
    case UInt8(ascii: "n"): try literal("null"); return .null
    default: return .number(try number())
    }
  }

  mutating func literal(_ word: StaticString) throws(JSONParseError) {
    let count = word.utf8CodeUnitCount
    guard index + count <= bytes.count else { throw fail("unexpected end") }
    for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] { throw fail("invalid literal") }
    index += count
  }

  mutating func object(depth: Int) throws(JSONParseError) -> JSONValue {
    guard depth <= JSONValue.maxDepth else { throw fail(JSONParseError.tooDeep) }
    index += 1
    var members: [JSONMember] = []
    skipWhitespace()
    if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
      index += 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw fail("expected a key") }
      let key = try string()
      for member in members where member.key == key {
        throw fail("the key '\(key)' appears twice in one object", kind: .duplicateKey)
      }
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw fail("expected ':'") }
      index += 1
      currentKey = key
      members.append(JSONMember(key: key, value: try value(depth: depth)))
      skipWhitespace()
      guard index < bytes.count else { throw fail("unexpected end") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      guard bytes[index] == UInt8(ascii: "}") else { throw fail("expected ',' or '}'") }
      index += 1
      return .object(members)
    }
  }

  mutating func array(depth: Int) throws(JSONParseError) -> JSONValue {
    guard depth <= JSONValue.maxDepth else { throw fail(JSONParseError.tooDeep) }
    index += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
      index += 1
      return .array(elements)
    }
    while true {
      elements.append(try value(depth: depth))
      skipWhitespace()
      guard index < bytes.count else { throw fail("unexpected end") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      guard bytes[index] == UInt8(ascii: "]") else { throw fail("expected ',' or ']'") }
      index += 1
      return .array(elements)
    }
  }

  /// A number in JSON syntax: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, refused
  /// when a `Double` cannot hold it.
  mutating func number() throws(JSONParseError) -> String {
    let start = index
    var integerDigits = 0
    var hasExponent = false
    if index < bytes.count && bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard index < bytes.count, isDigit(bytes[index]) else { throw fail("invalid value") }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
    } else {
      let digitsStart = index
      skipDigits()
      integerDigits = index - digitsStart
    }
    if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard index < bytes.count, isDigit(bytes[index]) else { throw fail("invalid number") }
      skipDigits()
    }
    if index < bytes.count && (bytes[index] | 0x20) == UInt8(ascii: "e") {
      index += 1
      if index < bytes.count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) { index += 1 }
      guard index < bytes.count, isDigit(bytes[index]) else { throw fail("invalid number") }
      skipDigits()
      hasExponent = true
    }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    // Only an exponent or over 308 digits can overflow; the rest need no conversion here.
    if hasExponent || integerDigits > 308, Double(text)?.isFinite != true {
      let place = currentKey.map { " for '\($0)'" } ?? ""
      throw JSONParseError(
        offset: start, "the number \(text.prefix(40))\(place) is beyond what a 64-bit float holds (about ±1.8e308)",
        kind: .numberOutOfRange)
    }
    return text
  }

  func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

  mutating func skipDigits() {
    while index < bytes.count && isDigit(bytes[index]) { index += 1 }
  }

  /// A string, the opening quote at `index`; UTF-8 is validated and escapes resolved.
  mutating func string() throws(JSONParseError) -> String {
    index += 1
    let start = index
    var ascii = true
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        let text = UnsafeBufferPointer(rebasing: bytes[start..<index])
        index += 1
        if ascii { return String(decoding: text, as: UTF8.self) }  // ASCII needs no validation
        guard let valid = String(validating: text, as: UTF8.self) else { throw notUTF8(from: start, to: index - 1) }
        return valid
      }
      if byte == UInt8(ascii: "\\") { return try escapedString(from: start) }
      if byte < 0x20 { throw fail("control character in a string") }
      ascii = ascii && byte < 0x80
      index += 1
    }
    throw fail("unterminated string")
  }

  /// The rest of a string that holds escapes; `start` is just after the opening quote.
  mutating func escapedString(from start: Int) throws(JSONParseError) -> String {
    var decoded = Array(UnsafeBufferPointer(rebasing: bytes[start..<index]))
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      switch byte {
      case UInt8(ascii: "\""):
        // Escapes add only whole characters, so the raw bytes are UTF-8 exactly when `decoded` is.
        guard let text = String(validating: decoded, as: UTF8.self) else { throw notUTF8(from: start, to: index - 1) }
        return text
      case UInt8(ascii: "\\"):
        guard index < bytes.count else { throw fail("unterminated string") }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded.append(escape)
        case UInt8(ascii: "b"): decoded.append(0x08)
        case UInt8(ascii: "f"): decoded.append(0x0C)
        case UInt8(ascii: "n"): decoded.append(0x0A)
        case UInt8(ascii: "r"): decoded.append(0x0D)
        case UInt8(ascii: "t"): decoded.append(0x09)
        case UInt8(ascii: "u"): try unicodeEscape(into: &decoded)
        default: throw fail("invalid escape")
        }
      case 0..<0x20:
        throw fail("control character in a string")
      default:
        decoded.append(byte)
      }
    }
    throw fail("unterminated string")
  }

  /// `\uXXXX`, or a surrogate pair of two; appends the scalar's UTF-8.
  mutating func unicodeEscape(into decoded: inout [UInt8]) throws(JSONParseError) {
    let escapeStart = index - 2
    var scalar = try hex4()
    if scalar >= 0xD800 && scalar < 0xDC00 {
      guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
        throw unpairedSurrogate(scalar, at: escapeStart)
      }
      index += 2
      let low = try hex4()
      guard low >= 0xDC00 && low < 0xE000 else { throw unpairedSurrogate(scalar, at: escapeStart) }
      scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
    } else if scalar >= 0xDC00 && scalar < 0xE000 {
      throw unpairedSurrogate(scalar, at: escapeStart)
    }
    guard let unicode = Unicode.Scalar(scalar) else { throw fail("invalid escape") }
    decoded.append(contentsOf: UTF8.encode(unicode).map { Array($0) } ?? [])
  }

  mutating func hex4() throws(JSONParseError) -> UInt32 {
    guard index + 4 <= bytes.count else { throw fail("unterminated escape") }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[index]
      let digit: UInt8
      switch byte {
      case 0x30...0x39: digit = byte - 0x30
      case 0x41...0x46: digit = byte - 0x41 + 10
      case 0x61...0x66: digit = byte - 0x61 + 10
      default: throw fail("invalid escape")
      }
      value = value << 4 | UInt32(digit)
      index += 1
    }
    return value
  }
}
