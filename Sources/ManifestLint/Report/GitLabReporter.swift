import ExtensionManifest
import HostProtocol

/// GitLab Code Quality (`artifacts:reports:codequality`): description, check_name, a stable
/// fingerprint (path, rule, key path, occurrence; no line numbers, so moved lines keep their
/// identity), severity and a relative location.
enum GitLabReporter {
  static func render(_ report: LintReport) throws -> String {
    var occurrences: [String: Int] = [:]
    let issues = report.findings.map { finding in
      let path = report.relative(finding.location.path)
      let key = "\(path)|\(finding.ruleID)|\(finding.keyPath)"
      occurrences[key, default: 0] += 1
      return Issue(
        description: "\(finding.message) [\(finding.ruleID)]", checkName: finding.ruleID,
        fingerprint: LintReport.fingerprint(key + "|\(occurrences[key] ?? 1)"), severity: Issue.severity(finding.severity),
        location: Issue.Location(path: path, lines: Issue.Lines(begin: finding.location.line)))
    }
    return try ReportJSON.text(issues)
  }

  /// One Code Quality issue, with GitLab's member names.
  private struct Issue: Encodable {
    struct Lines: Encodable {
      var begin: Int
    }

    struct Location: Encodable {
      var path: String
      var lines: Lines
    }

    var description: String
    var checkName: String
    var fingerprint: String
    var severity: String
    var location: Location

    enum CodingKeys: String, CodingKey {
      case description, checkName = "check_name", fingerprint, severity, location
    }

    /// GitLab's name for a severity.
    static func severity(_ severity: Severity) -> String {
      switch severity {
      case .error: "major"
      case .warning: "minor"
      case .note: "info"
      }
    }
  }
}
