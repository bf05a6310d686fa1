/// Reads the two `NSExtension` keys the runtime checks from an XML Info.plist, without
/// Foundation's property-list machinery, which costs about a tenth of an extension's start-up.
///
/// It accepts only the plain form Xcode writes: an optional XML declaration and `plist` doctype,
/// comments, the property-list elements, no entity references, no CDATA, no duplicate keys where
/// it looks, `NSExtension` a dictionary and both values strings. For anything else it answers nil
/// and the caller uses `PropertyListSerialization`, which stays the judge of what a manifest says.
enum InfoPlistScanner {
  /// `NSExtensionPointIdentifier` and `NSExtensionPrincipalClass` (nil when absent), or nil when
  /// the document is not plain enough to read here.
  static func nsExtensionKeys(in bytes: [UInt8]) -> (extensionPoint: String?, principalClass: String?)? {
    var scanner = Scanner(bytes: bytes)
    return scanner.document()
  }

  private struct Scanner {
    let bytes: [UInt8]
    var index = 0

    /// Whether `name` is a property-list element. A `switch`, not a `Set<String>`: building the
    /// set's type at first use scans every conformance record of the process for `String:
    /// Hashable`, before the extension has answered its host.
    static func isElement(_ name: String) -> Bool {
      switch name {
      case "dict", "array", "key", "string", "integer", "real", "true", "false", "date", "data": true
      default: false
      }
    }

    /// A tag: its name, whether it closes (`</x>`) and whether it is empty (`<x/>`).
    struct Tag {
      var name: String
      var closing: Bool
      var empty: Bool
    }

    mutating func document() -> (extensionPoint: String?, principalClass: String?)? {
      guard let open = tag(), open.name == "plist", !open.closing, !open.empty,
        let root = tag(), root.name == "dict", !root.closing, !root.empty,
        let nsExtension = rootDictionary(), let end = tag(), end.name == "plist", end.closing, skipMisc(),
        index == bytes.count
      else { return nil }
      return (nsExtension["NSExtensionPointIdentifier"], nsExtension["NSExtensionPrincipalClass"])
    }

    /// The root dictionary, its `<dict>` just read, through its `</dict>`: the string values of
    /// its `NSExtension` dictionary, or nil when that is absent or anything is unreadable.
    mutating func rootDictionary() -> [String: String]? {
      var found: [String: String]?
      let complete = entries { scanner, key, value in
        guard key == "NSExtension" else { return scanner.skip(value) }
        guard value.name == "dict" else { return false }
        found = value.empty ? [:] : scanner.extensionDictionary()
        return found != nil
      }
      return complete ? found : nil
    }

    /// The `NSExtension` dictionary, its `<dict>` just read: the values of its two keys.
    mutating func extensionDictionary() -> [String: String]? {
      var strings: [String: String] = [:]
      let complete = entries { scanner, key, value in
        guard key == "NSExtensionPointIdentifier" || key == "NSExtensionPrincipalClass" else { return scanner.skip(value) }
        guard value.name == "string", let string = value.empty ? "" : scanner.text(closing: "string") else { return false }
        strings[key] = string
        return true
      }
      return complete ? strings : nil
    }

    /// Reads `<key>…</key>` and the opening tag of its value until `</dict>`, handing each pair to
    /// `read`, which consumes the value; false when anything is unreadable or a key repeats.
    mutating func entries(_ read: (inout Scanner, String, Tag) -> Bool) -> Bool {
      var seen = Set<String>()
      while true {
        guard let next = tag() else { return false }
        if next.name == "dict" && next.closing { return true }
        guard next.name == "key", !next.closing, let key = next.empty ? "" : text(closing: "key"),
          seen.insert(key).inserted, let value = tag(), !value.closing, read(&self, key, value)
        else { return false }
      }
    }

