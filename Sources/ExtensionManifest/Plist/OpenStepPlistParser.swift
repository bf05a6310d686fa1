/// A reader for OpenStep ("old-style ASCII") property lists, the format of `project.pbxproj`.
///
/// `{ key = value; }` dictionaries, `( a, b )` arrays, `<0fbd77 …>` data, quoted (`"…"`, `'…'`,
/// with backslash escapes) and unquoted (`[A-Za-z0-9_$+/:.-]`: Xcode leaves `Foo+Bar.swift` bare) strings, `//` and `/* */`
/// comments. Every scalar is a string, as in CoreFoundation. A top-level `key = value;` list
/// without braces (the `.strings` form) is read as a dictionary. Comments are skipped, not
/// collected: suppressions live in XML plists only.
struct OpenStepPlistParser {
  let bytes: UnsafeBufferPointer<UInt8>
  let limits: PlistLimits
  var position = 0
  var locator: LineLocator
  var comments: [PlistComment] = []
  var nodeCount = 0
  var keyPaths: KeyPathBudget

  init(bytes: UnsafeBufferPointer<UInt8>, path: String, limits: PlistLimits) {
    self.bytes = bytes
    self.limits = limits
    self.locator = LineLocator(path: path)
    self.keyPaths = KeyPathBudget(limits: limits)
  }

  /// Reads the whole document.
  mutating func parseDocument() throws(PlistError) -> PlistNode {
    try skipSpaceAndComments()
    guard position < bytes.count else { throw error("the file is empty; expected a plist value") }
    let start = position
    var root = try parseValue(keyPath: "", depth: 0)
    try skipSpaceAndComments()
    if position < bytes.count, bytes[position] == UInt8(ascii: "="), case .string = root.value {
      position = start
      let entries = try parseEntries(until: nil, keyPath: "", depth: 0)
      root = PlistNode(value: .dictionary(entries), location: root.location, keyPath: "")
      try skipSpaceAndComments()
    }
    if position < bytes.count { throw error("unexpected \(describeHere()) after the plist; expected the end of the file") }
    return root
  }

  private mutating func parseValue(keyPath: String, depth: Int) throws(PlistError) -> PlistNode {
    try skipSpaceAndComments()
    guard position < bytes.count else { throw error("unexpected end of file; expected a value") }
    let start = position
    nodeCount += 1
    if nodeCount > limits.maximumNodeCount {
      throw unsafe("the plist has more than \(limits.maximumNodeCount) objects", at: start)
    }
    let location = locator.location(at: start, in: bytes)
    switch bytes[position] {
    case UInt8(ascii: "{"), UInt8(ascii: "("):
      guard depth < limits.maximumDepth else {
        throw unsafe("nesting is deeper than \(limits.maximumDepth) levels", at: start)
      }
      let isDictionary = bytes[position] == UInt8(ascii: "{")
      position += 1
      if isDictionary {
        let entries = try parseEntries(until: UInt8(ascii: "}"), keyPath: keyPath, depth: depth + 1)
        return PlistNode(value: .dictionary(entries), location: location, keyPath: keyPath)
      }
      var items: [PlistNode] = []
      while true {
        try skipSpaceAndComments()
        guard position < bytes.count else {
          throw error("unexpected end of file; expected ')' to close the array at \(location.line):\(location.column)")
        }
        if bytes[position] == UInt8(ascii: ")") {
          position += 1
          return PlistNode(value: .array(items), location: location, keyPath: keyPath)
        }
        let itemPath = try keyPaths.path(keyPath, String(items.count), at: locator.location(at: position, in: bytes))
        items.append(try parseValue(keyPath: itemPath, depth: depth + 1))
        try skipSpaceAndComments()
        if position < bytes.count, bytes[position] == UInt8(ascii: ",") {
          position += 1
        } else if position >= bytes.count || bytes[position] != UInt8(ascii: ")") {
          throw error("unexpected \(describeHere()); expected ',' or ')' in the array")
        }
      }
    case UInt8(ascii: "<"):
      return PlistNode(value: .data(try parseData()), location: location, keyPath: keyPath)
    default:
      return PlistNode(value: .string(try parseString()), location: location, keyPath: keyPath)
    }
  }

