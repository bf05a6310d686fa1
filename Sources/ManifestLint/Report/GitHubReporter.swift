import ExtensionManifest

/// GitHub Actions workflow commands (`::error file=…,line=…,col=…,title=…::message`), escaped
/// as actions/toolkit does, errors first. GitHub shows at most 10 errors and 10 warnings per
/// step; the line after the annotations says so when there are more. Control and bidirectional
/// characters are escaped first (`DisplayText`): GitHub's log renders terminal escapes.
package enum GitHubReporter {
  package static func render(_ report: LintReport) -> String {
    var output = ""
    for severity in [Severity.error, .warning, .note] {
      for finding in report.findings where finding.severity == severity {
        let command = severity == .note ? "notice" : severity.rawValue
        let properties = [
          "file=" + escapePathProperty(report.relative(finding.location.path)),
          "line=\(finding.location.line)",
          "col=\(finding.location.column)",
          "title=" + escapeProperty("\(finding.ruleID) \(finding.ruleName)"),
        ]
        output += "::\(command) \(properties.joined(separator: ","))::\(escapeData(finding.message))\n"
      }
    }
    if report.count(.error) > 10 || report.count(.warning) > 10 {
      output += "GitHub shows the first 10 errors and 10 warnings per step as annotations; all \(report.findings.count) are listed above.\n"
    }
    return output
  }

  /// Message escaping: `%`, CR, LF, after every other control character is made visible.
  package static func escapeData(_ text: String) -> String {
    DisplayText.escaped(text, keepingNewlines: true).replacing("%", with: "%25").replacing("\r", with: "%0D")
      .replacing("\n", with: "%0A")
  }

  /// The `file=` property: the real path, with only the format's own escapes (`%`, CR, LF, `:`,
  /// `,`), so it names the file in the repository; the display escapes would name one that does
  /// not exist (a path's ESC is a byte of its name, not a terminal command here).
  package static func escapePathProperty(_ path: String) -> String {
    path.replacing("%", with: "%25").replacing("\r", with: "%0D").replacing("\n", with: "%0A")
      .replacing(":", with: "%3A").replacing(",", with: "%2C")
  }

  /// Property escaping: also `:` and `,`.
  package static func escapeProperty(_ text: String) -> String {
    escapeData(text).replacing(":", with: "%3A").replacing(",", with: "%2C")
  }
}
