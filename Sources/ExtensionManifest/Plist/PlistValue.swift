/// The value of a plist node: one of the property-list types.
///
/// Containers hold located nodes, so every element and every dictionary key keeps its position.
package enum PlistValue: Sendable {
  /// `<string>` (every OpenStep scalar is a string too).
  case string(String)
  /// `<integer>`, decimal or `0x` hexadecimal.
  case integer(Int64)
  /// `<real>`, including `nan` and `inf` as CoreFoundation accepts them.
  case real(Double)
  /// `<true/>` or `<false/>`.
  case boolean(Bool)
  /// `<date>`, as seconds since 2001-01-01T00:00:00Z.
  case date(Double)
  /// `<data>`, base64-decoded.
  case data([UInt8])
  /// `<array>`.
  case array([PlistNode])
  /// `<dict>`: every entry in file order, duplicates included.
  case dictionary([PlistEntry])
}

/// One `<key>`/value pair of a dictionary, with the key's own position.
package struct PlistEntry: Sendable {
  /// The key text, entities decoded.
  package let key: String
  /// Where the key's element starts.
  package let keyLocation: SourceLocation
  /// The value node.
  package let value: PlistNode

  /// Creates an entry.
  package init(key: String, keyLocation: SourceLocation, value: PlistNode) {
    self.key = key
    self.keyLocation = keyLocation
    self.value = value
  }
}
