/// Lines of text broken to a width, as a multi-line `UILabel` breaks them.
struct WrappedText: Hashable, Sendable {
  /// The lines, top to bottom; the last one ends in "…" when the text was truncated.
  var lines: [String]
  /// Whether text was cut to fit the line limit or the width.
  var isTruncated: Bool
}

/// Breaks text into lines the way UIKit's word wrapping with tail truncation does.
///
/// Lines break after spaces and hyphens, and between CJK characters (except before closing or after
/// opening punctuation, the Japanese kinsoku rules); a word wider than the line breaks between
/// characters. Explicit line breaks start a new line. When the text needs more lines than allowed,
/// the last line takes as much as fits and ends in an ellipsis.
enum LineBreaker {
  /// Wraps sanitized `text`.
  ///
  /// - Parameters:
  ///   - text: the label text, already passed through `SVGText.sanitized`.
  ///   - width: the line width in points.
  ///   - fontSize: the font size in points.
  ///   - bold: whether the font is semibold or bold (wider).
  ///   - maxLines: the line limit, at least 1.
  ///   - breaksAfter: characters after which a line may also break (e.g. "." in a symbol name).
  static func wrap(
    _ text: String, width: Double, fontSize: Double, bold: Bool = false, maxLines: Int,
    breaksAfter: Set<Character> = []
  ) -> WrappedText {
    wrap(text, width: width, maxLines: maxLines, breaksAfter: breaksAfter) {
      TextMetrics.width(of: $0, fontSize: fontSize, bold: bold)
    }
  }

  /// Wraps `text` with widths from `measure`, which must add up character by character (as
  /// `TextMetrics` does). Linear: every character is measured a bounded number of times.
  static func wrap(
    _ text: String, width: Double, maxLines: Int, breaksAfter: Set<Character> = [], measure: (String) -> Double
  ) -> WrappedText {
    var lines: [Line] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let units = segments(of: paragraph, breaksAfter: breaksAfter.union(["-", "\u{2010}", "/"]))
      lines += fill(units, width: width, measure: measure)
      if !lines.isEmpty { lines[lines.count - 1].endsParagraph = true }
    }
    if lines.isEmpty { return WrappedText(lines: [""], isTruncated: false) }
    let limit = max(1, maxLines)
    guard lines.count > limit else { return WrappedText(lines: lines.map(\.text), isTruncated: false) }
    let last = lines[limit - 1]
    let overflow = last.endsParagraph ? last.text : last.untrimmed + lines[limit].text
    let kept = lines[..<(limit - 1)].map(\.text) + [truncated(overflow, width: width, measure: measure)]
    return WrappedText(lines: kept, isTruncated: true)
  }

  /// `text` cut so that it and a trailing "…" fit `width`: the longest prefix that does, found in
  /// one pass (widths add up character by character, so a prefix's width only grows).
  static func truncated(_ text: String, width: Double, measure: (String) -> Double) -> String {
    let ellipsis = measure("…")
    var prefixWidth = 0.0
    var end = text.startIndex
    for index in text.indices {
      let next = prefixWidth + measure(String(text[index]))
      if next + ellipsis > width { break }
      prefixWidth = next
      end = text.index(after: index)
    }
    var prefix = text[..<end]
    while prefix.last == " " { prefix = prefix.dropLast() }
    return String(prefix) + "…"
  }

  private struct Line {
    /// The line as drawn, without trailing spaces.
    var text: String
    /// The line with the spaces at which it broke, to join it with the next one when truncating.
    var untrimmed: String
    var endsParagraph = false

    init(_ untrimmed: String) {
      self.untrimmed = untrimmed
      text = LineBreaker.trimmingTrailingSpaces(untrimmed)
    }
  }

  /// Unbreakable pieces of a paragraph, each with the spaces that follow it.
  private static func segments(of paragraph: Substring, breaksAfter: Set<Character>) -> [String] {
    var units: [String] = []
    var current = ""
    var previous: Character?
    for character in paragraph {
      if let previous, !current.isEmpty, canBreak(between: previous, and: character, breaksAfter: breaksAfter) {
        units.append(current)
        current = ""
      }
      current.append(character)
      previous = character
    }
    if !current.isEmpty { units.append(current) }
    return units
  }

  private static func canBreak(between before: Character, and after: Character, breaksAfter: Set<Character>) -> Bool {
    if after == " " { return false }
    if before == " " { return true }
    if noLineStart.contains(after) || noLineEnd.contains(before) { return false }
    if breaksAfter.contains(before) { return true }
    return isWide(before) || isWide(after)
  }

  private static func isWide(_ character: Character) -> Bool {
    character.unicodeScalars.first.map(TextMetrics.isWide) ?? false
  }

  /// Greedy filling: each line takes units while they fit; a unit wider than a line is split.
  private static func fill(_ units: [String], width: Double, measure: (String) -> Double) -> [Line] {
    var lines: [Line] = []
    var current = ""
    for unit in units {
      let candidate = current + unit
      if measure(trimmingTrailingSpaces(candidate)) <= width {
        current = candidate
        continue
      }
      if !current.isEmpty {
        lines.append(Line(current))
        current = ""
      }
      let (pieces, rest) = split(unit, width: width, measure: measure)
      lines += pieces.map(Line.init)
      current = rest
    }
    if !current.isEmpty || lines.isEmpty { lines.append(Line(current)) }
    return lines
  }

  /// A unit wider than a line, cut between characters into lines that each fit (one character at
  /// least), and the rest that does, trailing spaces and all. One pass over the characters: a
  /// 64k-character word costs 64k measurements, not one per character per line.
  private static func split(_ unit: String, width: Double, measure: (String) -> Double) -> (pieces: [String], rest: String) {
    let characters = Array(unit)
    let widths = characters.map { measure(String($0)) }
    var trimmedEnd = characters.count
    while trimmedEnd > 0, characters[trimmedEnd - 1] == " " { trimmedEnd -= 1 }
    var pieces: [String] = []
    var start = 0
    while start < trimmedEnd {
      // Greedily as many characters as fit (the first always); widths add in the same order
      // `measure` adds them, so "the rest fits" is decided exactly as measuring it would.
      var sum = 0.0
      var end = start
      while end < trimmedEnd, end == start || sum + widths[end] <= width {
        sum += widths[end]
        end += 1
      }
      if end == trimmedEnd && sum <= width { break }
      pieces.append(String(characters[start..<end]))
      start = end
    }
    return (pieces, String(characters[start...]))
  }

  fileprivate static func trimmingTrailingSpaces(_ text: String) -> String {
    var result = Substring(text)
    while result.last == " " { result = result.dropLast() }
    return String(result)
  }

  /// Characters a line must not start with (closing punctuation, small kana, the prolonged sound mark).
  private static let noLineStart = Set(
    "、。，．・：；？！゛゜ヽヾゝゞ々ー）］｝」』】〕〉》〗〙〟’”)]},.:;!?…‥ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ")
  /// Characters a line must not end with (opening punctuation).
  private static let noLineEnd = Set("（［｛「『【〔〈《〖〘〝‘“([{")
}
