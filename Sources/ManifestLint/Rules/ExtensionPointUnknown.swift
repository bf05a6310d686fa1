import HostProtocol
import ExtensionManifest

/// AX203: the extension point exists.
enum ExtensionPointUnknown: LintRule {
  static let description = RuleDescription(
    id: "AX203",
    name: "extension-point-unknown",
    summary: "The extension-point identifier is not one that exists; suggests the likely one.",
    rationale: """
      A wrong identifier builds and may even run in development, then fails at upload or is never launched: \
      `com.apple.ManagedSettingsUI.shield-action-service` (the action point has no UI), invented ones like \
      `com.apple.shieldaction`, `com.apple.deviceactivity.monitor` without `-extension`.
      """,
    evidence: "App Store Connect 90349 \"The value of the NSExtensionPointIdentifier key, com.apple.ManagedSettingsUI.shield-action-service, … is invalid\" (forum thread 814945); installd 0xe80000b1.",
    layer: .upload,
    severity: .error,
    fix: "Use the exact identifier: com.apple.ManagedSettings.shield-action-service, com.apple.ManagedSettingsUI.shield-configuration-service, com.apple.deviceactivity.monitor-extension, com.apple.deviceactivityui.report-extension.",
    blocksLaunch: true,
    passing: [
      .extension("<key>NSExtension</key>\n<dict>\n  <key>NSExtensionPointIdentifier</key>\n  <string>com.apple.ManagedSettingsUI.shield-configuration-service</string>\n</dict>")
    ],
    failing: [
      .extension("<key>NSExtension</key>\n<dict>\n  <key>NSExtensionPointIdentifier</key>\n  1️⃣<string>com.apple.ManagedSettingsUI.shield-action-service</string>\n</dict>"),
      .extension("<key>NSExtension</key>\n<dict>\n  <key>NSExtensionPointIdentifier</key>\n  1️⃣<string>com.apple.deviceactivity.monitor</string>\n</dict>"),
      .extension("<key>NSExtension</key>\n<dict>\n  <key>NSExtensionPointIdentifier</key>\n  1️⃣<string>com.apple.shieldaction</string>\n</dict>"),
    ]
  )

  static func check(_ project: LintProject) -> [Finding] {
    project.extensionsWithInfo.compactMap { target in
      guard let node = target.extensionPointNode, let identifier = target.extensionPointIdentifier, !identifier.isEmpty,
        !ExtensionPoint.isKnown(identifier)
      else { return nil }
      let message = "'\(identifier)' is not an extension point" + ExtensionPoint.didYouMean(identifier)
      return Finding(description, message, at: node.location, keyPath: node.keyPath)
    }
  }
}
