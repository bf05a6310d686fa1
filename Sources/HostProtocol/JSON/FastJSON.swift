/// A type that can write itself as JSON without `Codable`, byte for byte as `JSONEncoder` would.
///
/// The hot messages (the shield requests and their results, the handshake, shutdown) conform, so
/// the host and the runtime skip Foundation's generic encoder for them; `Codable` remains their
/// definition, and tests check both paths agree.
public protocol FastJSONEncodable {
  /// Writes the value at the output's current position.
  func write(to output: inout JSONOutput)
}

/// A type that can read itself from a parsed ``JSONValue`` without `Codable`.
///
/// `init(json:)` accepts only values that `JSONDecoder` would decode to the same result, and
/// answers nil for anything else, including what `JSONDecoder` would also refuse: the caller
/// then decodes with `Codable`, which decides and words the error.
public protocol FastJSONDecodable {
  /// Reads the value, or nil to leave the decision to `Codable`.
  init?(json: JSONValue)
}

extension FastJSONEncodable {
  /// The value as JSON bytes, or nil when `JSONEncoder` must judge it (a non-finite double).
  public func fastJSON() -> [UInt8]? {
    var output = JSONOutput()
    write(to: &output)
    return output.failed ? nil : output.bytes
  }
}

extension JSONValue {
  /// The member `key` of an object read as an optional `T`: `.some(nil)` when absent or null,
  /// nil when present but not readable (the caller falls back to `Codable`).
  public func optional<T>(_ key: String, _ read: (JSONValue) -> T?) -> T?? {
    guard let value = self[key], !value.isNull else { return .some(nil) }
    guard let read = read(value) else { return nil }
    return .some(read)
  }

  /// The member `key`, an array whose every element `read` accepts; nil otherwise.
  public func list<T>(_ key: String, _ read: (JSONValue) -> T?) -> [T]? {
    self[key]?.list(read)
  }

  /// This array, every element read by `read`; nil when it is not an array or one is unreadable.
  public func list<T>(_ read: (JSONValue) -> T?) -> [T]? {
    guard let array else { return nil }
    var result: [T] = []
    result.reserveCapacity(array.count)
    for element in array {
      guard let value = read(element) else { return nil }
      result.append(value)
    }
    return result
  }
}

extension JSONOutput {
  /// A member: its key, then its value.
  public mutating func member(_ name: StaticString, _ value: some FastJSONEncodable) {
    key(name)
    value.write(to: &self)
  }

  /// A member written only when it has a value, as `Codable` writes an optional.
  public mutating func member(_ name: StaticString, _ value: (some FastJSONEncodable)?) {
    guard let value else { return }
    member(name, value)
  }
}

extension String: FastJSONEncodable {
  public func write(to output: inout JSONOutput) { output.string(self) }
}

extension Int: FastJSONEncodable {
  public func write(to output: inout JSONOutput) { output.int(self) }
}

extension Double: FastJSONEncodable {
  public func write(to output: inout JSONOutput) { output.double(self) }
}

extension Bool: FastJSONEncodable {
  public func write(to output: inout JSONOutput) { output.bool(self) }
}

extension Array: FastJSONEncodable where Element: FastJSONEncodable {
  public func write(to output: inout JSONOutput) {
    output.beginArray()
    for element in self { element.write(to: &output) }
    output.endArray()
  }
}
