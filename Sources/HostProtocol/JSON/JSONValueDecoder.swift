import FoundationEssentials

/// Decodes any `Decodable` from a parsed ``JSONValue``, to the value `JSONDecoder` (default
/// strategies) would give: the fast path of every message, generated from each type's own
/// `Codable`, so the body is never parsed twice.
///
/// Where it is not sure to agree with `JSONDecoder` it **declines** the whole value (even when the
/// type's own code catches the error) and the caller asks `JSONDecoder`, which decides and words
/// any error: a number that is not a plain integer read as an integer (`1.0`, `1e2`), any
/// `Float`, `Date`, `URL` and `Decimal`, `superDecoder`, reading `codingPath`. Any error at all
/// also sends the value to `JSONDecoder`, so the wording of errors is always its own.
public enum JSONValueDecoder {
  /// The value, or nil when it declined or failed (then ask `JSONDecoder`).
  public static func decode<T: Decodable>(_ type: T.Type, from value: JSONValue) -> T? {
    let state = DecodingState()
    guard let decoded = try? state.decode(type, from: value), !state.declined else { return nil }
    return decoded
  }
}

/// Whether any part of one value declined.
private final class DecodingState {
  var declined = false

  /// Declines the value: the caller will ask `JSONDecoder`.
  func decline() -> DecodingError {
    declined = true
    return DecodingError.dataCorrupted(DecodingError.Context(codingPath: [], debugDescription: "left to JSONDecoder"))
  }

  func mismatch(_ type: Any.Type) -> DecodingError {
    DecodingError.typeMismatch(type, DecodingError.Context(codingPath: [], debugDescription: "not the expected JSON type"))
  }

  func decode<T: Decodable>(_ type: T.Type, from value: JSONValue) throws -> T {
    if T.self == Data.self {
      guard let text = value.string else { throw mismatch(type) }
      guard let data = Data(base64Encoded: text) as? T else { throw decline() }
      return data
    }
    if T.self == Date.self || T.self == URL.self || T.self == Decimal.self || T.self == Float.self { throw decline() }
    return try T(from: ValueDecoder(state: self, value: value))
  }

  func string(_ value: JSONValue) throws -> String {
    guard case .string(let text) = value else { throw mismatch(String.self) }
    return text
  }

  func bool(_ value: JSONValue) throws -> Bool {
    guard case .bool(let flag) = value else { throw mismatch(Bool.self) }
    return flag
  }

  func double(_ value: JSONValue) throws -> Double {
    guard case .number(let text) = value else { throw mismatch(Double.self) }
    guard let number = DecimalNumber.double(text), number.isFinite else { throw decline() }
    return number
  }

  /// An integer written plainly; `1.0` or `1e2`, which `JSONDecoder` may accept, is declined.
  func integer<T: FixedWidthInteger>(_ value: JSONValue, as type: T.Type) throws -> T {
    guard case .number(let text) = value else { throw mismatch(type) }
    guard let number = T(text) else { throw decline() }
    return number
  }
}

/// The decoder of one value.
private struct ValueDecoder: Decoder {
  let state: DecodingState
  let value: JSONValue

  var codingPath: [any CodingKey] {
    _ = state.decline()
    return []
  }

  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    guard case .object(let members) = value else { throw state.mismatch([String: Any].self) }
    return KeyedDecodingContainer(KeyedValueContainer<Key>(state: state, members: members))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard case .array(let elements) = value else { throw state.mismatch([Any].self) }
    return UnkeyedValueContainer(state: state, elements: elements)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    SingleValueContainer(state: state, value: value)
  }
}

/// The members of one object.
private struct KeyedValueContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let state: DecodingState
  let members: [JSONMember]

  var codingPath: [any CodingKey] {
    _ = state.decline()
    return []
  }

  var allKeys: [Key] { members.compactMap { Key(stringValue: $0.key) } }

  private func lookup(_ key: Key) -> JSONValue? {
    let name = key.stringValue
    for member in members where member.key == name { return member.value }
    return nil
  }

  private func value(_ key: Key) throws -> JSONValue {
    guard let value = lookup(key) else {
      throw DecodingError.keyNotFound(key, DecodingError.Context(codingPath: [], debugDescription: "absent"))
    }
    return value
  }

  func contains(_ key: Key) -> Bool { lookup(key) != nil }
  func decodeNil(forKey key: Key) throws -> Bool { try value(key).isNull }
  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try state.bool(value(key)) }
  func decode(_ type: String.Type, forKey key: Key) throws -> String { try state.string(value(key)) }
  func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try state.double(value(key)) }
  func decode(_ type: Float.Type, forKey key: Key) throws -> Float { throw state.decline() }
  func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try state.integer(value(key), as: type) }
  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try state.integer(value(key), as: type) }
  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try state.integer(value(key), as: type) }
  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try state.integer(value(key), as: type) }
  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try state.integer(value(key), as: type) }
  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try state.integer(value(key), as: type) }
  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try state.integer(value(key), as: type) }
  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try state.integer(value(key), as: type) }
  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try state.integer(value(key), as: type) }
  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try state.integer(value(key), as: type) }
  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try state.decode(type, from: value(key)) }

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try ValueDecoder(state: state, value: value(key)).container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try ValueDecoder(state: state, value: value(key)).unkeyedContainer()
  }

  func superDecoder() throws -> any Decoder { throw state.decline() }
  func superDecoder(forKey key: Key) throws -> any Decoder { throw state.decline() }
}

