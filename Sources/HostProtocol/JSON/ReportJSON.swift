import Foundation

/// How the tool writes a `--format json` report (visit, simulate, monitor, status, conform, lint
/// and its SARIF, GitLab and baseline files): Foundation's `JSONEncoder`, pretty-printed, keys
/// sorted and slashes left unescaped, so the same result always gives the same bytes.
public enum ReportJSON {
  /// `value` as a JSON document ending in a newline.
  ///
  /// - Throws: `EncodingError` from `JSONEncoder` (a non-finite number, say).
  public static func text(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
  }
}
