import ExtensionManifest

/// AX122: an extension's versions equal its app's.
enum VersionMismatchHost: LintRule {
  static let description = RuleDescription(
    id: "AX122",
    name: "version-mismatch-host",
    summary: "An extension's `CFBundleVersion` or `CFBundleShortVersionString` differs from its app's.",
    rationale: "App Store Connect warns on every upload until they match; Xcode's export can rewrite them, a CI build often does not.",
    evidence: "ITMS-90473 \"CFBundleShortVersionString Mismatch - The CFBundleShortVersionString value '1.0' of extension … does not match … of its containing iOS application\" (a warning).",
    layer: .upload,
    severity: .warning,
    fix: "Set MARKETING_VERSION and CURRENT_PROJECT_VERSION once at project level and use them in every target.",
    passing: [
      .app(
        "<key>CFBundleShortVersionString</key>\n<string>2.1</string>\n<key>CFBundleVersion</key>\n<string>7</string>",
        extension: "<key>CFBundleShortVersionString</key>\n<string>2.1</string>\n<key>CFBundleVersion</key>\n<string>7</string>"
      )
    ],
    failing: [
      .app(
        "<key>CFBundleShortVersionString</key>\n<string>2.1</string>\n<key>CFBundleVersion</key>\n<string>7</string>",
        extension: "<key>CFBundleShortVersionString</key>\n1️⃣<string>1.0</string>\n<key>CFBundleVersion</key>\n2️⃣<string>1</string>"
      )
    ]
  )

  static func check(_ project: LintProject) -> [Finding] {
    var findings: [Finding] = []
    for target in project.extensionTargets {
      guard let host = project.host(of: target) else { continue }
      for key in ["CFBundleShortVersionString", "CFBundleVersion"] {
        guard let mine = target.infoValue(key), let version = mine.text, !version.isEmpty,
          let hostVersion = host.infoValue(key)?.text, !hostVersion.isEmpty, version != hostVersion
        else { continue }
        findings.append(
          Finding(description, "\(key) '\(version)' differs from '\(hostVersion)' of the app '\(host.name)'", at: mine.location, keyPath: key)
        )
      }
    }
    return findings
  }
}
