import ExtensionManifest

/// AX101: every bundle has a bundle identifier.
enum BundleIdentifierMissing: LintRule {
  static let description = RuleDescription(
    id: "AX101",
    name: "bundle-id-missing",
    summary: "`CFBundleIdentifier` is absent or empty.",
    rationale: "A bundle without an identifier cannot be installed, signed or registered as an extension.",
    evidence: "installd refuses the bundle; App Store Connect: ITMS-90360 \"Missing Info.plist value\".",
    layer: .install,
    severity: .error,
    fix: "Add `<key>CFBundleIdentifier</key><string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>` and set PRODUCT_BUNDLE_IDENTIFIER.",
    passing: [.extension("<key>CFBundleIdentifier</key>\n<string>com.example.app.ShieldAction</string>")],
    failing: [
      .extension("1️⃣<dict>\n  <key>CFBundleName</key>\n  <string>Shield</string>\n</dict>"),
      .extension("<key>CFBundleIdentifier</key>\n1️⃣<string></string>"),
    ]
  )

  static func check(_ project: LintProject) -> [Finding] {
    RequiredKey.check(description, key: "CFBundleIdentifier", in: project, consequence: "the bundle cannot be installed")
  }
}
