extension PlistTextDecoding {
  /// A declared encoding's name and the byte offset of its first character.
  struct DeclaredEncoding: Equatable {
    let name: String
    let offset: Int
  }

  /// The `encoding` of an XML declaration (`<?xml … encoding="…"?>`) at the start of `bytes`, if any.
  ///
  /// Only the declaration is looked at, and only its first kilobyte: the name is ASCII in every
  /// encoding this reader could be asked to read without a byte-order mark.
  static func declaredEncoding(in bytes: [UInt8]) -> DeclaredEncoding? {
    var index = 0
    while index < bytes.count, PlistScalars.isSpace(bytes[index]) { index += 1 }
    guard bytes[index...].starts(with: Array("<?xml".utf8)) else { return nil }
    let limit = min(bytes.count, index + 1024)
    var end = index + 5
    while end + 1 < limit, !(bytes[end] == UInt8(ascii: "?") && bytes[end + 1] == UInt8(ascii: ">")) { end += 1 }
    let keyword = Array("encoding".utf8)
    var cursor = index + 5
    while cursor + keyword.count <= end {
      if bytes[cursor..<(cursor + keyword.count)].elementsEqual(keyword) { break }
      cursor += 1
    }
    guard cursor + keyword.count <= end else { return nil }
    cursor += keyword.count
    while cursor < end, PlistScalars.isSpace(bytes[cursor]) { cursor += 1 }
    guard cursor < end, bytes[cursor] == UInt8(ascii: "=") else { return nil }
    cursor += 1
    while cursor < end, PlistScalars.isSpace(bytes[cursor]) { cursor += 1 }
    guard cursor < end, bytes[cursor] == UInt8(ascii: "\"") || bytes[cursor] == UInt8(ascii: "'") else { return nil }
    let quote = bytes[cursor]
    let start = cursor + 1
    guard let close = bytes[start..<end].firstIndex(of: quote) else { return nil }
    return DeclaredEncoding(name: String(decoding: bytes[start..<close], as: UTF8.self), offset: start)
  }
}
