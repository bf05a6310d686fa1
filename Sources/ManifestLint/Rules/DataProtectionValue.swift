import ExtensionManifest
import HostProtocol

/// EN306: `com.apple.developer.default-data-protection` takes one of Apple's three values, the
/// ones `ProtectionClass.entitlementValues` lists for lint and the host's device states alike.
enum DataProtectionValue: LintRule {
  static let description = RuleDescription(
    id: "EN306",
    name: "data-protection-value",
    summary: "`com.apple.developer.default-data-protection` is not one of `NSFileProtectionComplete`, `NSFileProtectionCompleteUnlessOpen`, `NSFileProtectionCompleteUntilFirstUserAuthentication`.",
    rationale: "The entitlement sets the data protection class of every file the target creates: whether an extension that runs while the device is locked (a monitor at midnight, after a restart) can read its App Group. Any other value (`NSFileProtectionNone`, a typo, a Boolean) mismatches the provisioning profile's Data Protection capability, so the build is not signed, and says nothing about when the files open. `visit`, `simulate` and `serve` refuse it before anything runs: the class decides what a locked device refuses.",
    evidence: "Apple documentation: Data Protection Entitlement (com.apple.developer.default-data-protection, type String: NSFileProtectionComplete, NSFileProtectionCompleteUnlessOpen, NSFileProtectionCompleteUntilFirstUserAuthentication).",
    layer: .runtime,
    severity: .error,
    fix: "Write `<key>com.apple.developer.default-data-protection</key><string>NSFileProtectionCompleteUntilFirstUserAuthentication</string>` (or Complete, CompleteUnlessOpen), or delete the key for Apple's default.",
    blocksLaunch: true,
    passing: [
      .extension(
        "<key>CFBundleName</key>\n<string>Monitor</string>",
        entitlements: "<key>com.apple.developer.default-data-protection</key>\n<string>NSFileProtectionComplete</string>"),
      .extension(
        "<key>CFBundleName</key>\n<string>Monitor</string>",
        entitlements: "<key>com.apple.developer.default-data-protection</key>\n<string>$(DATA_PROTECTION)</string>",
        settings: ["DATA_PROTECTION": "NSFileProtectionCompleteUntilFirstUserAuthentication"]),
    ],
    failing: [
      .extension(
        "<key>CFBundleName</key>\n<string>Monitor</string>",
        entitlements: "<key>com.apple.developer.default-data-protection</key>\n1️⃣<string>NSFileProtectionNone</string>"),
      .extension(
        "<key>CFBundleName</key>\n<string>Monitor</string>",
        entitlements: "<key>com.apple.developer.default-data-protection</key>\n1️⃣<true/>"),
    ]
  )

  static func check(_ project: LintProject) -> [Finding] {
    project.targets.compactMap { target in
      guard let node = target.entitlements?.root?[ProtectionClass.entitlement] else { return nil }
      guard let raw = node.string else {
        return Finding(description, "\(ProtectionClass.invalidValueMessage), not \(node.typeNameWithArticle)", at: node.location, keyPath: node.keyPath)
      }
      let expansion = target.expand(raw)
      // A value that names an unset setting is PL005's.
      guard expansion.unresolved.isEmpty, ProtectionClass(entitlementValue: expansion.value) == nil else { return nil }
      return Finding(description, "\(ProtectionClass.invalidValueMessage), not '\(expansion.value)'", at: node.location, keyPath: node.keyPath)
    }
  }
}
