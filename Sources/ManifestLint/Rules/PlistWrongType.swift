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
    blocksLaunch: true,
    passing: [.extension("<key>CFBundleVersion</key>\n<string>1</string>")],
    failing: [
      .extension("<key>CFBundleVersion</key>\n1️⃣<integer>1</integer>"),
      .extension("<key>NSExtension</key>\n1️⃣<string>com.apple.ManagedSettings.shield-action-service</string>"),
      .extension("<key>NSExtension</key>\n<dict>\n<key>NSExtensionPointIdentifier</key>\n1️⃣<integer>3</integer>\n</dict>"),
    ]
  )

  /// Top-level keys and the type name each must have.
  static let topLevel: [String: String] = [
    "CFBundleIdentifier": "string", "CFBundleVersion": "string", "CFBundleShortVersionString": "string",
    "CFBundleExecutable": "string", "CFBundleName": "string", "CFBundleDisplayName": "string",
    "CFBundlePackageType": "string", "CFBundleDevelopmentRegion": "string", "MinimumOSVersion": "string",
    "LSRequiresIPhoneOS": "boolean", "NSExtension": "dictionary", "EXAppExtensionAttributes": "dictionary",
  ]

  /// Keys inside `NSExtension` and `EXAppExtensionAttributes` and the type name each must have.
  static let nested: [String: String] = [
    "NSExtensionPointIdentifier": "string", "NSExtensionPrincipalClass": "string", "NSExtensionMainStoryboard": "string",
    "NSExtensionAttributes": "dictionary", "EXExtensionPointIdentifier": "string",
  ]

  static func check(_ project: LintProject) -> [Finding] {
    var findings: [Finding] = []
    func verify(_ entry: PlistEntry, expected: String?) {
      guard let expected, entry.value.typeName != expected else { return }
      let keyPath = entry.value.keyPath
      findings.append(
        Finding(description, "'\(keyPath)' must be \(PlistNode.withArticle(expected)), not \(entry.value.typeNameWithArticle)", at: entry.value.location, keyPath: keyPath))
    }
    for target in project.targets {
      for entry in target.info?.root?.entries ?? [] {
        verify(entry, expected: topLevel[entry.key])
        guard entry.key == "NSExtension" || entry.key == "EXAppExtensionAttributes" else { continue }
        for inner in entry.value.entries ?? [] { verify(inner, expected: nested[inner.key]) }
      }
    }
    return findings
  }
}
