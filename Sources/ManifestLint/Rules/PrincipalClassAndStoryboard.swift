import ExtensionManifest

/// AX204: principal class and storyboard are mutually exclusive.
enum PrincipalClassAndStoryboard: LintRule {
  static let description = RuleDescription(
    id: "AX204",
    name: "principal-class-and-storyboard",
    summary: "`NSExtension` has both `NSExtensionPrincipalClass` and `NSExtensionMainStoryboard`.",
    rationale: "The two keys are alternative entry points; with both, the system does not load the extension.",
    evidence: "Apple documentation (NSExtensionPrincipalClass): \"If the app extension's Info.plist file contains both keys, the system won't load the extension.\"",
    layer: .runtime,
    severity: .error,
    fix: "Keep NSExtensionPrincipalClass for shield and monitor extensions; delete NSExtensionMainStoryboard.",
    blocksLaunch: true,
    passing: [
      .extension("<key>NSExtension</key>\n<dict>\n  <key>NSExtensionPrincipalClass</key>\n  <string>$(PRODUCT_MODULE_NAME).Shield</string>\n</dict>")
    ],
    failing: [
      .extension(
        "<key>NSExtension</key>\n<dict>\n  <key>NSExtensionPrincipalClass</key>\n  <string>$(PRODUCT_MODULE_NAME).Shield</string>\n  <key>NSExtensionMainStoryboard</key>\n  1️⃣<string>MainInterface</string>\n</dict>"
      )
    ]
  )

  static func check(_ project: LintProject) -> [Finding] {
    project.extensionsWithInfo.compactMap { target in
      guard let dictionary = target.nsExtension, dictionary["NSExtensionPrincipalClass"] != nil,
        let storyboard = dictionary["NSExtensionMainStoryboard"]
      else { return nil }
      return Finding(
        description, "NSExtension sets both NSExtensionPrincipalClass and NSExtensionMainStoryboard; the extension will not load",
        at: storyboard.location, keyPath: storyboard.keyPath)
    }
  }
}
