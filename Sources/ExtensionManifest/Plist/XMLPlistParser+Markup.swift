import Glibc

/// Tags, comments, the prolog and text content.
extension XMLPlistParser {
  /// An element's start tag.
  struct OpenTag {
    let name: String
    /// Which plist element `name` is; `.other` for any other name.
    let kind: TagKind
    /// `<name/>`.
    let isEmpty: Bool
  }

  /// The element names a plist uses, told apart by their bytes: the parser switched on the name's
  /// text, and each failed comparison and each decoded name cost a call into the string library.
  enum TagKind {
    case plist, key, dict, array, string, `true`, `false`, integer, real, date, data, other

    /// The names, each with its kind, by length (all ASCII, so bytes equal exactly when names do).
    private static let names: [(name: StaticString, kind: TagKind, text: String)] = [
      ("plist", .plist, "plist"), ("key", .key, "key"), ("dict", .dict, "dict"), ("array", .array, "array"),
      ("string", .string, "string"), ("true", .true, "true"), ("false", .false, "false"),
      ("integer", .integer, "integer"), ("real", .real, "real"), ("date", .date, "date"), ("data", .data, "data"),
    ]

    /// The kind and text of the name in `bytes`.
    static func named(_ bytes: UnsafeBufferPointer<UInt8>) -> (kind: TagKind, text: String) {
      for entry in names where entry.name.utf8CodeUnitCount == bytes.count {
        if let base = bytes.baseAddress, memcmp(base, entry.name.utf8Start, bytes.count) == 0 { return (entry.kind, entry.text) }
      }
      return (.other, String(decoding: bytes, as: UTF8.self))
    }
  }

