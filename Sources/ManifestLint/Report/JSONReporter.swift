import ExtensionManifest
import HostProtocol

/// A stable JSON document: summary, findings and suppressed findings, sorted.
enum JSONReporter {
  static func render(_ report: LintReport) throws -> String {
    try ReportJSON.text(Document(report))
  }

  /// `--format json`, as `JSONEncoder` writes it.
  private struct Document: Encodable {
    struct Tool: Encodable {
      var name = "extension-host lint"
      var version = LintTool.version
    }

    struct Summary: Encodable {
      var errors: Int
      var warnings: Int
      var notes: Int
      var suppressed: Int
      var files: Int
    }

    /// One finding; `fix` and `suppression` are left out when there is none.
    struct Item: Encodable {
      var path: String
      var line: Int
      var column: Int
      var severity: String
      var rule: String
      var name: String
      var message: String
      var keyPath: String
      var fix: String?
      var suppression: String?
    }

    var version = 1
    var tool = Tool()
    var summary: Summary
    var findings: [Item]
    var suppressed: [Item]

    init(_ report: LintReport) {
      func item(_ finding: Finding) -> Item {
        Item(
          path: report.relative(finding.location.path), line: finding.location.line, column: finding.location.column,
          severity: finding.severity.rawValue, rule: finding.ruleID, name: finding.ruleName, message: finding.message,
          keyPath: finding.keyPath, fix: report.rule(finding)?.fix, suppression: finding.suppression)
      }
      summary = Summary(
        errors: report.count(.error), warnings: report.count(.warning), notes: report.count(.note),
        suppressed: report.suppressed.count, files: report.files.count)
      findings = report.findings.map(item)
      suppressed = report.suppressed.map(item)
    }
  }
}

/// The tool's identity in machine output.
package enum LintTool {
  /// The version reported in JSON and SARIF.
  package static let version = "0.1.0"
  /// Where rule documentation lives (SARIF `helpUri`).
  package static let documentationURI = "Documentation/LintRules.md"
}
