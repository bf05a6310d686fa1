import HostProtocol
import ExtensionManifest

/// AX208: `NSExtension` holds only keys that exist.
enum NSExtensionUnknownKey: LintRule {
  static let description = RuleDescription(
    id: "AX208",
    name: "nsextension-unknown-key",
    summary: "`NSExtension` has a legacy key (`NSExtensionPointName`, `NSExtensionPointVersion`) or, for Screen Time points, a key they do not read.",
    rationale: "Legacy keys are rejected at upload; unknown keys in a shield extension are usually misspellings of the ones that matter.",
    evidence: "ITMS-90363 \"Invalid info.plist key. The key 'NSExtensionPointName' … is invalid.\"",
    layer: .upload,
    severity: .warning,
    fix: "Delete the key, or correct its spelling.",
    passing: [
      .extension("<key>NSExtension</key>\n<dict>\n  <key>NSExtensionPointIdentifier</key>\n  <string>com.apple.ManagedSettings.shield-action-service</string>\n</dict>")
    ],
    failing: [
      .extension(
        "<key>NSExtension</key>\n<dict>\n  <key>NSExtensionPointIdentifier</key>\n  <string>com.apple.ManagedSettings.shield-action-service</string>\n  1️⃣<key>NSExtensionPointVersion</key>\n  <string>1.0</string>\n  2️⃣<key>NSExtensionPrincipleClass</key>\n  <string>$(PRODUCT_MODULE_NAME).Shield</string>\n</dict>"
      )
    ]
  )

  static let legacy: Set<String> = ["NSExtensionPointName", "NSExtensionPointVersion"]
  static let screenTimeKeys: Set<String> = [
    "NSExtensionPointIdentifier", "NSExtensionPrincipalClass", "NSExtensionMainStoryboard", "NSExtensionAttributes",
  ]

  static func check(_ project: LintProject) -> [Finding] {
    var findings: [Finding] = []
    for target in project.extensionsWithInfo {
      guard let entries = target.nsExtension?.entries else { continue }
      let strict = target.extensionPoint?.isScreenTime ?? false
      for entry in entries where legacy.contains(entry.key) || (strict && !screenTimeKeys.contains(entry.key)) {
        var message = "'\(entry.key)' is not an NSExtension key"
        if legacy.contains(entry.key) {
          message = "'\(entry.key)' is a legacy key App Store Connect rejects"
        } else if let near = screenTimeKeys.min(by: { EditDistance.between($0, entry.key) < EditDistance.between($1, entry.key) }),
          EditDistance.between(near, entry.key) <= 3
        {
          message += "; did you mean '\(near)'?"
        }
        findings.append(Finding(description, message, at: entry.keyLocation, keyPath: entry.value.keyPath))
      }
    }
    return findings
  }
}
