import Testing

@testable import ShieldRendering

extension RenderingTests {
  @Suite struct LineBreakerTests {
    @Test func shortTextStaysOnOneLine() {
      let wrapped = LineBreaker.wrap("Restricted", width: 300, fontSize: 17, maxLines: 2)
      #expect(wrapped == WrappedText(lines: ["Restricted"], isTruncated: false))
    }

    @Test func linesBreakAtSpacesAndDropTheSpace() {
      let wrapped = LineBreaker.wrap("one two three four five six", width: 80, fontSize: 17, maxLines: 10)
      #expect(wrapped.lines.count > 1)
      #expect(wrapped.lines.joined(separator: " ") == "one two three four five six")
      #expect(wrapped.lines.allSatisfy { !$0.hasPrefix(" ") && !$0.hasSuffix(" ") })
      for line in wrapped.lines { #expect(TextMetrics.width(of: line, fontSize: 17) <= 80) }
    }

    @Test func tooManyLinesEndInAnEllipsisThatFits() {
      let text = String(repeating: "word ", count: 60)
      let wrapped = LineBreaker.wrap(text, width: 200, fontSize: 16, maxLines: 4)
      #expect(wrapped.isTruncated)
      #expect(wrapped.lines.count == 4)
      #expect(wrapped.lines[3].hasSuffix("…"))
      #expect(!wrapped.lines[3].hasSuffix(" …"))
      #expect(TextMetrics.width(of: wrapped.lines[3], fontSize: 16) <= 200)
    }

    @Test func truncatedLastLineTakesWhatFitsOfTheNextWord() {
      let wrapped = LineBreaker.wrap("aa Supercalifragilistic", width: 100, fontSize: 17, maxLines: 1)
      #expect(wrapped.lines.count == 1)
      #expect(wrapped.lines[0].hasPrefix("aa Super"), "the last line fills up before the ellipsis: \(wrapped.lines)")
      #expect(wrapped.lines[0].hasSuffix("…"))
    }

    @Test func aWordWiderThanTheLineBreaksBetweenCharacters() {
      let word = String(repeating: "m", count: 40)
      let wrapped = LineBreaker.wrap(word, width: 120, fontSize: 17, maxLines: 10)
      #expect(wrapped.lines.count > 1)
      #expect(wrapped.lines.joined() == word)
      #expect(!wrapped.isTruncated)
    }

    @Test func cjkBreaksBetweenCharactersButNotBeforeClosingPunctuation() {
      let text = "你今天已经使用这个应用超过两个小时了。为了你的健康，请休息一下。"
      let wrapped = LineBreaker.wrap(text, width: 160, fontSize: 16, maxLines: 10)
      #expect(wrapped.lines.count > 2)
      #expect(wrapped.lines.joined() == text, "no characters lost or added")
      for line in wrapped.lines {
        #expect(!["。", "，", "」"].contains(line.first ?? " "), "line starts with closing punctuation: \(line)")
      }
    }

    @Test func explicitLineBreaksStartNewLines() {
      let wrapped = LineBreaker.wrap("first\nsecond", width: 300, fontSize: 17, maxLines: 4)
      #expect(wrapped.lines == ["first", "second"])
    }

    @Test func extraBreakCharactersAllowBreaksInsideSymbolNames() {
      let wrapped = LineBreaker.wrap(
        "figure.walk.circle.fill", width: 62, fontSize: 10, maxLines: 3, breaksAfter: ["."])
      #expect(wrapped.lines.count >= 2)
      #expect(wrapped.lines.dropLast().allSatisfy { $0.hasSuffix(".") }, "\(wrapped.lines)")
    }

    @Test func emptyTextIsOneEmptyLine() {
      #expect(LineBreaker.wrap("", width: 100, fontSize: 17, maxLines: 2).lines == [""])
    }

    /// A 64k-character title with no break opportunity: every character is measured a bounded
    /// number of times (it was once per line it had not yet reached: quadratic), and the result is
    /// still right.
    @Test(arguments: [10, 2000])
    func anUnbreakableTitleIsMeasuredInLinearWork(maxLines: Int) {
      let title = String(repeating: "W", count: 65_536)
      var measured = 0
      let wrapped = LineBreaker.wrap(title, width: 300, maxLines: maxLines) { text in
        measured += text.count
        return TextMetrics.width(of: text, fontSize: 17, bold: true)
      }
      #expect(measured <= 4 * title.count, "\(measured) characters measured for \(title.count)")
      #expect(wrapped.isTruncated)
      #expect(wrapped.lines.count == maxLines)
      for line in wrapped.lines { #expect(TextMetrics.width(of: line, fontSize: 17, bold: true) <= 300) }
      #expect(wrapped.lines.last?.hasSuffix("…") == true)
    }

    @Test func theLinearSplitCutsWhereMeasuringEachLineWould() {
      let word = String(repeating: "m", count: 40) + "  "
      let wrapped = LineBreaker.wrap("aa " + word + "b", width: 120, fontSize: 17, maxLines: 20)
      #expect(wrapped.lines.joined().filter { $0 != " " } == "aa" + String(repeating: "m", count: 40) + "b")
      for line in wrapped.lines { #expect(TextMetrics.width(of: line, fontSize: 17) <= 120) }
    }

    @Test func aTruncatedTitleKeepsTheLongestPrefixThatFitsWithTheEllipsis() {
      let measure: (String) -> Double = { TextMetrics.width(of: $0, fontSize: 17) }
      let cut = LineBreaker.truncated(String(repeating: "ab ", count: 20_000), width: 100, measure: measure)
      #expect(cut.hasSuffix("…") && !cut.hasSuffix(" …"))
      #expect(measure(cut) <= 100)
      // The reference: drop characters from the end until the rest and "…" fit.
      for text in ["ab ab abc abcd abcde abcdef", "Supercalifragilistic expialidocious", "  x"] {
        var prefix = Substring(text)
        while !prefix.isEmpty, measure(String(prefix) + "…") > 60 { prefix = prefix.dropLast() }
        while prefix.last == " " { prefix = prefix.dropLast() }
        #expect(LineBreaker.truncated(text, width: 60, measure: measure) == String(prefix) + "…")
      }
    }
  }

  @Suite struct TextMetricsTests {
    @Test func wideLettersMeasureWiderThanNarrowOnes() {
      #expect(TextMetrics.width(of: "MMMM", fontSize: 17) > TextMetrics.width(of: "iiii", fontSize: 17))
    }

    @Test func boldIsWiderAndCJKIsAboutOneEm() {
      #expect(TextMetrics.width(of: "Close", fontSize: 17, bold: true) > TextMetrics.width(of: "Close", fontSize: 17))
      let ideograph = TextMetrics.width(of: "你", fontSize: 20)
      #expect(ideograph >= 20 && ideograph <= 23)
    }
  }

  @Suite struct WritingDirectionTests {
    @Test(arguments: [
      ("Hello", WritingDirection.leftToRight), ("האפליקציה חסומה", .rightToLeft), ("لا يمكنك", .rightToLeft),
      ("123 שלום", .rightToLeft), ("OK שלום", .leftToRight), ("你好", .leftToRight), ("", .leftToRight),
    ])
    func firstStrongCharacterDecides(_ text: String, _ expected: WritingDirection) {
      #expect(WritingDirection(of: text) == expected)
    }
  }
}