/// The elements of one array, read in order.
private struct UnkeyedValueContainer: UnkeyedDecodingContainer {
  let state: DecodingState
  let elements: [JSONValue]
  private(set) var currentIndex = 0

  init(state: DecodingState, elements: [JSONValue]) {
    self.state = state
    self.elements = elements
  }

  var codingPath: [any CodingKey] {
    _ = state.decline()
    return []
  }

  var count: Int? { elements.count }
  var isAtEnd: Bool { currentIndex >= elements.count }

  private mutating func next() throws -> JSONValue {
    guard !isAtEnd else {
      throw DecodingError.valueNotFound(Any.self, DecodingError.Context(codingPath: [], debugDescription: "at end"))
    }
    defer { currentIndex += 1 }
    return elements[currentIndex]
  }

  mutating func decodeNil() throws -> Bool {
    guard !isAtEnd else { throw state.decline() }
    guard elements[currentIndex].isNull else { return false }
    currentIndex += 1
    return true
  }

  mutating func decode(_ type: Bool.Type) throws -> Bool { try state.bool(next()) }
  mutating func decode(_ type: String.Type) throws -> String { try state.string(next()) }
  mutating func decode(_ type: Double.Type) throws -> Double { try state.double(next()) }
  mutating func decode(_ type: Float.Type) throws -> Float { throw state.decline() }
  mutating func decode(_ type: Int.Type) throws -> Int { try state.integer(next(), as: type) }
  mutating func decode(_ type: Int8.Type) throws -> Int8 { try state.integer(next(), as: type) }
  mutating func decode(_ type: Int16.Type) throws -> Int16 { try state.integer(next(), as: type) }
  mutating func decode(_ type: Int32.Type) throws -> Int32 { try state.integer(next(), as: type) }
  mutating func decode(_ type: Int64.Type) throws -> Int64 { try state.integer(next(), as: type) }
  mutating func decode(_ type: UInt.Type) throws -> UInt { try state.integer(next(), as: type) }
  mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try state.integer(next(), as: type) }
  mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try state.integer(next(), as: type) }
  mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try state.integer(next(), as: type) }
  mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try state.integer(next(), as: type) }
  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try state.decode(type, from: next()) }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
    try ValueDecoder(state: state, value: next()).container(keyedBy: type)
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try ValueDecoder(state: state, value: next()).unkeyedContainer()
  }

  mutating func superDecoder() throws -> any Decoder { throw state.decline() }
}

/// One value read whole.
private struct SingleValueContainer: SingleValueDecodingContainer {
  let state: DecodingState
  let value: JSONValue

  var codingPath: [any CodingKey] {
    _ = state.decline()
    return []
  }

  func decodeNil() -> Bool { value.isNull }
  func decode(_ type: Bool.Type) throws -> Bool { try state.bool(value) }
  func decode(_ type: String.Type) throws -> String { try state.string(value) }
  func decode(_ type: Double.Type) throws -> Double { try state.double(value) }
  func decode(_ type: Float.Type) throws -> Float { throw state.decline() }
  func decode(_ type: Int.Type) throws -> Int { try state.integer(value, as: type) }
  func decode(_ type: Int8.Type) throws -> Int8 { try state.integer(value, as: type) }
  func decode(_ type: Int16.Type) throws -> Int16 { try state.integer(value, as: type) }
  func decode(_ type: Int32.Type) throws -> Int32 { try state.integer(value, as: type) }
  func decode(_ type: Int64.Type) throws -> Int64 { try state.integer(value, as: type) }
  func decode(_ type: UInt.Type) throws -> UInt { try state.integer(value, as: type) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try state.integer(value, as: type) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try state.integer(value, as: type) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try state.integer(value, as: type) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try state.integer(value, as: type) }
  func decode<T: Decodable>(_ type: T.Type) throws -> T { try state.decode(type, from: value) }
}