  /// `key = value;` pairs up to `terminator` (consumed), or to the end of the file when `nil`.
  private mutating func parseEntries(until terminator: UInt8?, keyPath: String, depth: Int) throws(PlistError) -> [PlistEntry] {
    var entries: [PlistEntry] = []
    while true {
      try skipSpaceAndComments()
      if position >= bytes.count {
        if terminator == nil { return entries }
        throw error("unexpected end of file; expected '}' to close the dictionary")
      }
      if let terminator, bytes[position] == terminator {
        position += 1
        return entries
      }
      let keyStart = position
      let keyLocation = locator.location(at: keyStart, in: bytes)
      guard bytes[position] != UInt8(ascii: "{"), bytes[position] != UInt8(ascii: "("),
        bytes[position] != UInt8(ascii: "<")
      else { throw error("unexpected \(describeHere()); expected a key (a string)") }
      let key = try parseString()
      try skipSpaceAndComments()
      guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else {
        throw error("unexpected \(describeHere()); expected '=' after the key '\(key)'")
      }
      position += 1
      let valuePath = try keyPaths.path(keyPath, key, at: keyLocation)
      let value = try parseValue(keyPath: valuePath, depth: depth)
      try skipSpaceAndComments()
      guard position < bytes.count, bytes[position] == UInt8(ascii: ";") else {
        throw error("missing ';' after the value of '\(key)'; found \(describeHere())")
      }
      position += 1
      entries.append(PlistEntry(key: key, keyLocation: keyLocation, value: value))
    }
  }

