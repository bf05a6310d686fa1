import ExtensionManifest

/// JUnit XML (GitLab, Jenkins, Azure, Buildkite): one suite per checked file, one failing test
/// case per finding (named with file and line, since GitLab keeps only the first of duplicate
/// names), one passing case for a clean file.
enum JUnitReporter {
  static func render(_ report: LintReport) -> String {
    var byFile: [String: [Finding]] = [:]
    for file in report.files { byFile[report.relative(file)] = [] }
    for finding in report.findings { byFile[report.relative(finding.location.path), default: []].append(finding) }
    let failures = report.findings.count
    let tests = byFile.values.reduce(0) { $0 + max(1, $1.count) }
    var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    output += "<testsuites name=\"extension-host lint\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\">\n"
    for path in byFile.keys.sorted() {
      let findings = byFile[path] ?? []
      output += "  <testsuite name=\"\(escape(path))\" tests=\"\(max(1, findings.count))\" failures=\"\(findings.count)\" errors=\"0\" skipped=\"0\">\n"
      if findings.isEmpty {
        output += "    <testcase classname=\"lint\" name=\"\(escape(path))\" file=\"\(escape(path))\"/>\n"
      }
      for finding in findings {
        let name = "\(path):\(finding.location.line) \(finding.ruleName)"
        output += "    <testcase classname=\"\(finding.ruleID)\" name=\"\(escape(name))\" file=\"\(escape(path))\" line=\"\(finding.location.line)\">\n"
        let body = "\(path):\(finding.location.line):\(finding.location.column): \(finding.message)\nfix: \(report.rule(finding)?.fix ?? "")"
        output += "      <failure type=\"\(finding.severity.rawValue)\" message=\"\(escape(finding.message))\">\(escape(body))</failure>\n"
        output += "    </testcase>\n"
      }
      output += "  </testsuite>\n"
    }
    return output + "</testsuites>\n"
  }

  static func escape(_ text: String) -> String { XMLText.escapeContent(text) }

}
