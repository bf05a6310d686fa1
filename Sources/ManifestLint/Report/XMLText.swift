internal import ExtensionManifest

/// Escaping for XML 1.0 text and attribute values (lint's and conformance's JUnit reports).
public enum XMLText {
  /// `text` with `& < > " '` escaped, every character XML 1.0 cannot
  /// carry at all (control characters other than tab, newline and carriage return, U+FFFE, U+FFFF)
  /// replaced with U+FFFD, and tab, newline and carriage return written as character references so
  /// that attribute values keep them.
  public static func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in MarkupText.escaped(text).unicodeScalars {
      switch scalar {
      case "\n": result += "&#10;"
      case "\r": result += "&#13;"
      case "\t": result += "&#9;"
      case _ where isAllowed(scalar): result.unicodeScalars.append(scalar)
      default: result += "\u{FFFD}"
      }
    }
    return result
  }

  /// `text` for element content: markup escaped, line breaks and tabs kept as they are, and
  /// characters XML 1.0 cannot carry dropped.
  public static func escapeContent(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in MarkupText.escaped(text).unicodeScalars where isAllowed(scalar) {
      result.unicodeScalars.append(scalar)
    }
    return result
  }

  /// Whether XML 1.0 allows `scalar` in a document (its `Char` production).
  public static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
    default: false
    }
  }
}
