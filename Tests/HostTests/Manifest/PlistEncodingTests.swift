import ExtensionManifest
import Testing

/// A plist's text encoding: the byte-order mark, else the XML declaration, decides; what cannot be
/// decoded is an error at its place, never a silent replacement.
@Suite struct PlistEncodingTests {
  private func failure(_ bytes: [UInt8]) -> PlistError? {
    do {
      _ = try PlistReader.read(bytes: bytes, path: "Info.plist")
      return nil
    } catch {
      return error
    }
  }

  private func utf16(_ text: String, bigEndian: Bool = false) -> [UInt8] {
    var bytes: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
    for unit in text.utf16 { bytes += bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    return bytes
  }

  @Test(arguments: ["ISO-8859-1", "iso-8859-1", "Latin1", "latin-1"])
  func latin1IsDecodedByteForCodePoint(name: String) throws {
    let bytes = Array("<?xml version=\"1.0\" encoding=\"\(name)\"?>\n<plist><dict><key>n</key>\n  <string>caf".utf8)
      + [0xE9, 0xFF] + Array("</string><key>m</key><string>".utf8) + [0xE9] + Array("x</string></dict></plist>".utf8)
    let document = try PlistReader.read(bytes: bytes, path: "Info.plist")
    #expect(document.root.node(at: "n")?.string == "café\u{FF}")
    #expect(document.root.node(at: "m")?.string == "éx")
    // Positions count characters: each two-byte é after transcoding is still one column.
    #expect(document.root.node(at: "m")?.location.description == "Info.plist:3:37")
  }

  @Test func windows1252DecodesItsOwnHighHalf() throws {
    let bytes = Array("<?xml version='1.0' encoding='windows-1252'?><string>".utf8) + [0x80, 0x93, 0xE9, 0x94]
      + Array("</string>".utf8)
    #expect(try PlistReader.read(bytes: bytes, path: "p").root.string == "€“é”")
  }

  @Test func anEncodingThisReaderDoesNotReadIsNamed() throws {
    let bytes = Array("<?xml version=\"1.0\"\n  encoding=\"Shift_JIS\"?><string>x</string>".utf8)
    let error = try #require(failure(bytes))
    #expect(error.kind == .syntax)
    #expect(error.location.description == "Info.plist:2:13")
    #expect(error.reason.contains("encoding=\"Shift_JIS\", which this reader does not read"), "\(error.reason)")
    #expect(error.reason.contains("ISO-8859-1 (Latin-1)"))
  }

  @Test func utf8AndAsciiDeclarationsAreReadAsTheyAre() throws {
    for name in ["UTF-8", "utf8", "US-ASCII", "UTF-16"] {
      let bytes = Array("<?xml version=\"1.0\" encoding=\"\(name)\"?><string>é</string>".utf8)
      #expect(try PlistReader.read(bytes: bytes, path: "p").root.string == "é")
    }
  }

  @Test func aByteOrderMarkWinsOverTheDeclaration() throws {
    let bytes = [0xEF, 0xBB, 0xBF] + Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><string>é</string>".utf8)
    #expect(try PlistReader.read(bytes: bytes, path: "p").root.string == "é")
  }

  @Test func utf16SurrogatePairsDecodeInBothByteOrders() throws {
    for bigEndian in [false, true] {
      #expect(try PlistReader.read(bytes: utf16("<string>a😀</string>", bigEndian: bigEndian), path: "p").root.string == "a😀")
    }
  }

  @Test(arguments: [(0xD800 as UInt16, "high surrogate"), (0xDC00, "low surrogate")])
  func aLoneUTF16SurrogateIsAnErrorAtItsPlace(unit: UInt16, kind: String) throws {
    var bytes = utf16("<dict>\n<key>k</key><string>ab")
    bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)]
    bytes += utf16("c</string></dict>").dropFirst(2)
    let error = try #require(failure(bytes))
    #expect(error.kind == .syntax)
    #expect(error.location.description == "Info.plist:2:23")
    #expect(error.reason.contains("unpaired surrogate 0x\(String(unit, radix: 16, uppercase: true)) (a \(kind)"), "\(error.reason)")
  }

  @Test func anOddTrailingUTF16ByteIsAnErrorAtTheEnd() throws {
    let bytes = utf16("<string>a</string>\n") + [0x20]
    let error = try #require(failure(bytes))
    #expect(error.kind == .syntax)
    #expect(error.location.description == "Info.plist:2:1")
    #expect(error.reason.contains("ends in half a character"), "\(error.reason)")
  }
}
