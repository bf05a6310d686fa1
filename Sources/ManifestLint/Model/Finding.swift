package import ExtensionManifest

/// One problem a rule found: a value, never thrown.
package struct Finding: Sendable, Hashable {
  /// The rule's stable identifier (`AX203`).
  package let ruleID: String
  /// The rule's kebab-case name (`extension-point-unknown`).
  package let ruleName: String
  /// The severity after configuration.
  package var severity: Severity
  /// One sentence for a person; names the value and, where it helps, the fix.
  package let message: String
  /// Where the problem is.
  package let location: SourceLocation
  /// The plist key path the finding is about (for baselines and suppressions); `""` for the
  /// file or target as a whole.
  package let keyPath: String
  /// Set when an inline comment or the baseline suppressed it (reported only by SARIF).
  package var suppression: String?

  /// Creates a finding for `rule`, at the rule's default severity unless `severity` is given.
  package init(
    _ rule: RuleDescription,
    _ message: String,
    at location: SourceLocation,
    keyPath: String = "",
    severity: Severity? = nil
  ) {
    self.ruleID = rule.id
    self.ruleName = rule.name
    self.severity = severity ?? rule.severity
    self.message = message
    self.location = location
    self.keyPath = keyPath
  }

  /// Orders by path, line, column, then rule ID and message: the order every report uses.
  package static func precedes(_ lhs: Finding, _ rhs: Finding) -> Bool {
    if lhs.location != rhs.location { return lhs.location < rhs.location }
    if lhs.ruleID != rhs.ruleID { return lhs.ruleID < rhs.ruleID }
    return lhs.message < rhs.message
  }
}
