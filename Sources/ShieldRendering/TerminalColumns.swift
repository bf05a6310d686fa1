/// How many terminal columns text takes, the way terminals lay out Unicode (the `wcwidth`
/// convention): East Asian wide and full-width characters and emoji take two columns; combining
/// marks, zero-width spaces and joiners, and variation selectors take none; everything else one.
///
/// Measured per grapheme cluster (`Character`), so an emoji sequence joined by U+200D, a flag
/// (two regional indicators), a skin-tone modifier or a letter with combining accents counts as
/// the one glyph a terminal draws. Widths add up character by character, as `LineBreaker` needs.
enum TerminalColumns {
  /// The columns `text` takes.
  static func width(of text: some StringProtocol) -> Int {
    text.reduce(0) { $0 + width(of: $1) }
  }

  /// The columns one grapheme cluster takes: 0, 1 or 2.
  static func width(of character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first(where: { !isZeroWidth($0) }) else { return 0 }
    if TextMetrics.isWide(first) || isWideSymbol(first) { return 2 }
    if first.properties.isEmoji && (first.properties.isEmojiPresentation || scalars.contains { $0.value == 0xFE0F }) {
      return 2
    }
    return 1
  }

  /// Marks, format characters (U+200B, U+200D, U+2060, soft hyphen) and variation selectors.
  private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return true
    default: return (0xFE00...0xFE0F).contains(scalar.value) || (0xE0100...0xE01EF).contains(scalar.value)
    }
  }

  /// East Asian Wide characters `TextMetrics.isWide` leaves to the font: full-width signs,
  /// the Kangxi and CJK radicals, Yi, and the supplementary ideographic planes.
  private static func isWideSymbol(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x2329...0x232A, 0x2FF0...0x2FFF, 0xA000...0xA4CF, 0xFE10...0xFE19, 0x1B000...0x1B2FF, 0x1F200...0x1F2FF:
      true
    default:
      false
    }
  }
}
