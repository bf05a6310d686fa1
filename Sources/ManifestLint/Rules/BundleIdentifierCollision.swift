import ExtensionManifest

/// AX105: no two bundles share an identifier.
enum BundleIdentifierCollision: LintRule {
  static let description = RuleDescription(
    id: "AX105",
    name: "bundle-id-collision",
    summary: "Two targets have the same `CFBundleIdentifier`.",
    rationale: "Identifiers must be unique within an app; a copied extension target that kept its identifier is the usual cause.",
    evidence: "ITMS-90685 \"CFBundleIdentifier Collision. There is more than one bundle with the CFBundleIdentifier value\"; installd 0xe80000b0.",
    layer: .upload,
    severity: .error,
    fix: "Give each target its own PRODUCT_BUNDLE_IDENTIFIER.",
    passing: [
      RuleExample([
        ("ShieldAction/Info.plist", "<key>CFBundleIdentifier</key>\n<string>com.example.app.ShieldAction</string>"),
        ("ShieldConfiguration/Info.plist", "<key>CFBundleIdentifier</key>\n<string>com.example.app.ShieldConfiguration</string>"),
      ])
    ],
    failing: [
      RuleExample([
        ("ShieldAction/Info.plist", "<key>CFBundleIdentifier</key>\n<string>com.example.app.Shield</string>"),
        ("ShieldConfiguration/Info.plist", "<key>CFBundleIdentifier</key>\n1️⃣<string>com.example.app.Shield</string>"),
      ])
    ]
  )

  static func check(_ project: LintProject) -> [Finding] {
    var seen: [String: LintTarget] = [:]
    var findings: [Finding] = []
    for target in project.bundleTargets {
      guard let value = target.infoValue("CFBundleIdentifier"), let identifier = value.text, !identifier.isEmpty else { continue }
      if let first = seen[identifier] {
        findings.append(
          Finding(description, "'\(identifier)' is also the identifier of '\(first.name)'", at: value.location, keyPath: "CFBundleIdentifier")
        )
      } else {
        seen[identifier] = target
      }
    }
    return findings
  }
}
