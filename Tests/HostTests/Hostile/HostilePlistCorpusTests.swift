import ExtensionManifest
import Testing

/// Hostile property lists straight into the reader (XML, binary, OpenStep): each is refused with
/// a named kind and a position, or read, as it says; none traps or takes long (each case has its
/// own 10 s bound; the suite's limit only catches a hang, and the debug build's parse of the
/// largest cases took over two minutes beside the rest of the suite at load 25).
@Suite(.timeLimit(.minutes(5)))
struct HostilePlistCorpusTests {
  enum Expected { case refused(PlistError.Kind), read }

  static func xml(_ body: String) -> [UInt8] {
    Array(#"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0">"#.utf8) + Array(body.utf8) + Array("</plist>".utf8)
  }

  /// A binary plist header followed by `tail`: offsets, counts and sizes a reader must not trust.
  static func binary(_ tail: [UInt8]) -> [UInt8] { Array("bplist00".utf8) + tail }

  static let cases: [(label: String, bytes: [UInt8], expected: Expected)] = [
    ("empty file", [], .refused(.syntax)),
    ("only a declaration", Array(#"<?xml version="1.0"?>"#.utf8), .refused(.syntax)),
    ("an internal DTD subset", Array(#"<!DOCTYPE plist [<!ENTITY a "b">]><plist><string>&a;</string></plist>"#.utf8), .refused(.unsafe)),
    ("an external entity", Array(#"<!DOCTYPE plist [<!ENTITY x SYSTEM "file:///etc/passwd">]><plist><string>&x;</string></plist>"#.utf8), .refused(.unsafe)),
    ("an entity declared in a dict", xml(#"<dict><!ENTITY x "y"></dict>"#), .refused(.unsafe)),
    ("an unknown entity", xml("<string>&bogus;</string>"), .refused(.syntax)),
    ("a character reference to NUL", xml("<string>a&#0;b</string>"), .refused(.syntax)),
    ("a NUL byte in a string", xml("<string>a\u{0}b</string>"), .refused(.syntax)),
    ("an escape byte in a string", xml("<string>\u{1B}[2J</string>"), .refused(.syntax)),
    ("a character reference past Unicode", xml("<string>&#x110000;</string>"), .refused(.syntax)),
    ("an unclosed string", xml("<string>abc"), .refused(.syntax)),
    ("mismatched tags", xml("<array><string>a</array></string>"), .refused(.syntax)),
    ("a key without a value", xml("<dict><key>a</key></dict>"), .refused(.syntax)),
    ("a value without a key", xml("<dict><string>a</string></dict>"), .refused(.syntax)),
    ("a duplicate key (as CFPropertyList: read)", xml("<dict><key>a</key><true/><key>a</key><false/></dict>"), .read),
    ("an integer past Int64", xml("<integer>99999999999999999999999</integer>"), .refused(.syntax)),
    ("an integer that is text", xml("<integer>twelve</integer>"), .refused(.syntax)),
    ("a real that is text", xml("<real>fast</real>"), .refused(.syntax)),
    ("a date that is text", xml("<date>yesterday</date>"), .refused(.syntax)),
    ("data with no base64 in it (skipped, as CFPropertyList does)", xml("<data>!!!!</data>"), .read),
    ("an unknown element", xml("<script>alert(1)</script>"), .refused(.syntax)),
    ("two roots", xml("<true/><false/>"), .refused(.syntax)),
    ("nesting 100,000 deep", xml(String(repeating: "<array>", count: 100_000) + String(repeating: "</array>", count: 100_000)), .refused(.unsafe)),
    ("dicts nested 10,000 deep", xml(String(repeating: "<dict><key>k</key>", count: 10_000) + "<true/>" + String(repeating: "</dict>", count: 10_000)), .refused(.unsafe)),
    ("a file past the size cap", Array(repeating: 0x20, count: (8 << 20) + 1), .refused(.unsafe)),
    ("invalid UTF-8", xml("<string>") + [0xFF, 0xFE, 0xC0, 0x80] + Array("</string>".utf8), .refused(.syntax)),
    ("a comment that never ends", xml("<!-- forever"), .refused(.syntax)),
    ("a CDATA section that never ends", xml("<string><![CDATA[ forever</string>"), .refused(.syntax)),
    ("a processing instruction inside", xml("<?php system('id'); ?><true/>"), .read),
    ("a bidi override in a string", xml("<string>\u{202E}txt.exe</string>"), .read),
    ("a binary header with nothing after it", binary([]), .refused(.syntax)),
    ("a binary trailer pointing past the end", binary([0x08] + [UInt8](repeating: 0, count: 26) + [0x01, 0x01] + [UInt8](repeating: 0xFF, count: 8) + [UInt8](repeating: 0, count: 7) + [0x00] + [UInt8](repeating: 0xFF, count: 8)), .refused(.unsafe)),
    ("binary garbage", binary([UInt8](repeating: 0xAB, count: 64)), .refused(.unsafe)),
    ("binary with a zero-size offset table", binary([0x09] + [UInt8](repeating: 0, count: 32)), .refused(.unsafe)),
    ("an OpenStep dict that never closes", Array("{ a = b;".utf8), .refused(.syntax)),
    ("an OpenStep unknown escape (the character, as CFPropertyList reads it)", Array(#"{ a = "\q"; }"#.utf8), .read),
    ("an OpenStep octal escape past a byte", Array(#"{ a = "\777"; }"#.utf8), .refused(.syntax)),
    ("an OpenStep unterminated quote", Array(#"{ a = "open; }"#.utf8), .refused(.syntax)),
    ("OpenStep nested 100,000 deep", Array((String(repeating: "(", count: 100_000) + String(repeating: ")", count: 100_000)).utf8), .refused(.unsafe)),
    ("an OpenStep dict with a duplicate key (read)", Array("{ a = b; a = c; }".utf8), .read),
    ("a plain well-formed dict", xml("<dict><key>CFBundleIdentifier</key><string>com.example.ok</string></dict>"), .read),
  ]

  @Test func everyHostilePlistIsRefusedByKindOrRead() async {
    var handled = 0
    for (label, bytes, expected) in Self.cases {
      await Task.yield()  // seconds of parsing in all: let waiting tests have the thread between cases
      let clock = ContinuousClock()
      let started = clock.now
      let outcome: Result<Void, PlistError>
      do {
        _ = try PlistReader.read(bytes: bytes, path: "corpus.plist")
        outcome = .success(())
      } catch {
        outcome = .failure(error)
      }
      let took = clock.now - started
      var ok = took < .seconds(10)
      #expect(ok, "\(label): took \(took)")
      switch (expected, outcome) {
      case (.read, .success): break
      case (.refused(let kind), .failure(let error)):
        let named = error.kind == kind && error.location.line >= 1 && !error.reason.isEmpty
        #expect(named, "\(label): refused as \(error.kind) at \(error.location.line):\(error.location.column): \(error.reason)")
        ok = ok && named
      case (.read, .failure(let error)):
        Issue.record("\(label): refused (\(error.kind): \(error.reason)), expected to be read")
        ok = false
      case (.refused(let kind), .success):
        Issue.record("\(label): read, expected refused as \(kind)")
        ok = false
      }
      if ok { handled += 1 }
    }
    HostileCorpus.report("hostile plists (reader)", tried: Self.cases.count, handled: handled)
  }
}
