/// The five characters XML and SVG markup reserves, written as entities: the one escaping shared
/// by the SVG renderer and the JUnit reports.
public enum MarkupText {
  /// `text` with `&`, `<`, `>`, `"` and `'` replaced by entities, fit for element content and for
  /// attribute values in either kind of quote.
  public static func escaped(_ text: some StringProtocol) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
