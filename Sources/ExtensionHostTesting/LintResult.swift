import ExtensionManifest
import ManifestLint

/// What `lint` found in the manifests: the findings, as `extension-host lint` reports them.
public struct LintResult: Sendable, CustomStringConvertible {
  /// How serious a finding is: errors fail lint; warnings only in strict mode.
  public enum Severity: String, Sendable, Comparable, CaseIterable {
    case note, warning, error

    /// Orders note < warning < error.
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }

    private var rank: Int {
      switch self {
      case .note: 0
      case .warning: 1
      case .error: 2
      }
    }
  }

  /// One problem a rule found.
  public struct Finding: Hashable, Sendable, CustomStringConvertible {
    /// The rule's stable identifier (`AX203`; see Documentation/LintRules.md).
    public var ruleID: String
    /// The rule's kebab-case name (`extension-point-unknown`).
    public var ruleName: String
    /// The severity after the configuration.
    public var severity: Severity
    /// One sentence, naming the value and the fix.
    public var message: String
    /// The file.
    public var path: String
    /// The 1-based line.
    public var line: Int
    /// The 1-based column.
    public var column: Int

    /// `path:line:column: error: message [AX203]`, as a compiler writes it.
    public var description: String { "\(path):\(line):\(column): \(severity): \(message) [\(ruleID)]" }
  }

  /// The findings, sorted by file, line and rule.
  public let findings: [Finding]
  /// The manifest files read.
  public let files: [String]
  /// The text report, as `extension-host lint` prints it.
  public let text: String

  init(_ report: LintReport) {
    findings = report.findings.map { finding in
      Finding(
        ruleID: finding.ruleID, ruleName: finding.ruleName,
        severity: Severity(rawValue: finding.severity.rawValue) ?? .error, message: finding.message,
        path: finding.location.path, line: finding.location.line, column: finding.location.column)
    }
    files = report.files
    text = report.text
  }

  /// The findings at `severity`.
  public func findings(_ severity: Severity) -> [Finding] { findings.filter { $0.severity == severity } }

  /// Whether lint passes: no errors (and, when `strict`, no warnings).
  public func passes(strict: Bool = false) -> Bool {
    findings.allSatisfy { $0.severity < (strict ? .warning : .error) }
  }

  /// The text report.
  public var description: String { text }
}
