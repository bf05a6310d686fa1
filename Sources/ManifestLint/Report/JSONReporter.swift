import ExtensionManifest

/// A stable JSON document: summary, findings and suppressed findings, sorted.
enum JSONReporter {
  static func render(_ report: LintReport) -> String {
    func item(_ finding: Finding) -> JSONValue {
      var members: [(String, JSONValue)] = [
        ("path", .string(report.relative(finding.location.path))), ("line", .number(finding.location.line)),
        ("column", .number(finding.location.column)), ("severity", .string(finding.severity.rawValue)),
        ("rule", .string(finding.ruleID)), ("name", .string(finding.ruleName)), ("message", .string(finding.message)),
        ("keyPath", .string(finding.keyPath)),
      ]
      if let fix = report.rule(finding)?.fix { members.append(("fix", .string(fix))) }
      if let reason = finding.suppression { members.append(("suppression", .string(reason))) }
      return .object(members)
    }
    let document = JSONValue.object([
      ("version", .number(1)),
      ("tool", .object([("name", .string("extension-host lint")), ("version", .string(LintTool.version))])),
      (
        "summary",
        .object([
          ("errors", .number(report.count(.error))), ("warnings", .number(report.count(.warning))),
          ("notes", .number(report.count(.note))), ("suppressed", .number(report.suppressed.count)),
          ("files", .number(report.files.count)),
        ])
      ),
      ("findings", .array(report.findings.map(item))),
      ("suppressed", .array(report.suppressed.map(item))),
    ])
    return document.rendered() + "\n"
  }
}

/// The tool's identity in machine output.
package enum LintTool {
  /// The version reported in JSON and SARIF.
  package static let version = "0.1.0"
  /// Where rule documentation lives (SARIF `helpUri`).
  package static let documentationURI = "Documentation/LintRules.md"
}
