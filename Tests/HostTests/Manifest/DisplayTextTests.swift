import ExtensionManifest
import Testing

/// The one escaping every text output uses for text from outside.
struct DisplayTextTests {
  @Test(arguments: [
    ("plain text, tabs\tand all", "plain text, tabs\tand all"),
    ("Écran 你好 👨‍👩‍👧 שלום", "Écran 你好 👨‍👩‍👧 שלום"),
    ("bell\u{7}", #"bell\u{7}"#),
    ("\u{1B}[2Jclear", #"\u{1B}[2Jclear"#),
    ("line\rrewritten", #"line\rrewritten"#),
    ("two\nlines", #"two\nlines"#),
    ("nul\u{0}", #"nul\0"#),
    ("del\u{7F} csi\u{9B}", #"del\u{7F} csi\u{9B}"#),
    ("abc\u{202E}fed", #"abc\u{202E}fed"#),
    ("\u{2066}isolate\u{2069}", #"\u{2066}isolate\u{2069}"#),
    ("mark\u{200F}\u{061C}", #"mark\u{200F}\u{61C}"#),
    ("sep\u{2028}\u{2029}\u{FEFF}", #"sep\u{2028}\u{2029}\u{FEFF}"#),
    ("pass\u{200B}word", #"pass\u{200B}word"#),
    ("pass\u{2060}word", #"pass\u{2060}word"#),
    ("pass\u{200D}word", #"pass\u{200D}word"#),
    ("\u{200C}code", #"\u{200C}code"#),
    ("می\u{200C}خواهم", "می\u{200C}خواهم"),
  ])
  func controlAndBidiCharactersBecomeVisible(_ text: String, _ expected: String) {
    #expect(DisplayText.escaped(text) == expected)
  }

  @Test func quotedListsStopAtTwentyAndSayHowManyMore() {
    let texts = (1...23).map { "t\($0)" }
    #expect(DisplayText.quoted(Array(texts.prefix(2))) == "'t1', 't2'")
    #expect(DisplayText.quoted(texts).hasSuffix("'t20' and 3 more"))
    #expect(DisplayText.quoted(["a\u{1B}"]) == #"'a\u{1B}'"# && DisplayText.quoted(["a\u{1B}"], escaping: false) == "'a\u{1B}'")
  }

  @Test func linesCanBeKeptWhileEachIsEscaped() {
    #expect(DisplayText.escaped("a\u{1B}\nb\r", keepingNewlines: true) == "a\\u{1B}\nb\\r")
  }

  @Test func everyEscapeIsPrintableASCII() {
    let all = String(String.UnicodeScalarView((0...0x3000).compactMap(Unicode.Scalar.init)))
    let escaped = DisplayText.escaped(all)
    #expect(!escaped.unicodeScalars.contains { DisplayText.needsEscape($0) })
  }
}
