import HostProtocol
import ExtensionManifest

/// AX123: `MinimumOSVersion` parses and is at least what the extension point's frameworks need.
enum MinimumOSVersion: LintRule {
  static let description = RuleDescription(
    id: "AX123",
    name: "minimum-os",
    summary: "`MinimumOSVersion` is not a version, or is below what the extension point needs (15.0 for shields and the monitor, 16.0 for the report).",
    rationale: "ManagedSettings, ManagedSettingsUI and DeviceActivity exist from iOS 15.0, DeviceActivityReport from 16.0; a lower minimum promises an extension that cannot load.",
    evidence: "swift-build: \"MinimumOSVersion 'x' is not a valid version.\" (error); ITMS-90362 invalid MinimumOSVersion; Apple's framework availability.",
    layer: .build,
    severity: .error,
    fix: "Set IPHONEOS_DEPLOYMENT_TARGET (or MinimumOSVersion) to at least the point's floor.",
    passing: [
      .extension(
        "<key>MinimumOSVersion</key>\n<string>16.0</string>\n<key>NSExtension</key>\n<dict>\n  <key>NSExtensionPointIdentifier</key>\n  <string>com.apple.ManagedSettings.shield-action-service</string>\n</dict>"
      )
    ],
    failing: [
      .extension(
        "<key>MinimumOSVersion</key>\n1️⃣<string>14.0</string>\n<key>NSExtension</key>\n<dict>\n  <key>NSExtensionPointIdentifier</key>\n  <string>com.apple.ManagedSettings.shield-action-service</string>\n</dict>"
      ),
      .extension("<key>MinimumOSVersion</key>\n1️⃣<string>fifteen</string>"),
    ]
  )

  static func check(_ project: LintProject) -> [Finding] {
    project.bundleTargets.compactMap { target in
      guard let value = target.infoValue("MinimumOSVersion"), let text = value.text, !text.isEmpty,
        value.expansion?.unresolved.isEmpty ?? true
      else { return nil }
      guard let version = [Int](version: text) else {
        return Finding(description, "MinimumOSVersion '\(text)' is not a valid version", at: value.location, keyPath: "MinimumOSVersion")
      }
      guard let point = target.extensionPoint, version.isLower(than: point.minimumOS) else { return nil }
      let floor = point.minimumOS.map(String.init).joined(separator: ".")
      return Finding(
        description,
        "MinimumOSVersion \(text) is below \(floor), the first iOS with the \(point.title) extension point",
        at: value.location,
        keyPath: "MinimumOSVersion"
      )
    }
  }
}
