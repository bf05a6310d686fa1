internal import ExtensionManifest

/// Makes arbitrary label text safe to place in an SVG document.
enum SVGText {
  /// `text` with `&`, `<`, `>`, `"` and `'` replaced by entities (``MarkupText/escaped(_:)``).
  static func escaped(_ text: some StringProtocol) -> String { MarkupText.escaped(text) }

  /// The text as a label shows it, with nothing XML forbids.
  ///
  /// Line breaks (`\n`, `\r\n`, `\r`, U+2028, U+2029) become `\n`, tabs become spaces, and every
  /// other control character and XML-forbidden non-character is removed. Leading and trailing
  /// whitespace is trimmed.
  static func sanitized(_ text: some StringProtocol) -> String {
    var result = String.UnicodeScalarView()
    var previousWasCarriageReturn = false
    for scalar in text.unicodeScalars {
      defer { previousWasCarriageReturn = scalar == "\r" }
      switch scalar.value {
      case 0x0A where previousWasCarriageReturn:
        continue
      case 0x0A, 0x0D, 0x2028, 0x2029:
        result.append("\n")
      case 0x09:
        result.append(" ")
      case 0x00...0x1F, 0x7F...0x9F, 0xFFFE, 0xFFFF:
        continue
      default:
        result.append(scalar)
      }
    }
    return String(result).trimmingWhitespace()
  }
}

extension String {
  /// The string without leading and trailing spaces and line breaks.
  fileprivate func trimmingWhitespace() -> String {
    let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\n" || $0 == "\u{00A0}" }
    guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else {
      return ""
    }
    return String(self[first...last])
  }
}
