extension JSONParser {
  /// A string whose bytes `start..<end` are not UTF-8, placed at its first bad byte.
  func notUTF8(from start: Int, to end: Int) -> JSONParseError {
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = UnsafeBufferPointer(rebasing: bytes[start..<end]).makeIterator()
    var offset = start
    while case .valid(let encoded) = parser.parseScalar(from: &iterator) { offset += encoded.count }
    return JSONParseError(offset: offset, "a string holds bytes that are not UTF-8")
  }

  /// A `\uXXXX` escape of half a surrogate pair with no other half, placed at its backslash.
  func unpairedSurrogate(_ unit: UInt32, at offset: Int) -> JSONParseError {
    let hex = String(unit, radix: 16)
    return JSONParseError(offset: offset, "a string holds an unpaired surrogate \\u\(hex), which is no character")
  }
}
