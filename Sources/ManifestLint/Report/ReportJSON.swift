import Foundation

/// How lint writes JSON (the JSON, SARIF and GitLab reports and the baseline file): Foundation's
/// `JSONEncoder`, pretty-printed, keys sorted and slashes left unescaped, so the same findings
/// always give the same bytes.
enum ReportJSON {
  /// `value` as a JSON document ending in a newline.
  ///
  /// - Throws: `EncodingError` from `JSONEncoder`; the report types hold only strings, integers
  ///   and containers of them, which it always encodes.
  static func text(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
  }
}
