import ExtensionManifest

/// EN303: App Groups are an array of `group.` identifiers.
enum AppGroupFormat: LintRule {
  static let description = RuleDescription(
    id: "EN303",
    name: "app-group-format",
    summary: "`com.apple.security.application-groups` is not an array of strings, is empty, or holds an identifier without the `group.` prefix.",
    rationale: "On iOS an App Group is `group.<name>`, registered for the team; anything else gets no shared container, so the shield cannot read what the app stored.",
    evidence: "Apple documentation: com.apple.security.application-groups (array of strings; iOS identifiers begin with `group.`).",
    layer: .runtime,
    severity: .error,
    fix: "Write `<array><string>group.com.example.app</string></array>`.",
    passing: [
      .extension(
        "<key>CFBundleName</key>\n<string>Shield</string>",
        entitlements: "<key>com.apple.security.application-groups</key>\n<array>\n  <string>group.com.example.app</string>\n</array>")
    ],
    failing: [
      .extension(
        "<key>CFBundleName</key>\n<string>Shield</string>",
        entitlements: "<key>com.apple.security.application-groups</key>\n1️⃣<string>group.com.example.app</string>"),
      .extension(
        "<key>CFBundleName</key>\n<string>Shield</string>",
        entitlements: "<key>com.apple.security.application-groups</key>\n<array>\n  1️⃣<string>com.example.app</string>\n  2️⃣<true/>\n</array>"),
    ]
  )

  static let key = "com.apple.security.application-groups"

  static func check(_ project: LintProject) -> [Finding] {
    var findings: [Finding] = []
    for target in project.targets {
      guard let node = target.entitlements?.root?[key] else { continue }
      guard let items = node.array else {
        findings.append(Finding(description, "\(key) must be an array of strings, not a \(node.typeName)", at: node.location, keyPath: node.keyPath))
        continue
      }
      if items.isEmpty {
        findings.append(Finding(description, "\(key) is empty; remove it or list the group", at: node.location, keyPath: node.keyPath))
      }
      for item in items {
        guard let raw = item.string else {
          findings.append(Finding(description, "an App Group must be a string, not a \(item.typeName)", at: item.location, keyPath: item.keyPath))
          continue
        }
        let identifier = target.settings.expand(raw).value
        if !identifier.hasPrefix("group.") || identifier.count <= "group.".count {
          findings.append(
            Finding(description, "'\(identifier)' is not an iOS App Group; it must be 'group.' followed by a name", at: item.location, keyPath: item.keyPath))
        }
      }
    }
    return findings
  }
}