    /// Skips a value whose opening tag was just read.
    mutating func skip(_ open: Tag) -> Bool {
      guard Self.isElement(open.name) else { return false }
      if open.empty { return ["dict", "array", "string", "key", "true", "false"].contains(open.name) }
      if open.name == "true" || open.name == "false" { return false }  // <true></true> is not plain
      if open.name == "dict" || open.name == "array" {
        while true {
          guard let next = tag() else { return false }
          if next.closing { return next.name == open.name }
          guard skip(next) else { return false }
        }
      }
      return text(closing: open.name) != nil
    }

    /// Character data up to `</name>` (consumed); nil with an entity, CDATA, invalid UTF-8, or
    /// anything but the close tag after it.
    mutating func text(closing name: String) -> String? {
      let start = index
      while index < bytes.count && bytes[index] != UInt8(ascii: "<") {
        if bytes[index] == UInt8(ascii: "&") { return nil }
        index += 1
      }
      let end = index
      guard let close = tag(), close.closing, close.name == name else { return nil }
      return String(validating: bytes[start..<end], as: UTF8.self)
    }

    /// The next tag, after whitespace, comments, the XML declaration and the doctype.
    mutating func tag() -> Tag? {
      guard skipMisc(), index < bytes.count, bytes[index] == UInt8(ascii: "<") else { return nil }
      index += 1
      let closing = index < bytes.count && bytes[index] == UInt8(ascii: "/")
      if closing { index += 1 }
      let nameStart = index
      while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
      guard index > nameStart else { return nil }
      let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
      guard name == "plist" || Self.isElement(name) else { return nil }
      var quote: UInt8?
      while index < bytes.count {
        let byte = bytes[index]
        if let open = quote {
          if byte == open { quote = nil }
        } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
          quote = byte
        } else if byte == UInt8(ascii: ">") {
          let empty = bytes[index - 1] == UInt8(ascii: "/")
          index += 1
          return closing && empty ? nil : Tag(name: name, closing: closing, empty: empty)
        } else if byte == UInt8(ascii: "<") || byte == UInt8(ascii: "&") {
          return nil
        }
        index += 1
      }
      return nil
    }

    /// Skips whitespace, comments, `<?xml …?>` and a `<!DOCTYPE …>` without an internal subset;
    /// false on anything else that starts with `<!` or `<?`.
    mutating func skipMisc() -> Bool {
      while index < bytes.count {
        switch bytes[index] {
        case 0x20, 0x09, 0x0A, 0x0D:
          index += 1
        case UInt8(ascii: "<") where starts(with: "<!--"):
          guard let end = find("-->", from: index + 4) else { return false }
          index = end + 3
        case UInt8(ascii: "<") where starts(with: "<?xml"):
          guard let end = find("?>", from: index + 5) else { return false }
          index = end + 2
        case UInt8(ascii: "<") where starts(with: "<!DOCTYPE"):
          guard let end = find(">", from: index + 9), !bytes[index..<end].contains(UInt8(ascii: "[")) else { return false }
          index = end + 1
        case UInt8(ascii: "<"):
          return index + 1 < bytes.count && bytes[index + 1] != UInt8(ascii: "!") && bytes[index + 1] != UInt8(ascii: "?")
        default:
          return false
        }
      }
      return true
    }

    func starts(with literal: StaticString) -> Bool {
      let count = literal.utf8CodeUnitCount
      guard index + count <= bytes.count else { return false }
      for offset in 0..<count where bytes[index + offset] != literal.utf8Start[offset] { return false }
      return true
    }

    func find(_ literal: StaticString, from start: Int) -> Int? {
      var position = start
      let count = literal.utf8CodeUnitCount
      while position + count <= bytes.count {
        var matches = true
        for offset in 0..<count where bytes[position + offset] != literal.utf8Start[offset] {
          matches = false
          break
        }
        if matches { return position }
        position += 1
      }
      return nil
    }

    func isNameByte(_ byte: UInt8) -> Bool {
      (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
        || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ":")
    }
  }
}
