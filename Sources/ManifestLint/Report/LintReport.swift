import ExtensionManifest

/// What the reporters render: the findings of one run and how to show their paths.
package struct LintReport: Sendable {
  /// Findings to report, sorted.
  package let findings: [Finding]
  /// Findings silenced by a comment or the baseline, sorted (SARIF reports them as suppressed).
  package let suppressed: [Finding]
  /// Every manifest file that was checked (for JUnit's passing suites).
  package let files: [String]
  /// The rules that ran.
  package let rules: [RuleDescription]
  /// The folder paths are reported relative to (absolute).
  package let root: String

  /// Creates a report.
  package init(findings: [Finding], suppressed: [Finding], files: [String], rules: [RuleDescription], root: String) {
    self.findings = findings
    self.suppressed = suppressed
    self.files = files
    self.rules = rules
    self.root = root
  }

  /// `path` relative to `root`, `/`-separated.
  package func relative(_ path: String) -> String {
    FileSystem.relative(FileSystem.absolute(path), to: root)
  }

  /// The findings of each severity.
  package func count(_ severity: Severity) -> Int { findings.filter { $0.severity == severity }.count }

  /// The description of a finding's rule.
  package func rule(_ finding: Finding) -> RuleDescription? {
    rules.first { $0.id == finding.ruleID } ?? LintRules.description(named: finding.ruleID)
  }

  /// A stable 16-hex-digit hash (FNV-1a) of `text`, for fingerprints.
  package static func fingerprint(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01B3
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }

  /// The text report, as `--format text` prints it.
  package var text: String { TextReporter.render(self) }

  /// The one-line summary: `2 errors, 1 warning in 6 files`.
  package var summary: String {
    func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
    var parts = [plural(count(.error), "error"), plural(count(.warning), "warning")]
    if count(.note) > 0 { parts.append(plural(count(.note), "note")) }
    var text = parts.joined(separator: ", ") + " in " + plural(files.count, "file")
    if !suppressed.isEmpty { text += " (\(suppressed.count) suppressed)" }
    return text
  }
}

/// An output format.
package enum ReportFormat: String, Sendable, CaseIterable {
  case text, json, sarif, github, junit, gitlab

  /// Renders `report` in this format.
  ///
  /// - Throws: `EncodingError` from `JSONEncoder` for the JSON formats (`json`, `sarif`,
  ///   `gitlab`); the text formats never throw.
  package func render(_ report: LintReport) throws -> String {
    switch self {
    case .text: report.text
    case .json: try JSONReporter.render(report)
    case .sarif: try SARIFReporter.render(report)
    case .github: GitHubReporter.render(report)
    case .junit: JUnitReporter.render(report)
    case .gitlab: try GitLabReporter.render(report)
    }
  }
}
