import ExtensionManifest
import Testing

@Suite struct OpenStepPlistReaderTests {
  @Test func readsAProjectFileShape() throws {
    let text = """
      // !$*UTF8*$!
      {
      \tarchiveVersion = 1;
      \tobjects = {
      \t\tAB12 /* App */ = {
      \t\t\tisa = PBXNativeTarget;
      \t\t\tname = "Focus App";
      \t\t\tproductType = "com.apple.product-type.application";
      \t\t\tbuildPhases = (
      \t\t\t\tCD34 /* Sources */,
      \t\t\t\tEF56,
      \t\t\t);
      \t\t\tescaped = "tab\\tquote\\"\\U00e9";
      \t\t\tblob = <0fbd 77>;
      \t\t};
      \t};
      }
      """
    let document = try PlistReader.read(bytes: Array(text.utf8), path: "project.pbxproj")
    #expect(document.format == .openStep)
    let target = try #require(document.root.node(at: "objects/AB12"))
    #expect(target.location.description == "project.pbxproj:5:20")
    #expect(target["name"]?.string == "Focus App")
    #expect(target.node(at: "buildPhases/1")?.string == "EF56")
    #expect(target.node(at: "buildPhases/1")?.keyPath == "objects/AB12/buildPhases/1")
    #expect(target["escaped"]?.string == "tab\tquote\"é")
    if case .data(let bytes) = target["blob"]?.value { #expect(bytes == [0x0F, 0xBD, 0x77]) } else { Issue.record("no data") }
    #expect(document.root["archiveVersion"]?.string == "1")
    #expect(document.root.entries?.first?.keyLocation.description == "project.pbxproj:3:2")
  }

  @Test func unquotedStringsTakeThePlusXcodeLeavesBare() throws {
    let text = "{ a = { isa = PBXFileReference; path = Foo+Extensions.swift /* c */; name = $SRCROOT/a-b.c; }; }"
    let document = try PlistReader.read(bytes: Array(text.utf8), path: "project.pbxproj")
    #expect(document.root.node(at: "a/path")?.string == "Foo+Extensions.swift")
    #expect(document.root.node(at: "a/name")?.string == "$SRCROOT/a-b.c")
  }

  @Test func readsTheStringsFileForm() throws {
    let document = try PlistReader.read(bytes: Array("a = b;\n\"c d\" = 'e';".utf8), path: "x.strings")
    #expect(document.root["c d"]?.string == "e")
    #expect(document.root["a"]?.location.description == "x.strings:1:5")
  }

  @Test(arguments: [
    ("{ a = b }", "1:9", "missing ';'"),
    ("{ a b; }", "1:5", "expected '='"),
    ("( a, b", "1:7", "expected ',' or ')'"),
    ("{ a = \"open; }", "1:7", "not closed"),
    ("{ a = <0g>; }", "1:9", "not a hex digit"),
    ("{ a = b; } junk", "1:12", "after the plist"),
    ("/* open", "1:1", "comment is not closed"),
  ])
  func errorsArePositioned(text: String, position: String, reason: String) throws {
    do {
      _ = try PlistReader.read(bytes: Array(text.utf8), path: "p")
      Issue.record("no error for \(text)")
    } catch {
      #expect("\(error.location.line):\(error.location.column)" == position)
      #expect(error.reason.contains(reason), "\(error.reason)")
    }
  }

  @Test func deepNestingIsRefused() throws {
    let deep = String(repeating: "(", count: 600) + String(repeating: ")", count: 600)
    #expect(throws: PlistError.self) { try PlistReader.read(bytes: Array(deep.utf8), path: "p") }
  }
}
