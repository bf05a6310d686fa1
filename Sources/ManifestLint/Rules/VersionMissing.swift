import ExtensionManifest

/// AX120: every bundle has both version keys.
enum VersionMissing: LintRule {
  static let description = RuleDescription(
    id: "AX120",
    name: "version-missing",
    summary: "`CFBundleVersion` or `CFBundleShortVersionString` is absent or empty.",
    rationale: "Both are required in every bundle of an upload, extensions included.",
    evidence: "ITMS-90056 \"The Info.plist file is missing the required key: CFBundleVersion\"; ITMS-90057 (CFBundleShortVersionString); installd 33.",
    layer: .upload,
    severity: .error,
    fix: "Add `<string>$(CURRENT_PROJECT_VERSION)</string>` and `<string>$(MARKETING_VERSION)</string>` and set both settings.",
    passing: [
      .extension("<key>CFBundleVersion</key>\n<string>1</string>\n<key>CFBundleShortVersionString</key>\n<string>1.0</string>")
    ],
    failing: [
      .extension("1️⃣2️⃣<dict>\n  <key>CFBundleName</key>\n  <string>Shield</string>\n</dict>"),
      .extension("<key>CFBundleVersion</key>\n<string>1</string>\n<key>CFBundleShortVersionString</key>\n1️⃣<string></string>"),
    ]
  )

  static func check(_ project: LintProject) -> [Finding] {
    RequiredKey.check(description, key: "CFBundleVersion", in: project, consequence: "App Store Connect rejects the upload (ITMS-90056)")
      + RequiredKey.check(
        description, key: "CFBundleShortVersionString", in: project, consequence: "App Store Connect rejects the upload (ITMS-90057)")
  }
}
