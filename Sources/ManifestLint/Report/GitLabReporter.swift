import ExtensionManifest

/// GitLab Code Quality (`artifacts:reports:codequality`): description, check_name, a stable
/// fingerprint (path, rule, key path, occurrence; no line numbers, so moved lines keep their
/// identity), severity and a relative location.
enum GitLabReporter {
  static func render(_ report: LintReport) -> String {
    var occurrences: [String: Int] = [:]
    let issues: [JSONValue] = report.findings.map { finding in
      let path = report.relative(finding.location.path)
      let key = "\(path)|\(finding.ruleID)|\(finding.keyPath)"
      occurrences[key, default: 0] += 1
      let severity: String
      switch finding.severity {
      case .error: severity = "major"
      case .warning: severity = "minor"
      case .note: severity = "info"
      }
      return .object([
        ("description", .string("\(finding.message) [\(finding.ruleID)]")),
        ("check_name", .string(finding.ruleID)),
        ("fingerprint", .string(LintReport.fingerprint(key + "|\(occurrences[key] ?? 1)"))),
        ("severity", .string(severity)),
        ("location", .object([("path", .string(path)), ("lines", .object([("begin", .number(finding.location.line))]))])),
      ])
    }
    return JSONValue.array(issues).rendered() + "\n"
  }
}
