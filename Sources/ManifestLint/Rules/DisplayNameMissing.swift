import ExtensionManifest

/// AX113: every extension has a display name.
enum DisplayNameMissing: LintRule {
  static let description = RuleDescription(
    id: "AX113",
    name: "display-name-missing",
    summary: "An extension's `CFBundleDisplayName` is absent or empty.",
    rationale: "App Store Connect requires a display name in every app extension; an undefined `$(BUNDLE_DISPLAY_NAME)` fails the same way.",
    evidence: "ITMS-90360 \"Missing Info.plist value - A value for the key 'CFBundleDisplayName' in bundle …/NSE.appex is required.\"",
    layer: .upload,
    severity: .error,
    fix: "Add `<key>CFBundleDisplayName</key><string>Focus Shield</string>` (or INFOPLIST_KEY_CFBundleDisplayName).",
    passing: [.extension("<key>CFBundleDisplayName</key>\n<string>Focus Shield</string>")],
    failing: [.extension("1️⃣<dict>\n  <key>CFBundleName</key>\n  <string>Shield</string>\n</dict>")]
  )

  static func check(_ project: LintProject) -> [Finding] {
    RequiredKey.check(description, key: "CFBundleDisplayName", in: project, consequence: "App Store Connect rejects the upload") {
      $0.kind.isExtension
    }
  }
}
