/// The base direction of a paragraph, from its first strong character (Unicode bidi rules P2, P3).
enum WritingDirection: Hashable, Sendable {
  case leftToRight
  case rightToLeft

  /// The direction of `text`: right-to-left when its first letter is Hebrew, Arabic, Syriac, Thaana,
  /// N'Ko or another right-to-left script; left-to-right otherwise (also for text with no letters).
  init(of text: some StringProtocol) {
    for scalar in text.unicodeScalars {
      if Self.isStrongRightToLeft(scalar) {
        self = .rightToLeft
        return
      }
      if scalar.properties.isAlphabetic || scalar.properties.isIdeographic {
        self = .leftToRight
        return
      }
    }
    self = .leftToRight
  }

  private static func isStrongRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF:
      // Hebrew, Arabic, Syriac, Thaana, N'Ko, Samaritan, Mandaic and their presentation forms;
      // the historic RTL scripts and Arabic mathematical symbols. Marks and digits in these blocks
      // are weak, not strong.
      scalar.properties.isAlphabetic
    case 0x200F, 0x202B, 0x202E, 0x2067:  // RLM, RLE, RLO, RLI
      true
    default:
      false
    }
  }
}
