import ExtensionManifest

/// PL004: known Info.plist keys hold the type Apple expects (`InfoPlistTypes`, shared with the
/// commands that read them).
enum PlistWrongType: LintRule {
  static let description = RuleDescription(
    id: "PL004",
    name: "plist-wrong-type",
    summary: "A known Info.plist key holds the wrong type (a number for CFBundleVersion, a string for NSExtension, an array for a scene's delegate class…).",
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
      .app(
        "<key>UIApplicationSceneManifest</key>\n<dict>\n<key>UIApplicationSupportsMultipleScenes</key>\n1️⃣<string>NO</string>\n"
          + "<key>UISceneConfigurations</key>\n<dict>\n<key>UIWindowSceneSessionRoleApplication</key>\n<array>\n<dict>\n"
          + "<key>UISceneDelegateClassName</key>\n2️⃣<array/>\n</dict>\n</array>\n</dict>\n</dict>",
        extension: "<key>CFBundleVersion</key>\n<string>1</string>"),
    ]
  )

  static func check(_ project: LintProject) -> [Finding] {
    var findings: [Finding] = []
    for target in project.targets {
      guard let root = target.info?.root else { continue }
      for (node, expected) in InfoPlistTypes.mismatches(in: root) {
        findings.append(
          Finding(
            description, "'\(node.keyPath)' must be \(PlistNode.withArticle(expected)), not \(node.typeNameWithArticle)",
            at: node.location, keyPath: node.keyPath))
      }
    }
    return findings
  }
}
