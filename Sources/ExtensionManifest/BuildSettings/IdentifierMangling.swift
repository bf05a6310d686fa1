/// The identifier manglings of the `:identifier`, `:rfc1034identifier` and `:c99extidentifier`
/// operators, after swift-build's `String.asLegalCIdentifier`, `asLegalRfc1034Identifier` and
/// `mangledToC99ExtendedIdentifier`.
package enum IdentifierMangling {
  /// Keeps ASCII letters, `_`, and digits except first; every other character becomes `_`.
  package static func cIdentifier(_ text: String) -> String {
    mangle(text, keepDash: false, replacement: "_")
  }

  /// Keeps ASCII letters, `-`, and digits except first; every other character becomes `-`
  /// (`Whatever App` → `Whatever-App`).
  package static func rfc1034Identifier(_ text: String) -> String {
    mangle(text, keepDash: true, replacement: "-")
  }

  /// Keeps the letters and digits C99 Annex D allows in identifiers, and `_`; every other scalar
  /// becomes `_`, and a leading digit is replaced by `_` (`2Shield App` → `_Shield_App`).
  ///
  /// swift-build normalizes to NFC first; this reads the scalars as written, which is the same
  /// for the precomposed text editors produce.
  package static func c99ExtendedIdentifier(_ text: String) -> String {
    if let ascii = c99ExtendedIdentifier(ascii: text) { return ascii }
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      scalars.append(C99IdentifierRanges.contains(scalar.value) ? scalar : "_")
    }
    if let first = scalars.first, C99IdentifierRanges.isDigit(first.value) {
      scalars.replaceSubrange(scalars.startIndex...scalars.startIndex, with: CollectionOfOne("_"))
    }
    return String(scalars)
  }

  /// The same mangling for ASCII text, byte by byte (every target's default module name is
  /// mangled while discovery runs on one thread, and the scalar-by-scalar path costs thousands of
  /// instructions a name); `nil` for text with any other scalar. Among ASCII, C99 keeps exactly
  /// letters, digits and `_`.
  private static func c99ExtendedIdentifier(ascii text: String) -> String? {
    func keeps(_ byte: UInt8) -> Bool {
      (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
        || isDigit(byte) || byte == UInt8(ascii: "_")
    }
    func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    var unchanged = true
    for byte in text.utf8 {
      if byte >= 0x80 { return nil }
      if !keeps(byte) { unchanged = false }
    }
    if unchanged, let first = text.utf8.first, !isDigit(first) { return text }
    var bytes = text.utf8.map { keeps($0) ? $0 : UInt8(ascii: "_") }
    if let first = bytes.first, isDigit(first) { bytes[0] = UInt8(ascii: "_") }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Per character (grapheme), as swift-build iterates its decomposed string: an accented letter
  /// is one character and becomes one replacement.
  private static func mangle(_ text: String, keepDash: Bool, replacement: Character) -> String {
    var output = ""
    var isFirst = true
    for character in text {
      defer { isFirst = false }
      if let ascii = character.asciiValue {
        switch ascii {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"):
          output.append(character)
          continue
        case UInt8(ascii: "-") where keepDash, UInt8(ascii: "_") where !keepDash:
          output.append(character)
          continue
        case UInt8(ascii: "0")...UInt8(ascii: "9") where !isFirst:
          output.append(character)
          continue
        default:
          break
        }
      }
      output.append(replacement)
    }
    return output
  }
}
