import ExtensionManifest
import Testing

/// NUL and other control characters in XML plists, and OpenStep escapes that name no character,
/// are refused with their place: a NUL would cut a name short wherever C reads it.
struct PlistControlCharacterTests {
  private static func xml(_ body: String) -> [UInt8] {
    Array(("<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict><key>CFBundleName</key>" + body + "</dict></plist>").utf8)
  }

  @Test(arguments: [
    ("<string>a\u{0}b</string>", "a NUL (U+0000)", "x.plist:2:60"),
    ("<string>a&#1;b</string>", "U+0001", "x.plist:2:60"),
    ("<string>a&#x1B;b</string>", "U+001B", "x.plist:2:60"),
    ("<string><![CDATA[a\u{7}b]]></string>", "U+0007", "x.plist:2:69"),
    ("<string>ok</string><key>a\u{1B}</key><string>x</string>", "U+001B", "x.plist:2:76"),
  ])
  func aControlCharacterInAnXMLPlistIsRefusedWhereItIs(_ body: String, _ expected: String, _ place: String) {
    #expect(throws: PlistError.self) { try PlistReader.read(bytes: Self.xml(body), path: "x.plist") }
    do {
      _ = try PlistReader.read(bytes: Self.xml(body), path: "x.plist")
    } catch {
      #expect(error.reason.contains(expected), "\(error.reason)")
      #expect(error.location.description == place)
    }
  }

  @Test func tabsAndLineBreaksStay() throws {
    let document = try PlistReader.read(bytes: Self.xml("<string>a\tb\nc&#10;d</string>"), path: "x.plist")
    #expect(document.root["CFBundleName"]?.string == "a\tb\nc\nd")
  }

  @Test(arguments: [
    (#"{ a = "x\Uzz"; }"#, "needs hex digits", "p:1:9"),
    (#"{ a = "x\UD800"; }"#, "surrogate", "p:1:9"),
    (#"{ a = "x\U0000"; }"#, "a NUL", "p:1:9"),
    (#"{ a = "xy\000"; }"#, "a NUL", "p:1:10"),
    (#"{ a = "x\777"; }"#, #"over \377"#, "p:1:9"),
  ])
  func anOpenStepEscapeThatNamesNoCharacterIsRefusedWhereItIs(_ text: String, _ expected: String, _ place: String) {
    do {
      let document = try PlistReader.read(bytes: Array(text.utf8), path: "p")
      Issue.record("read \(document.root["a"]?.string ?? "nothing") from \(text)")
    } catch {
      #expect(error.reason.contains(expected), "\(error.reason)")
      #expect(error.location.description == place)
    }
  }

  @Test func goodOpenStepEscapesStillRead() throws {
    let document = try PlistReader.read(bytes: Array(#"{ a = "\U00E9\101\n\q"; }"#.utf8), path: "p")
    #expect(document.root["a"]?.string == "éA\nq")
  }
}
