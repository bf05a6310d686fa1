import ExtensionManifest

/// EN302: the Family Controls entitlement is Boolean true.
enum FamilyControlsNotTrue: LintRule {
  static let description = RuleDescription(
    id: "EN302",
    name: "family-controls-not-true",
    summary: "`com.apple.developer.family-controls` is present but not `<true/>`.",
    rationale: "The entitlement is a Boolean; `<false/>` or a string grants nothing and mismatches the provisioning profile.",
    evidence: "Apple documentation: com.apple.developer.family-controls, type Boolean.",
    layer: .runtime,
    severity: .error,
    fix: "Write `<key>com.apple.developer.family-controls</key><true/>`.",
    passing: [.extension("<key>CFBundleName</key>\n<string>Shield</string>", entitlements: "<key>com.apple.developer.family-controls</key>\n<true/>")],
    failing: [
      .extension("<key>CFBundleName</key>\n<string>Shield</string>", entitlements: "<key>com.apple.developer.family-controls</key>\n1️⃣<string>YES</string>"),
      .extension("<key>CFBundleName</key>\n<string>Shield</string>", entitlements: "<key>com.apple.developer.family-controls</key>\n1️⃣<false/>"),
    ]
  )

  static func check(_ project: LintProject) -> [Finding] {
    project.targets.compactMap { target in
      guard let node = target.entitlements?.root?[FamilyControlsMissing.key], node.bool != true else { return nil }
      let shown = node.bool == false ? "false" : node.typeNameWithArticle
      return Finding(description, "\(FamilyControlsMissing.key) must be <true/>, not \(shown)", at: node.location, keyPath: node.keyPath)
    }
  }
}
