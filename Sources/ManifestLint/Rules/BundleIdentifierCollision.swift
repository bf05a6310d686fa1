import ExtensionManifest

/// AX105: no two bundles share an identifier.
enum BundleIdentifierCollision: LintRule {
  static let description = RuleDescription(
    id: "AX105",
    name: "bundle-id-collision",
    summary: "Two targets that install together (the same platform, the same app) have the same `CFBundleIdentifier`.",
    rationale: "Identifiers must be unique within an app; a copied extension target that kept its identifier is the usual cause. A macOS target may share the iOS target's identifier: the two never install together.",
    evidence: "ITMS-90685 \"CFBundleIdentifier Collision. There is more than one bundle with the CFBundleIdentifier value\"; installd 0xe80000b0.",
    layer: .upload,
    severity: .error,
    fix: "Give each target its own PRODUCT_BUNDLE_IDENTIFIER.",
    passing: [
      RuleExample([
        ("ShieldAction/Info.plist", "<key>CFBundleIdentifier</key>\n<string>com.example.app.ShieldAction</string>"),
        ("ShieldConfiguration/Info.plist", "<key>CFBundleIdentifier</key>\n<string>com.example.app.ShieldConfiguration</string>"),
      ])
    ],
    failing: [
      RuleExample([
        ("ShieldAction/Info.plist", "<key>CFBundleIdentifier</key>\n<string>com.example.app.Shield</string>"),
        ("ShieldConfiguration/Info.plist", "<key>CFBundleIdentifier</key>\n1️⃣<string>com.example.app.Shield</string>"),
      ])
    ]
  )

  static func check(_ project: LintProject) -> [Finding] {
    var seen: [String: [(target: LintTarget, platform: String, app: String?)]] = [:]
    var findings: [Finding] = []
    for target in project.bundleTargets {
      guard let value = target.infoValue("CFBundleIdentifier"), let identifier = value.text, !identifier.isEmpty else { continue }
      let platform = Self.platform(of: target)
      let app = target.kind == .application ? target.name : target.hostName
      // Bundles collide only where they install together: the same platform, and the same app
      // (an extension whose app is unknown may be in any).
      let earlier = seen[identifier, default: []].first { other in
        other.platform == platform && (other.app == nil || app == nil || other.app == app)
      }
      if let first = earlier {
        findings.append(
          Finding(
            description, "'\(identifier)' is also the identifier of '\(first.target.name)', which installs with it (\(platform))",
            at: value.location, keyPath: "CFBundleIdentifier"))
      }
      seen[identifier, default: []].append((target, platform, app))
    }
    return findings
  }

  /// The platform a target installs on, from `SDKROOT` (a simulator counts as its device;
  /// `iphoneos` when unset, as Xcode's iOS templates have it).
  static func platform(of target: LintTarget) -> String {
    let sdk = (target.settings.expandedValue(for: "SDKROOT") ?? "").lowercased()
    for (prefix, platform) in [
      ("iphone", "iphoneos"), ("macosx", "macosx"), ("appletv", "appletvos"), ("watch", "watchos"), ("xr", "xros"),
    ] where sdk.hasPrefix(prefix) {
      return platform
    }
    return sdk.isEmpty ? "iphoneos" : sdk
  }
}
