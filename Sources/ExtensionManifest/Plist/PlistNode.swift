/// A value read from a plist, with where it was written and the key path that leads to it.
///
/// A class (immutable, so `Sendable`): rules pass nodes around by the thousand, and a copy of a
/// struct this size costs three retains where a reference costs one (profiled on `lint`).
package final class PlistNode: Sendable {
  /// The value.
  package let value: PlistValue
  /// Where the value's element (or token) starts.
  package let location: SourceLocation
  /// Slash-separated path from the root: `NSExtension/NSExtensionPointIdentifier`; `""` for the
  /// root; array items by index, `Key/0`.
  package let keyPath: String

  /// Creates a node.
  package init(value: PlistValue, location: SourceLocation, keyPath: String) {
    self.value = value
    self.location = location
    self.keyPath = keyPath
  }

  /// The value for `key` in a dictionary node; `nil` for other nodes or a missing key.
  ///
  /// With duplicate keys the last one wins, as CoreFoundation's reader does.
  package subscript(key: String) -> PlistNode? {
    guard case .dictionary(let entries) = value else { return nil }
    // Lengths first (stored, so free): most keys differ in length, and string comparison is a
    // large part of every rule's lookups.
    let length = key.utf8.count
    var index = entries.endIndex
    while index > entries.startIndex {
      index -= 1
      if entries[index].key.utf8.count == length && entries[index].key == key { return entries[index].value }
    }
    return nil
  }

  /// The node at a slash-separated key path below this one (`NSExtension/NSExtensionPrincipalClass`,
  /// `Groups/0`); `""` is this node.
  package func node(at keyPath: String) -> PlistNode? {
    if !keyPath.utf8.contains(UInt8(ascii: "/")) { return keyPath.isEmpty ? self : child(keyPath) }
    var current = self
    for component in keyPath.split(separator: "/", omittingEmptySubsequences: true) {
      guard let next = current.child(String(component)) else { return nil }
      current = next
    }
    return current
  }

  /// The value for a dictionary key, or the item at a decimal index of an array.
  private func child(_ component: String) -> PlistNode? {
    switch value {
    case .dictionary:
      return self[component]
    case .array(let items):
      guard let index = Int(component), items.indices.contains(index) else { return nil }
      return items[index]
    default:
      return nil
    }
  }

  /// The text of a string node.
  package var string: String? {
    if case .string(let text) = value { return text }
    return nil
  }

  /// The value of a boolean node.
  package var bool: Bool? {
    if case .boolean(let flag) = value { return flag }
    return nil
  }

  /// The value of an integer node.
  package var integer: Int64? {
    if case .integer(let number) = value { return number }
    return nil
  }

  /// The items of an array node.
  package var array: [PlistNode]? {
    if case .array(let items) = value { return items }
    return nil
  }

  /// The entries of a dictionary node, in file order, duplicates included.
  package var entries: [PlistEntry]? {
    if case .dictionary(let entries) = value { return entries }
    return nil
  }

  /// The plist type name, for messages: `string`, `integer`, `real`, `boolean`, `date`, `data`,
  /// `array` or `dictionary`.
  package var typeName: String {
    switch value {
    case .string: "string"
    case .integer: "integer"
    case .real: "real"
    case .boolean: "boolean"
    case .date: "date"
    case .data: "data"
    case .array: "array"
    case .dictionary: "dictionary"
    }
  }

  /// The type name with its indefinite article, for messages: `an array`, `a string`.
  package var typeNameWithArticle: String { Self.withArticle(typeName) }

  /// `typeName` with its indefinite article: `an` before a vowel (`an integer`), else `a`.
  package static func withArticle(_ typeName: String) -> String {
    (typeName.first.map { "aeiou".contains($0) } ?? false ? "an " : "a ") + typeName
  }
}
