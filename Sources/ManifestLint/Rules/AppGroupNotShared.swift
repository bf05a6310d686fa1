import HostProtocol
import ExtensionManifest

/// EN304: Screen Time extensions share their app's App Group.
enum AppGroupNotShared: LintRule {
  static let description = RuleDescription(
    id: "EN304",
    name: "app-group-not-shared",
    summary: "A Screen Time extension lists an App Group its app does not, or shares none with an app that has one.",
    rationale: "Shields read what the app stored (selections, settings) through the shared container; a group on two targets out of three silently gives the third an empty container.",
    evidence: "Apple documentation: App Groups; a target without the group gets no container.",
    layer: .runtime,
    severity: .warning,
    fix: "List the same `group.` identifier in the app's and every Screen Time extension's .entitlements.",
    passing: [
      .app(
        "<key>CFBundleName</key>\n<string>App</string>",
        appEntitlements: "<key>com.apple.security.application-groups</key>\n<array>\n  <string>group.com.example.app</string>\n</array>",
        extension: "<key>NSExtension</key>\n<dict>\n  <key>NSExtensionPointIdentifier</key>\n  <string>com.apple.ManagedSettings.shield-action-service</string>\n</dict>",
        entitlements: "<key>com.apple.security.application-groups</key>\n<array>\n  <string>group.com.example.app</string>\n</array>")
    ],
    failing: [
      .app(
        "<key>CFBundleName</key>\n<string>App</string>",
        appEntitlements: "<key>com.apple.security.application-groups</key>\n<array>\n  <string>group.com.example.app</string>\n</array>",
        extension: "<key>NSExtension</key>\n<dict>\n  <key>NSExtensionPointIdentifier</key>\n  <string>com.apple.ManagedSettings.shield-action-service</string>\n</dict>",
        entitlements: "<key>com.apple.security.application-groups</key>\n1️⃣<array>\n  2️⃣<string>group.com.example.shield</string>\n</array>"),
      .app(
        "<key>CFBundleName</key>\n<string>App</string>",
        appEntitlements: "<key>com.apple.security.application-groups</key>\n<array>\n  <string>group.com.example.app</string>\n</array>",
        extension: "<key>NSExtension</key>\n<dict>\n  <key>NSExtensionPointIdentifier</key>\n  <string>com.apple.ManagedSettings.shield-action-service</string>\n</dict>",
        entitlements: "1️⃣<dict>\n  <key>com.apple.developer.family-controls</key>\n  <true/>\n</dict>"),
    ]
  )

  static func check(_ project: LintProject) -> [Finding] {
    var findings: [Finding] = []
    for target in project.extensionsWithInfo where target.extensionPoint?.isScreenTime == true {
      guard let host = project.host(of: target), let hostGroups = host.appGroups, !hostGroups.isEmpty else { continue }
      // Entitlements that could not be read (PL001 says so) list nothing we know of.
      if let entitlements = target.entitlements, entitlements.root == nil { continue }
      let groupsNode = target.entitlements?.root?[AppGroupFormat.key]
      let groups = target.appGroups ?? []
      if Set(groups).isDisjoint(with: hostGroups) {
        let location = groupsNode?.location ?? target.entitlements?.rootLocation ?? target.infoLocation
        findings.append(
          Finding(
            description, "'\(target.name)' shares no App Group with '\(host.name)' (\(hostGroups.joined(separator: ", ")))",
            at: location, keyPath: groupsNode?.keyPath ?? ""))
      }
      for item in groupsNode?.array ?? [] {
        guard let raw = item.string else { continue }
        let group = target.expand(raw).value
        guard !hostGroups.contains(group) else { continue }
        findings.append(Finding(description, "'\(group)' is not in the entitlements of '\(host.name)'", at: item.location, keyPath: item.keyPath))
      }
    }
    return findings
  }
}
