/// Estimates how wide text sets in the system font, so lines can be broken before the SVG is drawn.
///
/// SVG has no line breaking of its own, so the renderer breaks lines itself. Widths come from a
/// table of Helvetica-class advance widths (close to SF Pro Text, Liberation Sans and Noto Sans),
/// widened slightly so a fallback font is unlikely to overflow; CJK ideographs, kana, Hangul and
/// full-width forms are one em; Hebrew and Arabic a little under half; emoji a little over one em.
enum TextMetrics {
  /// The advance of `text` at `fontSize` points.
  static func width(of text: some StringProtocol, fontSize: Double, bold: Bool = false) -> Double {
    text.reduce(0) { $0 + width(of: $1, fontSize: fontSize, bold: bold) }
  }

  /// The advance of one grapheme cluster.
  static func width(of character: Character, fontSize: Double, bold: Bool = false) -> Double {
    guard let scalar = character.unicodeScalars.first else { return 0 }
    let em: Double
    if scalar.value < 0x7F, scalar.value >= 0x20 {
      em = Double(asciiWidths[Int(scalar.value) - 0x20]) / 1000
    } else if isWide(scalar) {
      em = 1
    } else if scalar.properties.isEmojiPresentation || character.unicodeScalars.contains(where: { $0.value == 0xFE0F })
    {
      em = 1.15
    } else if (0x0590...0x08FF).contains(scalar.value) {
      em = 0.46  // Hebrew and Arabic letters run narrower than Latin ones.
    } else if scalar.properties.generalCategory == .nonspacingMark || scalar.properties.generalCategory == .format {
      em = 0
    } else {
      em = 0.58
    }
    return em * fontSize * (bold ? 1.1 : 1.05)
  }

  /// Whether `scalar` is a CJK ideograph, kana, Hangul, CJK punctuation or a full-width form: set
  /// one em wide, and a line may break before or after it.
  static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x1100...0x11FF, 0x2E80...0x303F, 0x3040...0x30FF, 0x3100...0x31FF, 0x3200...0x33FF,
      0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA960...0xA97F, 0xAC00...0xD7AF, 0xF900...0xFAFF,
      0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFF:
      true
    default:
      false
    }
  }

  /// Helvetica advance widths in thousandths of an em for U+0020 through U+007E.
  private static let asciiWidths: [Int] = [
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,  // space to /
    556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,  // 0 to ?
    1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,  // @ to O
    667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,  // P to _
    333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,  // ` to o
    556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,  // p to ~
  ]
}
