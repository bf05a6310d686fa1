import ExtensionManifest

/// LN002: every inline suppression names known rules and gives a reason.
enum SuppressionIsWellFormed: LintRule {
  static let description = RuleDescription(
    id: "LN002",
    name: "suppression-malformed",
    summary: "An `extension-host:ignore` comment has no reason, or names no rule or an unknown one.",
    rationale: "A suppression without a reason cannot be reviewed; one without a rule would hide everything. Such a comment suppresses nothing.",
    evidence: "Linter practice (yamllint reason comments, hadolint ignore pragmas).",
    layer: .linter,
    severity: .warning,
    fix: "Write `<!-- extension-host:ignore RULE-ID why it is acceptable -->`.",
    passing: [
      .extension(
        "<key>NSExtension</key>\n<dict>\n  <!-- extension-host:ignore principal-class-unqualified registered with @objc(Shield) -->\n  <key>NSExtensionPrincipalClass</key>\n  <string>Shield</string>\n</dict>")
    ],
    failing: [
      .extension(
        "<key>NSExtension</key>\n<dict>\n  1️⃣<!-- extension-host:ignore AX206 -->\n  <key>NSExtensionPrincipalClass</key>\n  <string>Shield</string>\n</dict>"),
      .extension("1️⃣<!-- extension-host:ignore AX999 no such rule -->\n<key>CFBundleName</key>\n<string>Shield</string>"),
    ]
  )

  static func check(_ project: LintProject) -> [Finding] { [] }

  /// The engine's findings for one suppression.
  static func findings(for suppression: Suppression, enabled: Set<String>) -> [Finding] {
    guard enabled.contains(description.id) else { return [] }
    if !suppression.unknownNames.isEmpty {
      return [Finding(description, "unknown rule \(suppression.unknownNames.map { "'\($0)'" }.joined(separator: ", ")) in this suppression", at: suppression.location)]
    }
    if suppression.ruleIDs.isEmpty {
      return [Finding(description, "this suppression names no rule", at: suppression.location)]
    }
    if suppression.reason.isEmpty {
      return [Finding(description, "this suppression gives no reason, so it is ignored", at: suppression.location)]
    }
    return []
  }
}
