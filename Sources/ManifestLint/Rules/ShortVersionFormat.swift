import ExtensionManifest

/// AX121: the short version is at most three non-negative integers.
enum ShortVersionFormat: LintRule {
  static let description = RuleDescription(
    id: "AX121",
    name: "short-version-format",
    summary: "`CFBundleShortVersionString` is not one to three period-separated non-negative integers.",
    rationale: "App Store Connect accepts only `1`, `1.2` or `1.2.3`: no `-beta`, no fourth component.",
    evidence: "ITMS-90060 \"This bundle is invalid. The value for key CFBundleShortVersionString … must be a period-separated list of at most three non-negative integers.\"",
    layer: .upload,
    severity: .error,
    fix: "Use `1.2.3`; keep build metadata in CFBundleVersion.",
    passing: [.extension("<key>CFBundleShortVersionString</key>\n<string>2.16.0</string>")],
    failing: [
      .extension("<key>CFBundleShortVersionString</key>\n1️⃣<string>1.0-beta</string>"),
      .extension("<key>CFBundleShortVersionString</key>\n1️⃣<string>1.2.3.4</string>"),
    ]
  )

  static func check(_ project: LintProject) -> [Finding] {
    project.bundleTargets.compactMap { target in
      guard let value = target.infoValue("CFBundleShortVersionString"), let version = value.text, !version.isEmpty,
        value.expansion?.unresolved.isEmpty ?? true, [Int](version: version) == nil
      else { return nil }
      return Finding(description, "'\(version)' is not 1 to 3 period-separated integers", at: value.location, keyPath: "CFBundleShortVersionString")
    }
  }
}
