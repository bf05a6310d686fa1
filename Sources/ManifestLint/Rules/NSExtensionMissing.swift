import ExtensionManifest

/// AX201: an extension declares its point.
enum NSExtensionMissing: LintRule {
  static let description = RuleDescription(
    id: "AX201",
    name: "nsextension-missing",
    summary: "An extension's Info.plist has neither `NSExtension` nor `EXAppExtensionAttributes`.",
    rationale: "Without either dictionary the system does not know the bundle is an extension: it never registers and never runs.",
    evidence: "pluginkit does not list the extension; App Store Connect \"Missing Info.plist value … NSExtensionPointIdentifier\".",
    layer: .install,
    severity: .error,
    fix: "Add an `NSExtension` dictionary with `NSExtensionPointIdentifier` and `NSExtensionPrincipalClass`.",
    passing: [
      .extension("<key>NSExtension</key>\n<dict>\n  <key>NSExtensionPointIdentifier</key>\n  <string>com.apple.ManagedSettings.shield-action-service</string>\n</dict>")
    ],
    failing: [.extension("1️⃣<dict>\n  <key>CFBundleName</key>\n  <string>Shield</string>\n</dict>")]
  )

  static func check(_ project: LintProject) -> [Finding] {
    project.extensionsWithInfo.compactMap { target in
      guard target.nsExtension == nil, target.extensionKitAttributes == nil else { return nil }
      return Finding(description, "'\(target.name)' is an extension but its Info.plist has no NSExtension dictionary", at: target.infoLocation)
    }
  }
}
