/// Text from outside the host (an extension's logs, answers and shield text, a manifest's values,
/// a client's request) made safe to show in a terminal, a CI log or a text report: every control
/// character and every bidirectional control is written as a visible escape, so nothing from
/// outside can move the cursor, clear the screen, ring the bell, rewrite a line with a carriage
/// return, fake a new line of the report, or reorder what the reader sees (Trojan Source).
///
/// This is the one function every text output uses for outside text; JSON, SARIF and JUnit keep
/// the text exact (their encoders escape it their own way).
package enum DisplayText {
  /// The most texts a line of a report quotes; a JSON report keeps them all.
  package static let textsQuoted = 20

  /// `texts` quoted (and escaped, unless `escaping` is false: a message is escaped where it is
  /// written), the first `textsQuoted` of them, saying how many more there are.
  package static func quoted(_ texts: [String], escaping: Bool = true) -> String {
    let shown = texts.prefix(textsQuoted).map { "'\(escaping ? escaped($0) : $0)'" }.joined(separator: ", ")
    return texts.count > textsQuoted ? shown + " and \(texts.count - textsQuoted) more" : shown
  }

  /// `text` with C0 controls (but tab), DEL, C1 controls, the line and paragraph separators, the
  /// byte-order mark, the bidirectional controls and the invisible characters (zero-width space,
  /// word joiner; a zero-width joiner beside ASCII) written as `\n`, `\r`, `\0` or `\u{1B}`.
  /// With `keepingNewlines`, `\n` stays (for text made of lines, each line still escaped).
  package static func escaped(_ text: String, keepingNewlines: Bool = false) -> String {
    // Plain printable ASCII (and tabs) is by far the common case: returned as it is.
    if text.utf8.allSatisfy({ ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x09 || ($0 == 0x0A && keepingNewlines) }) {
      return text
    }
    var result = String.UnicodeScalarView()
    let scalars = Array(text.unicodeScalars)
    for (index, scalar) in scalars.enumerated() {
      if scalar == "\n" && keepingNewlines {
        result.append(scalar)
      } else if let escape = escape(for: scalar) ?? joinerEscape(at: index, in: scalars) {
        result.append(contentsOf: escape.unicodeScalars)
      } else {
        result.append(scalar)
      }
    }
    return String(result)
  }

  /// The escape of a zero-width joiner or non-joiner beside an ASCII character, where it only
  /// hides a break in a word ("pass\u{200D}word" looks like "password"); nil elsewhere, since
  /// emoji sequences and Persian or Indic words are written with them.
  private static func joinerEscape(at index: Int, in scalars: [Unicode.Scalar]) -> String? {
    let scalar = scalars[index]
    guard scalar.value == 0x200C || scalar.value == 0x200D else { return nil }
    let before = index > 0 ? scalars[index - 1].isASCII : true
    let after = index + 1 < scalars.count ? scalars[index + 1].isASCII : true
    guard before || after else { return nil }
    return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
  }

  /// Whether `scalar` would be escaped.
  package static func needsEscape(_ scalar: Unicode.Scalar) -> Bool { escape(for: scalar) != nil }

  private static func escape(for scalar: Unicode.Scalar) -> String? {
    switch scalar.value {
    case 0x09: return nil
    case 0x0A: return "\\n"
    case 0x0D: return "\\r"
    case 0x00: return "\\0"
    case 0x00...0x1F, 0x7F...0x9F,
      0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF,
      // Invisible: the zero-width space, the word joiner and the invisible operators, which make
      // one word look like another ("pass\u{200B}word").
      0x200B, 0x2060...0x2064, 0x180E:
      return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    default:
      return nil
    }
  }
}
