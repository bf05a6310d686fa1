import ExtensionManifest

/// AX202: the extension dictionary names its point.
enum ExtensionPointMissing: LintRule {
  static let description = RuleDescription(
    id: "AX202",
    name: "extension-point-missing",
    summary: "`NSExtension` has no `NSExtensionPointIdentifier` (or `EXAppExtensionAttributes` no `EXExtensionPointIdentifier`).",
    rationale: "The point identifier is how the system knows what the extension does; without it nothing calls it.",
    evidence: "App Store Connect: \"Missing Info.plist value. A value for the key 'NSExtensionPointIdentifier' … is required.\"",
    layer: .upload,
    severity: .error,
    fix: "Add `<key>NSExtensionPointIdentifier</key><string>com.apple.ManagedSettings.shield-action-service</string>` (or the point you build).",
    blocksLaunch: true,
    passing: [
      .extension("<key>NSExtension</key>\n<dict>\n  <key>NSExtensionPointIdentifier</key>\n  <string>com.apple.ManagedSettings.shield-action-service</string>\n</dict>")
    ],
    failing: [
      .extension("<key>NSExtension</key>\n1️⃣<dict>\n  <key>NSExtensionPrincipalClass</key>\n  <string>$(PRODUCT_MODULE_NAME).Shield</string>\n</dict>")
    ]
  )

  static func check(_ project: LintProject) -> [Finding] {
    var findings: [Finding] = []
    for target in project.extensionsWithInfo {
      if let dictionary = target.nsExtension, dictionary.entries != nil, dictionary["NSExtensionPointIdentifier"] == nil {
        findings.append(Finding(description, "NSExtension has no NSExtensionPointIdentifier", at: dictionary.location, keyPath: "NSExtension"))
      }
      if let dictionary = target.extensionKitAttributes, dictionary.entries != nil, dictionary["EXExtensionPointIdentifier"] == nil {
        findings.append(
          Finding(description, "EXAppExtensionAttributes has no EXExtensionPointIdentifier", at: dictionary.location, keyPath: "EXAppExtensionAttributes")
        )
      }
    }
    return findings
  }
}
