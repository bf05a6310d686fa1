import HostProtocol
import ExtensionManifest

/// EN301: Screen Time extensions and their app carry the Family Controls entitlement.
enum FamilyControlsMissing: LintRule {
  static let description = RuleDescription(
    id: "EN301",
    name: "family-controls-missing",
    summary: "A Screen Time extension (or the app that embeds one) lacks `com.apple.developer.family-controls`.",
    rationale: "Screen Time APIs work only in entitled processes, and distribution needs Apple's approval for the app and each extension's App ID.",
    evidence: "Apple: com.apple.developer.family-controls entitlement; forum thread 814945 (approval per bundle ID).",
    layer: .runtime,
    severity: .error,
    fix: "Add `<key>com.apple.developer.family-controls</key><true/>` to the target's .entitlements (and request the distribution entitlement).",
    passing: [
      .extension(
        "<key>NSExtension</key>\n<dict>\n  <key>NSExtensionPointIdentifier</key>\n  <string>com.apple.ManagedSettings.shield-action-service</string>\n</dict>",
        entitlements: "<key>com.apple.developer.family-controls</key>\n<true/>"
      )
    ],
    failing: [
      .extension(
        "<key>NSExtension</key>\n<dict>\n  <key>NSExtensionPointIdentifier</key>\n  <string>com.apple.ManagedSettings.shield-action-service</string>\n</dict>",
        entitlements: "1️⃣<dict>\n  <key>com.apple.security.application-groups</key>\n  <array/>\n</dict>"
      )
    ]
  )

  static let key = "com.apple.developer.family-controls"

  static func check(_ project: LintProject) -> [Finding] {
    var subjects: [(LintTarget, String)] = []
    var hosts = Set<String>()
    for target in project.extensionsWithInfo where target.extensionPoint?.isScreenTime == true {
      subjects.append((target, "the \(target.extensionPoint?.title ?? "Screen Time") extension '\(target.name)'"))
      if let host = project.host(of: target), hosts.insert(host.name).inserted {
        subjects.append((host, "'\(host.name)', which embeds Screen Time extensions,"))
      }
    }
    return subjects.compactMap { target, who in
      guard let entitlements = target.entitlements else {
        // A CODE_SIGN_ENTITLEMENTS that names no file is PL001's, at the setting: said once.
        if let named = target.settings.value(for: "CODE_SIGN_ENTITLEMENTS"), !named.isEmpty { return nil }
        return Finding(description, "\(who) has no .entitlements file, so no \(key) entitlement", at: target.infoLocation)
      }
      guard let root = entitlements.root, root[key] == nil else { return nil }
      return Finding(description, "\(who) lacks the \(key) entitlement", at: root.location)
    }
  }
}
