import ExtensionManifest
import Testing

@Suite struct XMLPlistReaderTests {
  private func read(_ text: String, path: String = "Info.plist") throws(PlistError) -> PlistDocument {
    try PlistReader.read(bytes: Array(text.utf8), path: path)
  }

  private func failure(_ text: String) -> PlistError? {
    do {
      _ = try read(text)
      return nil
    } catch {
      return error
    }
  }

  @Test func everyNodeAndKeyHasItsLineAndColumn() throws {
    let document = try read(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>
      \t<key>NSExtension</key>
      \t<dict>
      \t\t<key>NSExtensionPointIdentifier</key>
      \t\t<string>com.apple.ManagedSettings.shield-action-service</string>
      \t</dict>
      \t<key>Groups</key>
      \t<array><string>a</string> <string>b</string></array>
      </dict>
      </plist>
      """
    )
    #expect(document.format == .xml)
    #expect(document.root.location == SourceLocation(path: "Info.plist", line: 4, column: 1))
    let point = try #require(document.root.node(at: "NSExtension/NSExtensionPointIdentifier"))
    #expect(point.string == "com.apple.ManagedSettings.shield-action-service")
    #expect(point.location.description == "Info.plist:8:3")
    #expect(point.keyPath == "NSExtension/NSExtensionPointIdentifier")
    let entry = try #require(document.root["NSExtension"]?.entries?.first)
    #expect(entry.keyLocation.description == "Info.plist:7:3")
    let second = try #require(document.root.node(at: "Groups/1"))
    #expect(second.string == "b")
    #expect(second.keyPath == "Groups/1")
    #expect(second.location.description == "Info.plist:11:28")
  }

  @Test func columnsCountUnicodeScalarsNotBytes() throws {
    let document = try read("<dict><key>é</key><string>ü</string><key>x</key><true/></dict>")
    let flag = try #require(document.root.entries?.last)
    #expect(flag.keyLocation.column == 37)
    #expect(document.root["é"]?.string == "ü")
  }

  @Test func carriageReturnsAndCRLFCountAsOneLineEach() throws {
    let document = try read("<dict>\r\n<key>a</key>\r<string>x</string>\n<key>b</key><true/></dict>")
    #expect(document.root["a"]?.location.line == 3)
    #expect(document.root["b"]?.location.line == 4)
  }

  @Test func entitiesCharacterReferencesAndCDATAAreDecoded() throws {
    let document = try read(
      "<plist><dict><key>a&amp;b</key><string>&lt;&gt;&quot;&apos;&#65;&#x42;&#x1F6E1;<![CDATA[<raw> & ]]>end</string></dict></plist>"
    )
    #expect(document.root["a&b"]?.string == "<>\"'AB🛡<raw> & end")
  }

  @Test func scalarsAreReadAsCoreFoundationReadsThem() throws {
    let document = try read(
      """
      <array>
        <integer>42</integer><integer> -7 </integer><integer>0x1F</integer><integer>- 3</integer>
        <real>1.5</real><real>-2E3</real><real>nan</real><real>-Infinity</real>
        <true/><false/><true></true>
        <date>2001-01-02T00:00:01Z</date>
        <data>aGVs
          bG8=</data>
        <string/><dict/><array/>
      </array>
      """
    )
    let items = try #require(document.root.array)
    #expect(items.map(\.integer) == [42, -7, 31, -3] + Array(repeating: nil, count: 12))
    guard case .real(let nan) = items[6].value, case .real(let negativeInfinity) = items[7].value else {
      Issue.record("reals not read")
      return
    }
    #expect(nan.isNaN)
    #expect(negativeInfinity == -.infinity)
    #expect(items[8].bool == true && items[9].bool == false && items[10].bool == true)
    guard case .date(let seconds) = items[11].value, case .data(let bytes) = items[12].value else {
      Issue.record("date or data not read")
      return
    }
    #expect(seconds == 86_401)
    #expect(bytes == Array("hello".utf8))
    #expect(items[13].string == "")
    #expect(items[14].entries?.isEmpty == true)
    #expect(items[15].array?.isEmpty == true)
    #expect(items.map(\.typeName).suffix(4) == ["data", "string", "dictionary", "array"])
  }

  @Test func duplicateKeysKeepEveryEntryAndTheLastWins() throws {
    let document = try read("<dict><key>k</key><string>first</string><key>k</key><string>last</string></dict>")
    #expect(document.root.entries?.count == 2)
    #expect(document.root["k"]?.string == "last")
  }

  @Test func commentsAreKeptWithTheirPositions() throws {
    let document = try read("<plist>\n<!-- one -->\n<dict>\n  <!--two-->\n</dict>\n</plist>")
    #expect(document.comments == [
      PlistComment(text: "one", location: SourceLocation(path: "Info.plist", line: 2, column: 1)),
      PlistComment(text: "two", location: SourceLocation(path: "Info.plist", line: 4, column: 3)),
    ])
  }

  @Test func aUTF8ByteOrderMarkIsSkipped() throws {
    let document = try PlistReader.read(bytes: [0xEF, 0xBB, 0xBF] + Array("<string>x</string>".utf8), path: "p")
    #expect(document.root.string == "x")
  }

  @Test func utf16FilesAreTranscoded() throws {
    var bytes: [UInt8] = [0xFF, 0xFE]
    for unit in "<string>é</string>".utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    #expect(try PlistReader.read(bytes: bytes, path: "p").root.string == "é")
  }

  static let syntaxErrors: [(String, String, String)] = [
    ("<plist>\n<dict>\n  <key>a</key>\n</dict></plist>", "4:1", "the key 'a' has no value"),
    ("<dict>\n  <string>x</string>\n</dict>", "2:3", "found <string> where a <key> was expected"),
    ("<dict><key>a</key><string>x</strin></dict>", "1:28", "found </strin>; expected </string> to close <string> at 1:19"),
    ("<plist><dict>", "1:14", "unexpected end of file; expected </dict>"),
    ("<integer>12a</integer>", "1:10", "'12a' is not an integer"),
    ("<real>0x1p3</real>", "1:7", "'0x1p3' is not a real number"),
    ("<date>yesterday</date>", "1:7", "is not a date"),
    ("<integer/>", "1:1", "<integer/> is empty"),
    ("<?xml version=\"1.0\"?>\n<plist version=\"1.0\"/>", "2:1", "<plist/> is empty; expected one object inside <plist>"),
    ("<string>&nbsp;</string>", "1:9", "unknown entity '&nbsp;'"),
    ("<string>a & b</string>", "1:11", "'&' starts no entity"),
    ("<plist><string>a</string><string>b</string></plist>", "1:26", "a plist can hold only one object"),
    ("<plist></plist>", "1:8", "<plist> is empty"),
    ("<string>x</string>\njunk", "2:1", "after the plist; expected the end of the file"),
    ("<dict><key>a</key><strong>x</strong></dict>", "1:19", "unknown tag <strong>"),
    ("<array><key>a</key></array>", "1:8", "found <key> outside a <dict>"),
    ("<!-- never closed", "1:1", "comment is not closed"),
    ("", "1:1", "expected a plist value"),
    ("<string>\u{FFFD}\u{0}</string", "1:10", "a NUL (U+0000) is not allowed"),
    ("<string>\u{FFFD}</string", "1:10", "expected '>'"),
  ]

  @Test(arguments: syntaxErrors)
  func theFirstSyntaxErrorIsReportedWithItsPosition(text: String, position: String, reason: String) throws {
    let error = try #require(failure(text))
    #expect(error.kind == .syntax)
    #expect("\(error.location.line):\(error.location.column)" == position)
    #expect(error.reason.contains(reason), "\(error.reason)")
    #expect(error.description.hasPrefix("Info.plist:\(position): error: "))
  }

  @Test func invalidUTF8InTextIsASyntaxError() throws {
    let bytes = Array("<string>".utf8) + [0xC3, 0x28] + Array("</string>".utf8)
    #expect(throws: PlistError.self) { try PlistReader.read(bytes: bytes, path: "p") }
  }
}
