import HostProtocol
import ExtensionManifest

/// EN305: entitlement keys exist.
enum UnknownEntitlement: LintRule {
  static let description = RuleDescription(
    id: "EN305",
    name: "unknown-entitlement",
    summary: "An entitlement key does not exist (`com.apple.developer.deviceactivity`) or is a misspelling of one that does.",
    rationale: "An entitlement the provisioning profile cannot grant breaks code signing; a misspelled one grants nothing.",
    evidence: "Provisioning-profile mismatch reports for `com.apple.developer.deviceactivity` / `com.apple.developer.device-activity`, which Apple never defined.",
    layer: .build,
    severity: .warning,
    fix: "Delete the key, or correct it to the entitlement you meant.",
    passing: [.extension("<key>CFBundleName</key>\n<string>Shield</string>", entitlements: "<key>com.apple.developer.family-controls</key>\n<true/>")],
    failing: [
      .extension(
        "<key>CFBundleName</key>\n<string>Shield</string>",
        entitlements: "1️⃣<key>com.apple.developer.deviceactivity</key>\n<true/>\n2️⃣<key>com.apple.developer.familycontrols</key>\n<true/>")
    ]
  )

  static let phantom: Set<String> = [
    "com.apple.developer.deviceactivity", "com.apple.developer.device-activity", "com.apple.developer.deviceactivity.reporting",
    "com.apple.developer.managedsettings", "com.apple.developer.screen-time",
  ]

  static let known: [String] = [
    "com.apple.developer.family-controls", "com.apple.developer.family-controls.app-and-website-usage",
    "com.apple.security.application-groups", "keychain-access-groups", "aps-environment",
    "com.apple.developer.associated-domains", "com.apple.developer.icloud-container-identifiers",
    "com.apple.developer.icloud-services", "com.apple.developer.ubiquity-kvstore-identifier",
    "com.apple.developer.ubiquity-container-identifiers", "com.apple.developer.networking.networkextension",
    "com.apple.developer.networking.wifi-info", "com.apple.developer.healthkit", "com.apple.developer.homekit",
    "com.apple.developer.siri", "com.apple.developer.applesignin", "com.apple.developer.in-app-payments",
    "com.apple.developer.usernotifications.time-sensitive", "com.apple.developer.usernotifications.communication",
    "com.apple.developer.default-data-protection", "com.apple.developer.team-identifier", "application-identifier",
    "get-task-allow", "com.apple.developer.kernel.increased-memory-limit", "com.apple.developer.weatherkit",
    "com.apple.developer.push-to-talk", "com.apple.security.app-sandbox", "com.apple.security.network.client",
    "com.apple.developer.associated-appclip-app-identifiers", "com.apple.developer.nfc.readersession.formats",
    "com.apple.developer.game-center", "com.apple.developer.authentication-services.autofill-credential-provider",
  ]

  static func check(_ project: LintProject) -> [Finding] {
    var findings: [Finding] = []
    for target in project.targets {
      for entry in target.entitlements?.root?.entries ?? [] where !known.contains(entry.key) {
        if phantom.contains(entry.key) {
          findings.append(
            Finding(description, "'\(entry.key)' is not an entitlement; Screen Time needs only com.apple.developer.family-controls", at: entry.keyLocation, keyPath: entry.value.keyPath))
          continue
        }
        guard let near = known.min(by: { EditDistance.between($0, entry.key) < EditDistance.between($1, entry.key) }),
          EditDistance.between(near, entry.key) <= 3
        else { continue }
        findings.append(Finding(description, "'\(entry.key)' is not an entitlement; did you mean '\(near)'?", at: entry.keyLocation, keyPath: entry.value.keyPath))
      }
    }
    return findings
  }
}
