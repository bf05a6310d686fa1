import ExtensionManifest

/// `path:line:column: severity: message [ID]`, the form Xcode, editors and problem matchers
/// read, with the fix on the next line and a summary at the end.
enum TextReporter {
  static func render(_ report: LintReport) -> String {
    var output = ""
    for finding in report.findings {
      let location = finding.location
      output += "\(report.relative(location.path)):\(location.line):\(location.column): \(finding.severity.rawValue): "
      output += "\(finding.message) [\(finding.ruleID)]\n"
      if let fix = report.rule(finding)?.fix { output += "  fix: \(fix)\n" }
    }
    return output + report.summary + "\n"
  }
}
