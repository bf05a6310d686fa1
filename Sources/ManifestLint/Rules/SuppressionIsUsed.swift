import ExtensionManifest

/// LN001: every inline suppression silences something.
enum SuppressionIsUsed: LintRule {
  static let description = RuleDescription(
    id: "LN001",
    name: "suppression-unused",
    summary: "An `extension-host:ignore` comment silences no finding.",
    rationale: "A stale suppression hides the next real problem at that key; remove it once the finding is fixed.",
    evidence: "Linter practice (SwiftLint superfluous_disable_command).",
    layer: .linter,
    severity: .warning,
    fix: "Delete the comment.",
    passing: [
      .extension(
        "<key>NSExtension</key>\n<dict>\n  <!-- extension-host:ignore AX206 registered with @objc(ShieldActionExtension) -->\n  <key>NSExtensionPrincipalClass</key>\n  <string>ShieldActionExtension</string>\n</dict>")
    ],
    failing: [
      .extension(
        "1️⃣<!-- extension-host:ignore AX206 registered with @objc(ShieldActionExtension) -->\n<key>CFBundleName</key>\n<string>Shield</string>")
    ]
  )

  static func check(_ project: LintProject) -> [Finding] { [] }

  /// The engine's findings for one suppression after it was applied.
  static func findings(for suppression: Suppression, used: Bool, enabled: Set<String>) -> [Finding] {
    var findings: [Finding] = []
    if enabled.contains(description.id), !used, !suppression.reason.isEmpty, !suppression.ruleIDs.isEmpty,
      suppression.ruleIDs.allSatisfy(enabled.contains)
    {
      findings.append(
        Finding(description, "this suppression of \(suppression.ruleIDs.joined(separator: ", ")) silences nothing", at: suppression.location))
    }
    findings += SuppressionIsWellFormed.findings(for: suppression, enabled: enabled)
    return findings
  }
}
