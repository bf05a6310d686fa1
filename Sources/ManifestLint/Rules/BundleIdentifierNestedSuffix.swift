import ExtensionManifest

/// AX104 (opt-in): the part after the app's prefix has no further dot.
enum BundleIdentifierNestedSuffix: LintRule {
  static let description = RuleDescription(
    id: "AX104",
    name: "bundle-id-nested-suffix",
    summary: "An extension's identifier has a `.` after its app's prefix (`com.app.ext.sub`).",
    rationale: "installd has a check for it; which extension points it applies to is not documented, so the rule is opt-in.",
    evidence: "installd -[MIAppExtensionBundle validateHasNoDotInBundleIDSuffix:], MIInstallerErrorDomain 89 (scope not verified).",
    layer: .install,
    severity: .warning,
    fix: "Drop the extra component: `com.example.app.ShieldAction`.",
    isOptIn: true,
    passing: [BundleIdentifierNotPrefixed.wellPrefixed],
    failing: [
      .app(
        "<key>CFBundleIdentifier</key>\n<string>com.example.app</string>",
        extension: "<key>CFBundleIdentifier</key>\n1️⃣<string>com.example.app.shield.action</string>"
      )
    ]
  )

  static func check(_ project: LintProject) -> [Finding] {
    project.extensionTargets.compactMap { target in
      guard let hostID = project.host(of: target)?.infoValue("CFBundleIdentifier")?.text, !hostID.isEmpty,
        let value = target.infoValue("CFBundleIdentifier"), let identifier = value.text,
        identifier.hasPrefix(hostID + "."), identifier.dropFirst(hostID.count + 1).contains(".")
      else { return nil }
      return Finding(description, "'\(identifier)' has a '.' after its app's prefix '\(hostID).'", at: value.location, keyPath: "CFBundleIdentifier")
    }
  }
}
