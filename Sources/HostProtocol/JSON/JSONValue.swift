/// A parsed JSON document as a small tree: what the fast paths of ``JSONRPCMessage`` read.
///
/// Numbers keep their text and are converted when read, so an integer is never routed through a
/// `Double`. Objects keep their members in order. The accessors answer nil for anything but the
/// plain shape they ask for; callers then fall back to `Codable`, which stays the reference for
/// what a message means and for the wording of every error.
public enum JSONValue: Sendable, Equatable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number, as written (valid JSON number syntax).
  case number(String)
  /// A string, escapes resolved.
  case string(String)
  /// An array's elements in order.
  case array([JSONValue])
  /// An object's members in document order; the parser refuses duplicate keys.
  case object([JSONMember])

  /// The member `key` of an object; nil when absent or when this is not an object.
  public subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    for member in members where member.key == key { return member.value }
    return nil
  }

  /// The value of a string.
  public var string: String? {
    guard case .string(let value) = self else { return nil }
    return value
  }

  /// The value of a number written as a plain integer (`-12`, not `1.0` or `1e2`) that fits an `Int`.
  public var int: Int? {
    guard case .number(let text) = self, !text.utf8.contains(where: { $0 == 46 || $0 == 69 || $0 == 101 }) else {
      return nil
    }
    return Int(text)
  }

  /// The value of a finite number.
  public var double: Double? {
    guard case .number(let text) = self, let value = DecimalNumber.double(text), value.isFinite else { return nil }
    return value
  }

  /// The value of `true` or `false`.
  public var bool: Bool? {
    guard case .bool(let value) = self else { return nil }
    return value
  }

  /// The elements of an array.
  public var array: [JSONValue]? {
    guard case .array(let elements) = self else { return nil }
    return elements
  }

  /// The members of an object.
  public var members: [JSONMember]? {
    guard case .object(let members) = self else { return nil }
    return members
  }

  /// Whether this is `null`.
  public var isNull: Bool {
    if case .null = self { return true }
    return false
  }
}

/// One member of a JSON object.
public struct JSONMember: Sendable, Equatable {
  /// The member's name, escapes resolved.
  public var key: String
  /// The member's value.
  public var value: JSONValue

  /// A member.
  public init(key: String, value: JSONValue) {
    self.key = key
    self.value = value
  }
}