  private mutating func parseString() throws(PlistError) -> String {
    let start = position
    let first = bytes[position]
    if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
      position += 1
      let contentStart = position
      var plain = true
      while position < bytes.count, bytes[position] != first {
        if bytes[position] == UInt8(ascii: "\\"), position + 1 < bytes.count {
          plain = false
          position += 1
        }
        position += 1
      }
      guard position < bytes.count else { throw error("the quoted string is not closed; expected \(Character(Unicode.Scalar(first)))", at: start) }
      let raw = UnsafeBufferPointer(rebasing: bytes[contentStart..<position])
      position += 1
      if plain {
        guard let text = String(validating: raw, as: UTF8.self) else { throw error("the string is not valid UTF-8", at: start) }
        return text
      }
      return try unescape(raw, at: contentStart)
    }
    while position < bytes.count, isUnquotedByte(bytes[position]) { position += 1 }
    guard position > start else { throw error("unexpected \(describeHere()); expected a value") }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
  }

  /// The string's escapes resolved. An escape that names no character is refused at its place:
  /// `\U` with no hex digit, a UTF-16 surrogate, a NUL (`\0`, `\U0000`), an octal value over
  /// `\377`. `contentStart` is the offset of `raw` in the file.
  private func unescape(_ raw: UnsafeBufferPointer<UInt8>, at contentStart: Int) throws(PlistError) -> String {
    var scalars = String.UnicodeScalarView()
    var utf8: [UInt8] = []
    var index = 0
    func flush() {
      if !utf8.isEmpty {
        scalars.append(contentsOf: String(decoding: utf8, as: UTF8.self).unicodeScalars)
        utf8.removeAll(keepingCapacity: true)
      }
    }
    while index < raw.count {
      let byte = raw[index]
      index += 1
      guard byte == UInt8(ascii: "\\"), index < raw.count else {
        utf8.append(byte)
        continue
      }
      let escapeOffset = contentStart + index - 1
      let escape = raw[index]
      index += 1
      switch escape {
      case UInt8(ascii: "n"): utf8.append(0x0A)
      case UInt8(ascii: "t"): utf8.append(0x09)
      case UInt8(ascii: "r"): utf8.append(0x0D)
      case UInt8(ascii: "a"): utf8.append(0x07)
      case UInt8(ascii: "b"): utf8.append(0x08)
      case UInt8(ascii: "f"): utf8.append(0x0C)
      case UInt8(ascii: "v"): utf8.append(0x0B)
      case UInt8(ascii: "U"), UInt8(ascii: "u"):
        var value: UInt32 = 0
        var digits = 0
        while digits < 4, index < raw.count, let digit = hexValue(raw[index]) {
          value = value << 4 | UInt32(digit)
          digits += 1
          index += 1
        }
        guard digits > 0 else {
          throw error(
            "'\\\(Character(Unicode.Scalar(escape)))' needs hex digits (\\U00E9); write '\\\\' for a backslash",
            at: escapeOffset)
        }
        guard let scalar = Unicode.Scalar(value), value != 0 else {
          throw error(
            "'\\U\(String(value, radix: 16, uppercase: true))' is \(value == 0 ? "a NUL" : "half of a UTF-16 surrogate pair"), "
              + "not a character; write the character itself", at: escapeOffset)
        }
        flush()
        scalars.append(scalar)
      case UInt8(ascii: "0")...UInt8(ascii: "7"):
        var value = UInt32(escape - UInt8(ascii: "0"))
        var digits = 1
        while digits < 3, index < raw.count, raw[index] >= UInt8(ascii: "0"), raw[index] <= UInt8(ascii: "7") {
          value = value << 3 | UInt32(raw[index] - UInt8(ascii: "0"))
          digits += 1
          index += 1
        }
        guard value != 0, value <= 0o377, let scalar = Unicode.Scalar(value) else {
          throw error(
            "the octal escape '\\\(String(value, radix: 8))' is \(value == 0 ? "a NUL" : "more than one byte (over \\377)"); "
              + "write the character itself", at: escapeOffset)
        }
        flush()
        scalars.append(scalar)
      default:
        utf8.append(escape)
      }
    }
    flush()
    return String(scalars)
  }

  private mutating func parseData() throws(PlistError) -> [UInt8] {
    let start = position
    position += 1
    var data: [UInt8] = []
    var high: UInt8?
    while position < bytes.count, bytes[position] != UInt8(ascii: ">") {
      let byte = bytes[position]
      position += 1
      if PlistScalars.isSpace(byte) { continue }
      guard let value = hexValue(byte) else { throw error("'\(Character(Unicode.Scalar(byte)))' is not a hex digit in <data>", at: position - 1) }
      if let first = high {
        data.append(first << 4 | value)
        high = nil
        if data.count > limits.maximumDataSize { throw unsafe("<data> is larger than \(limits.maximumDataSize) bytes", at: start) }
      } else {
        high = value
      }
    }
    guard position < bytes.count else { throw error("<data> is not closed; expected '>'", at: start) }
    guard high == nil else { throw error("<data> has an odd number of hex digits", at: start) }
    position += 1
    return data
  }

  private mutating func skipSpaceAndComments() throws(PlistError) {
    while position < bytes.count {
      let byte = bytes[position]
      if PlistScalars.isSpace(byte) {
        position += 1
      } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "/") {
        while position < bytes.count, bytes[position] != 0x0A, bytes[position] != 0x0D { position += 1 }
      } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "*") {
        let start = position
        position += 2
        while position + 1 < bytes.count, !(bytes[position] == UInt8(ascii: "*") && bytes[position + 1] == UInt8(ascii: "/")) {
          position += 1
        }
        guard position + 1 < bytes.count else { throw error("comment is not closed; expected '*/'", at: start) }
        position += 2
      } else {
        return
      }
    }
  }

  private func isUnquotedByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
      UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."),
      UInt8(ascii: "-"):
      true
    default: false
    }
  }

  private func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  private func describeHere() -> String {
    guard position < bytes.count else { return "end of file" }
    var end = position
    while end < bytes.count, end - position < 20, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
    return "'" + String(decoding: UnsafeBufferPointer(rebasing: bytes[position..<end]), as: UTF8.self) + "'"
  }

  private func error(_ reason: String, at offset: Int? = nil) -> PlistError {
    var locator = locator
    return PlistError(location: locator.location(at: offset ?? position, in: bytes), reason: reason, kind: .syntax)
  }

  private func unsafe(_ reason: String, at offset: Int) -> PlistError {
    var locator = locator
    return PlistError(location: locator.location(at: offset, in: bytes), reason: reason, kind: .unsafe)
  }
}
