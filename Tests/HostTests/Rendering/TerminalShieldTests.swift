import Foundation
import HostProtocol
import Testing

@testable import ShieldRendering

extension RenderingTests {
  /// The terminal shield lays text out by display width and breaks lines on `\n`, so its frame
  /// stays closed whatever the extension writes (issue 13, item 4).
  @Suite struct TerminalShieldTests {
    private let black = ShieldColor(red: 0, green: 0, blue: 0)

    private func render(title: String, subtitle: String = "Subtitle", secondary: String? = nil) -> [String] {
      let configuration = ShieldConfiguration(
        title: ShieldLabel(text: title, color: black), subtitle: ShieldLabel(text: subtitle, color: black),
        secondaryButtonLabel: secondary.map { ShieldLabel(text: $0, color: black) })
      let text = TerminalShieldRenderer(useColor: false).render(ResolvedShield(configuration, subjectName: "social.example"))
      return text.split(separator: "\n").map(String.init)
    }

    /// The row of a 46-column box holding `text` of `columns` display columns, centred.
    private func row(_ text: String, columns: Int) -> String {
      let padding = 42 - columns
      return "│ " + String(repeating: " ", count: padding / 2) + text + String(repeating: " ", count: padding - padding / 2) + " │"
    }

    @Test(arguments: [
      ("A", 1), ("日本語", 6), ("한국어", 6), ("ｆｕｌｌ", 8), ("e\u{301}", 1), ("Cafe\u{301}", 4),
      ("a\u{200B}b", 2), ("a\u{200D}b", 2), ("👍", 2), ("👍🏽", 2), ("👨‍👩‍👧", 2), ("🇯🇵", 2), ("❤️", 2), ("❤", 1),
      ("\u{301}", 0), ("ア", 2), ("ｱ", 1),
    ])
    func charactersTakeTheColumnsATerminalGivesThem(text: String, columns: Int) {
      #expect(TerminalColumns.width(of: text) == columns)
    }

    @Test(arguments: [
      ("禅の時間です", 12), ("Focus 🎯 time", 13), ("Zoë and Chloe\u{301}", 13), ("家族👨‍👩‍👧の時間", 12),
    ])
    func aWideTitleIsCentredByItsColumns(title: String, columns: Int) {
      let lines = render(title: title)
      #expect(lines.contains(row(title, columns: columns)), "\(lines.joined(separator: "\n"))")
    }

    /// A zero-width space would make "no break" read as one word: it is shown as its escape,
    /// centred by the escape's columns.
    @Test func aZeroWidthSpaceIsShownAsItsEscape() {
      let lines = render(title: "no\u{200B}break")
      #expect(lines.contains(row(#"no\u{200B}break"#, columns: 15)), "\(lines.joined(separator: "\n"))")
    }

    /// The icon line names what the extension chose: an SF Symbol, an asset, or image bytes.
    @Test(arguments: [
      (ShieldIcon(systemName: "hourglass", name: "Logo"), "[ symbol: hourglass ]"),
      (ShieldIcon(name: "Logo"), "[ image: Logo ]"),
      (ShieldIcon(data: Data([0x89, 0x50, 0x4E, 0x47])), "[ image: 4 bytes ]"),
    ])
    func theIconLineNamesTheSymbolTheAssetOrTheBytes(icon: ShieldIcon, line: String) {
      let configuration = ShieldConfiguration(icon: icon, title: ShieldLabel(text: "Blocked", color: black))
      let text = TerminalShieldRenderer(useColor: false).render(ResolvedShield(configuration, subjectName: "social.example"))
      #expect(text.contains(line), "\(text)")
    }

    @Test func aTwoLineTitleBreaksAtTheNewlineAndTheFrameStaysClosed() {
      let lines = render(title: "Time's up\nfor today", subtitle: "Line one\nLine two")
      #expect(lines.contains(row("Time's up", columns: 9)))
      #expect(lines.contains(row("for today", columns: 9)))
      #expect(lines.contains(row("Line one", columns: 8)))
      #expect(lines.contains(row("Line two", columns: 8)))
      #expect(!lines.joined().contains("\\n"), "the newline is a break, not an escape")
      expectClosedFrame(lines)
    }

    @Test func aShieldOfCJKEmojiAndTwoLinesDrawsAClosedFrame() {
      let lines = render(
        title: "集中タイム 📵\n今日はここまで", subtitle: "🙂 あと少し。Ça va très bien 👨‍👩‍👧 e\u{301}\u{302}",
        secondary: "もう少し ⏳")
      expectClosedFrame(lines)
    }

    @Test func longWideTextWrapsAndTruncatesWithinTheFrame() {
      let lines = render(title: String(repeating: "長い題名", count: 30), subtitle: String(repeating: "🙂", count: 200))
      expectClosedFrame(lines)
      #expect(lines.filter { $0.contains("長") }.count == ShieldMetrics.title.maxLines)
      #expect(lines.contains { $0.contains("…") }, "truncated text ends in an ellipsis")
    }

    @Test func controlCharactersStayEscapedAndCounted() {
      let lines = render(title: "bell\u{7} and \u{1B}[2J")
      #expect(lines.contains(row("bell\\u{7} and \\u{1B}[2J", columns: 23)), "\(lines)")
      expectClosedFrame(lines)
    }

    /// Every line is 46 columns and ends in the frame's right edge.
    private func expectClosedFrame(_ lines: [String], sourceLocation: SourceLocation = #_sourceLocation) {
      #expect(lines.first?.hasPrefix("╭") == true && lines.first?.hasSuffix("╮") == true, sourceLocation: sourceLocation)
      #expect(lines.last?.hasPrefix("╰") == true && lines.last?.hasSuffix("╯") == true, sourceLocation: sourceLocation)
      for line in lines {
        #expect(TerminalColumns.width(of: line) == 46, "\(line)", sourceLocation: sourceLocation)
      }
      for line in lines.dropFirst().dropLast() {
        #expect(line.hasPrefix("│ ") && line.hasSuffix(" │"), "\(line)", sourceLocation: sourceLocation)
      }
    }
  }
}