  /// Whether the bytes at `position` spell `literal`.
  func matches(_ literal: StaticString) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard position + count <= bytes.count else { return false }
    let start = literal.utf8Start
    for index in 0..<count where bytes[position + index] != start[index] { return false }
    return true
  }

  /// Skips whitespace only.
  mutating func skipSpaces() throws(PlistError) {
    while position < bytes.count, PlistScalars.isSpace(bytes[position]) { position += 1 }
  }

  /// Skips whitespace, comments and processing instructions.
  mutating func skipMisc() throws(PlistError) {
    while position < bytes.count {
      let byte = bytes[position]
      if PlistScalars.isSpace(byte) {
        position += 1
      } else if matches("<!--") {
        try readComment()
      } else if matches("<?") {
        try skipProcessingInstruction()
      } else {
        return
      }
    }
  }

  /// Skips `<?xml?>`, comments and `<!DOCTYPE>`; refuses internal subsets and declarations.
  mutating func skipProlog() throws(PlistError) {
    while true {
      try skipMisc()
      if matches("<!DOCTYPE") {
        try skipDoctype()
      } else if matches("<!ENTITY") || matches("<!ELEMENT") || matches("<!ATTLIST") {
        throw unsafe("DTD declarations are refused: a plist needs none, and entities can be abused", at: position)
      } else {
        return
      }
    }
  }

  /// After the root: only whitespace, comments and processing instructions.
  mutating func skipTrailer() throws(PlistError) {
    try skipMisc()
    if position < bytes.count {
      throw error("unexpected \(describeHere()) after the plist; expected the end of the file")
    }
  }

  private mutating func skipDoctype() throws(PlistError) {
    let start = position
    position += 9
    var quote: UInt8?
    while position < bytes.count {
      let byte = bytes[position]
      if let open = quote {
        if byte == open { quote = nil }
      } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        quote = byte
      } else if byte == UInt8(ascii: "[") {
        throw unsafe("a DOCTYPE with an internal subset ('[') is refused: it can declare entities", at: position)
      } else if byte == UInt8(ascii: ">") {
        position += 1
        return
      }
      position += 1
    }
    throw error("<!DOCTYPE is not closed; expected '>'", at: start)
  }

  private mutating func skipProcessingInstruction() throws(PlistError) {
    let start = position
    while position + 1 < bytes.count {
      if bytes[position] == UInt8(ascii: "?") && bytes[position + 1] == UInt8(ascii: ">") {
        position += 2
        return
      }
      position += 1
    }
    throw error("processing instruction is not closed; expected '?>'", at: start)
  }

  private mutating func readComment() throws(PlistError) {
    let start = position
    position += 4
    let textStart = position
    while position + 2 < bytes.count {
      if bytes[position] == UInt8(ascii: "-") && bytes[position + 1] == UInt8(ascii: "-")
        && bytes[position + 2] == UInt8(ascii: ">")
      {
        let text = PlistScalars.trimmed(Array(UnsafeBufferPointer(rebasing: bytes[textStart..<position]))[...])
        comments.append(
          PlistComment(
            text: String(decoding: text, as: UTF8.self),
            location: locator.location(at: start, in: bytes)
          )
        )
        position += 3
        return
      }
      position += 1
    }
    throw error("comment is not closed; expected '-->'", at: start)
  }

  /// Reads `<name attr="…">` or `<name/>` at `position` (which is at `<`).
  mutating func readOpenTag() throws(PlistError) -> OpenTag {
    let start = position
    guard position < bytes.count, bytes[position] == UInt8(ascii: "<") else {
      throw error("unexpected \(describeHere()); expected a tag")
    }
    position += 1
    let nameStart = position
    while position < bytes.count, isNameByte(bytes[position]) { position += 1 }
    guard position > nameStart else { throw error("unexpected \(describeHere()); expected a tag name") }
    let (kind, name) = TagKind.named(UnsafeBufferPointer(rebasing: bytes[nameStart..<position]))
    var quote: UInt8?
    while position < bytes.count {
      let byte = bytes[position]
      if let open = quote {
        if byte == open { quote = nil }
      } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        quote = byte
      } else if byte == UInt8(ascii: ">") {
        position += 1
        return OpenTag(name: name, kind: kind, isEmpty: false)
      } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: ">") {
        position += 2
        return OpenTag(name: name, kind: kind, isEmpty: true)
      } else if byte == UInt8(ascii: "<") {
        break
      }
      position += 1
    }
    throw error("<\(name) is not closed; expected '>'", at: start)
  }

  /// Reads `</name>` at `position`.
  mutating func expectCloseTag(
    _ name: String,
    openedAt openOffset: Int?,
    frameLocation: SourceLocation? = nil
  ) throws(PlistError) {
    let start = position
    guard matches("</") else {
      throw error("unexpected \(describeHere()); expected </\(name)>\(opening(name, openOffset, frameLocation))")
    }
    position += 2
    let nameStart = position
    while position < bytes.count, isNameByte(bytes[position]) { position += 1 }
    let foundBytes = UnsafeBufferPointer(rebasing: bytes[nameStart..<position])
    let same =
      name.utf8.withContiguousStorageIfAvailable { expected in
        guard expected.count == foundBytes.count, let left = expected.baseAddress, let right = foundBytes.baseAddress else {
          return expected.count == foundBytes.count
        }
        return memcmp(left, right, expected.count) == 0
      } ?? name.utf8.elementsEqual(foundBytes)
    guard same else {
      let found = String(decoding: foundBytes, as: UTF8.self)
      throw error("found </\(found)>; expected </\(name)>\(opening(name, openOffset, frameLocation))", at: start)
    }
    while position < bytes.count, PlistScalars.isSpace(bytes[position]) { position += 1 }
    guard position < bytes.count, bytes[position] == UInt8(ascii: ">") else {
      throw error("</\(name) is not closed; expected '>'", at: start)
    }
    position += 1
  }

  /// " to close <name> at line:column", for an error about a missing close tag; made only when
  /// the error is (locating the opening tag costs a scan of the lines).
  private func opening(_ name: String, _ openOffset: Int?, _ frameLocation: SourceLocation?) -> String {
    if let openOffset {
      var copy = locator
      let location = copy.location(at: openOffset, in: bytes)
      return " to close <\(name)> at \(location.line):\(location.column)"
    }
    if let frameLocation { return " to close <\(name)> at \(frameLocation.line):\(frameLocation.column)" }
    return ""
  }

  /// Reads character data up to `</name>` (consumed), decoding entities and CDATA.
  mutating func readText(closing name: String, openedAt openOffset: Int) throws(PlistError) -> String {
    let start = position
    var plain = true
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "<") { break }
      if byte == UInt8(ascii: "&") || byte >= 0x80 { plain = false }
      if byte < 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D { throw controlCharacter(byte, at: position) }
      position += 1
    }
    if plain && matches("</") {
      let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
      try expectCloseTag(name, openedAt: openOffset)
      return text
    }
    position = start
    var buffer: [UInt8] = []
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "<") {
        if matches("<![CDATA[") {
          let cdataStart = position
          position += 9
          var closed = false
          while position + 2 < bytes.count {
            if bytes[position] == UInt8(ascii: "]") && bytes[position + 1] == UInt8(ascii: "]")
              && bytes[position + 2] == UInt8(ascii: ">")
            {
              position += 3
              closed = true
              break
            }
            if bytes[position] < 0x20, bytes[position] != 0x09, bytes[position] != 0x0A, bytes[position] != 0x0D {
              throw controlCharacter(bytes[position], at: position)
            }
            buffer.append(bytes[position])
            position += 1
          }
          if !closed { throw error("CDATA section is not closed; expected ']]>'", at: cdataStart) }
          continue
        }
        break
      }
      if byte == UInt8(ascii: "&") {
        try decodeReference(into: &buffer)
        continue
      }
      buffer.append(byte)
      position += 1
    }
    guard let text = String(validating: buffer, as: UTF8.self) else {
      throw error("the text of <\(name)> is not valid UTF-8", at: start)
    }
    try expectCloseTag(name, openedAt: openOffset)
    return text
  }

  /// XML 1.0 allows no control character but tab, line feed and carriage return, raw or as a
  /// character reference: a NUL would cut a name short wherever C reads it.
  private func controlCharacter(_ value: UInt32, at offset: Int) -> PlistError {
    let hex = String(value, radix: 16, uppercase: true)
    let name = value == 0 ? "a NUL (U+0000)" : "the control character U+" + String(repeating: "0", count: 4 - hex.count) + hex
    return error("\(name) is not allowed in an XML property list; remove it", at: offset)
  }

  private func controlCharacter(_ byte: UInt8, at offset: Int) -> PlistError { controlCharacter(UInt32(byte), at: offset) }

  /// The raw bytes up to `</name>` (consumed), for numbers, dates and data.
  mutating func readRawContent(closing name: String, openedAt openOffset: Int) throws(PlistError) -> [UInt8] {
    let start = position
    while position < bytes.count, bytes[position] != UInt8(ascii: "<") { position += 1 }
    let text = Array(UnsafeBufferPointer(rebasing: bytes[start..<position]))
    try expectCloseTag(name, openedAt: openOffset)
    return text
  }

  /// Decodes `&lt;`, `&gt;`, `&amp;`, `&quot;`, `&apos;`, `&#ddd;` or `&#xhh;` at `position`.
  private mutating func decodeReference(into buffer: inout [UInt8]) throws(PlistError) {
    let start = position
    position += 1
    let nameStart = position
    while position < bytes.count, bytes[position] != UInt8(ascii: ";"), position - nameStart < 10 {
      position += 1
    }
    guard position < bytes.count, bytes[position] == UInt8(ascii: ";") else {
      throw error("'&' starts no entity; write '&amp;' for a literal ampersand", at: start)
    }
    let name = Array(UnsafeBufferPointer(rebasing: bytes[nameStart..<position]))
    position += 1
    switch String(decoding: name, as: UTF8.self) {
    case "lt": buffer.append(UInt8(ascii: "<"))
    case "gt": buffer.append(UInt8(ascii: ">"))
    case "amp": buffer.append(UInt8(ascii: "&"))
    case "quot": buffer.append(UInt8(ascii: "\""))
    case "apos": buffer.append(UInt8(ascii: "'"))
    default:
      guard name.first == UInt8(ascii: "#"), let scalar = characterReference(name.dropFirst()) else {
        throw error(
          "unknown entity '&\(String(decoding: name, as: UTF8.self));'; expected &lt; &gt; &amp; &quot; &apos; or &#…;",
          at: start
        )
      }
      if scalar.value < 0x20, scalar.value != 0x09, scalar.value != 0x0A, scalar.value != 0x0D {
        throw controlCharacter(scalar.value, at: start)
      }
      buffer.append(contentsOf: String(Character(scalar)).utf8)
    }
  }

  private func characterReference(_ digits: ArraySlice<UInt8>) -> Unicode.Scalar? {
    var digits = digits
    var radix: UInt32 = 10
    if digits.first == UInt8(ascii: "x") || digits.first == UInt8(ascii: "X") {
      radix = 16
      digits = digits.dropFirst()
    }
    guard !digits.isEmpty, digits.count <= 8 else { return nil }
    var value: UInt32 = 0
    for byte in digits {
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f") where radix == 16: digit = UInt32(byte - UInt8(ascii: "a")) + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F") where radix == 16: digit = UInt32(byte - UInt8(ascii: "A")) + 10
      default: return nil
      }
      value = value &* radix &+ digit
    }
    guard value != 0 else { return nil }
    return Unicode.Scalar(value)
  }

  private func isNameByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
      UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: ":"):
      true
    default: false
    }
  }

  /// What is at `position`, for messages: `end of file`, `<tag>`, `</tag>` or `text 'abc'`.
  func describeHere() -> String {
    guard position < bytes.count else { return "end of file" }
    var end = position
    if bytes[position] == UInt8(ascii: "<") {
      while end < bytes.count, end - position < 40, bytes[end] != UInt8(ascii: ">") { end += 1 }
      if end < bytes.count, bytes[end] == UInt8(ascii: ">") { end += 1 }
      return "'" + String(decoding: UnsafeBufferPointer(rebasing: bytes[position..<end]), as: UTF8.self) + "'"
    }
    while end < bytes.count, end - position < 20, bytes[end] != UInt8(ascii: "<"),
      bytes[end] != 0x0A, bytes[end] != 0x0D
    {
      end += 1
    }
    return "text '" + String(decoding: UnsafeBufferPointer(rebasing: bytes[position..<end]), as: UTF8.self) + "'"
  }
}
