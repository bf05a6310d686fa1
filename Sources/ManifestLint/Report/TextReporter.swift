import ExtensionManifest

/// `path:line:column: severity: message [ID]`, the form Xcode, editors and problem matchers
/// read, with the fix on the next line and a summary at the end. Paths and messages quote
/// manifests, so they are escaped (`DisplayText`): a value cannot drive the terminal.
enum TextReporter {
  static func render(_ report: LintReport) -> String {
    var output = ""
    for finding in report.findings {
      let location = finding.location
      output += "\(DisplayText.escaped(report.relative(location.path))):\(location.line):\(location.column): "
      output += "\(finding.severity.rawValue): \(DisplayText.escaped(finding.message)) [\(finding.ruleID)]\n"
      if let fix = report.rule(finding)?.fix { output += "  fix: \(fix)\n" }
    }
    return output + report.summary + "\n"
  }
}
