import ExtensionManifest

/// PL004: known Info.plist keys hold the type Apple expects.
enum PlistWrongType: LintRule {
  static let description = RuleDescription(
    id: "PL004",
    name: "plist-wrong-type",
    summary: "A known Info.plist key holds the wrong type (a number for CFBundleVersion, a string for NSExtension…).",
    rationale: """
      Apple's tools read these keys with a fixed type; a value of another type is treated as missing or rejects \
      the upload.
      """,
    evidence: "ITMS-90361 \"Invalid Info.plist value type\"; installd 40 \"has a CFBundleShortVersionString key with a non-string value\".",
    layer: .upload,
    severity: .error,
    fix: "Write the value with the expected element: `<string>1</string>`, `<dict>…</dict>`, `<true/>`.",
    passing: [.extension("<key>CFBundleVersion</key>\n<string>1</string>")],
    failing: [
      .extension("<key>CFBundleVersion</key>\n1️⃣<integer>1</integer>"),
      .extension("<key>NSExtension</key>\n1️⃣<string>com.apple.ManagedSettings.shield-action-service</string>"),
    ]
  )

  /// Key paths and the type name each must have.
  static let expected: [(keyPath: String, type: String)] = [
    ("CFBundleIdentifier", "string"), ("CFBundleVersion", "string"), ("CFBundleShortVersionString", "string"),
    ("CFBundleExecutable", "string"), ("CFBundleName", "string"), ("CFBundleDisplayName", "string"),
    ("CFBundlePackageType", "string"), ("CFBundleDevelopmentRegion", "string"), ("MinimumOSVersion", "string"),
    ("LSRequiresIPhoneOS", "boolean"), ("NSExtension", "dictionary"), ("NSExtension/NSExtensionPointIdentifier", "string"),
    ("NSExtension/NSExtensionPrincipalClass", "string"), ("NSExtension/NSExtensionMainStoryboard", "string"),
    ("NSExtension/NSExtensionAttributes", "dictionary"), ("EXAppExtensionAttributes", "dictionary"),
    ("EXAppExtensionAttributes/EXExtensionPointIdentifier", "string"),
  ]

  static func check(_ project: LintProject) -> [Finding] {
    var findings: [Finding] = []
    for target in project.targets {
      guard let root = target.info?.root else { continue }
      for (keyPath, type) in expected {
        guard let node = root.node(at: keyPath), node.typeName != type else { continue }
        findings.append(
          Finding(description, "'\(keyPath)' must be a \(type), not a \(node.typeName)", at: node.location, keyPath: keyPath)
        )
      }
    }
    return findings
  }
}
