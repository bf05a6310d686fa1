/// Turns a plist file's bytes into the UTF-8 text the XML and OpenStep parsers read.
///
/// A byte-order mark decides first: UTF-8 (dropped) or UTF-16 in either byte order (transcoded,
/// refusing a lone surrogate or an odd trailing byte). Without one, an XML declaration's
/// `encoding` decides: UTF-8, UTF-16 and US-ASCII are read as they are, ISO-8859-1 (Latin-1) and
/// windows-1252 are transcoded, and any other encoding is refused by name. Transcoding keeps
/// lines and characters, so positions (which count characters) stay those of the file.
enum PlistTextDecoding {
  /// The encodings a plist may declare, for messages.
  static let readableEncodings =
    "UTF-8, UTF-16 (with a byte-order mark), US-ASCII, ISO-8859-1 (Latin-1) and windows-1252"

  /// The text of `bytes` as UTF-8.
  ///
  /// - Throws: `PlistError` (`.syntax`) for UTF-16 that does not decode, or a declared encoding
  ///   this reader does not read.
  static func utf8(_ bytes: [UInt8], path: String) throws(PlistError) -> [UInt8] {
    if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
      return try transcodeUTF16(bytes, bigEndian: bytes[0] == 0xFE, path: path)
    }
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return Array(bytes.dropFirst(3)) }
    guard let declared = declaredEncoding(in: bytes) else { return bytes }
    switch declared.name.lowercased() {
    case "utf-8", "utf8", "utf-16", "utf16", "utf-16le", "utf-16be", "us-ascii", "ascii":
      return bytes
    case "iso-8859-1", "iso8859-1", "iso_8859-1", "latin1", "latin-1", "l1", "iso-latin-1", "cp819", "ibm819":
      return transcodeSingleByte(bytes, windows1252: false)
    case "windows-1252", "cp1252", "x-cp1252":
      return transcodeSingleByte(bytes, windows1252: true)
    default:
      var locator = LineLocator(path: path)
      let location = bytes.withUnsafeBufferPointer { locator.location(at: declared.offset, in: $0) }
      throw PlistError(
        location: location,
        reason: "the XML declaration says encoding=\"\(declared.name)\", which this reader does not read; "
          + "it reads \(readableEncodings): save the file as UTF-8 and declare encoding=\"UTF-8\"",
        kind: .syntax
      )
    }
  }

  /// ISO-8859-1 (each byte is its code point) or windows-1252 (the same but for 0x80...0x9F) to UTF-8.
  private static func transcodeSingleByte(_ bytes: [UInt8], windows1252: Bool) -> [UInt8] {
    var text: [UInt8] = []
    text.reserveCapacity(bytes.count + bytes.count / 8)
    for byte in bytes {
      if byte < 0x80 {
        text.append(byte)
        continue
      }
      var scalar = UInt32(byte)
      if windows1252, byte < 0xA0 { scalar = windows1252High[Int(byte - 0x80)] }
      UTF8.encode(Unicode.Scalar(scalar)!) { text.append($0) }
    }
    return text
  }

  /// windows-1252's characters for 0x80...0x9F (the five bytes it leaves undefined keep their code point).
  private static let windows1252High: [UInt32] = [
    0x20AC, 0x81, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8D, 0x017D, 0x8F,
    0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x9D, 0x017E, 0x0178,
  ]
}
