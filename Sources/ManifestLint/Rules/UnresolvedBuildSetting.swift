import ExtensionManifest

/// PL005: every `$(VAR)` a manifest uses is set for its target.
enum UnresolvedBuildSetting: LintRule {
  static let description = RuleDescription(
    id: "PL005",
    name: "unresolved-build-setting",
    summary: "A `$(VAR)` in a manifest names a setting the target does not set, so it expands to an empty string.",
    rationale: """
      Settings are per target: an extension whose xcconfig lacks a variable the app defines gets "". Xcode then \
      drops empty CFBundle keys, so an unresolved `$(PRODUCT_BUNDLE_IDENTIFIER)` becomes a missing key at upload. \
      Reported as an error for keys a bundle cannot do without, as a warning elsewhere.
      """,
    evidence: "swift-build elides empty values of CFBundleIdentifier, CFBundleExecutable, CFBundleVersion… (InfoPlistProcessorTaskAction); ITMS-90360 \"Missing Info.plist value\".",
    layer: .build,
    severity: .warning,
    fix: "Set the variable for this target (project, xcconfig, `--setting NAME=VALUE`, or `settings` in .extension-host.json), or write the value.",
    passing: [
      .extension(
        "<key>CFBundleIdentifier</key>\n<string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>",
        settings: ["PRODUCT_BUNDLE_IDENTIFIER": "com.example.app.ShieldAction"]
      ),
      .extension("<key>CFBundleExecutable</key>\n<string>$(EXECUTABLE_NAME)</string>"),
    ],
    failing: [
      .extension("<key>CFBundleIdentifier</key>\n1️⃣<string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>"),
      .extension(
        "<key>CFBundleIdentifier</key>\n<string>com.example.app.ShieldAction</string>",
        entitlements: "<key>com.apple.security.application-groups</key>\n<array>\n  1️⃣<string>group.$(APP_GROUP_NAME)</string>\n</array>"
      ),
    ]
  )

  /// Keys whose empty value Xcode drops, turning the reference into a missing key.
  static let requiredKeys: Set<String> = [
    "CFBundleIdentifier", "CFBundleExecutable", "CFBundleName", "CFBundleVersion", "CFBundleShortVersionString",
    "CFBundlePackageType", "CFBundleDisplayName", "NSExtension/NSExtensionPrincipalClass",
    "NSExtension/NSExtensionPointIdentifier", "EXAppExtensionAttributes/EXExtensionPointIdentifier",
  ]

  static func check(_ project: LintProject) -> [Finding] {
    project.referencingStrings.compactMap { target, node, text, inInfo in
      let expansion = target.expand(text)
      let missing = expansion.unresolved.filter { !ProvidedSettings.names.contains($0) }
      guard !missing.isEmpty else { return nil }
      let names = missing.map { "$(\($0))" }.joined(separator: ", ")
      return Finding(
        description,
        "\(names) \(missing.count == 1 ? "is" : "are") not set for target '\(target.name)', so '\(node.keyPath)' expands to '\(expansion.value)'",
        at: node.location,
        keyPath: node.keyPath,
        severity: inInfo && requiredKeys.contains(node.keyPath) ? .error : nil
      )
    }
  }
}
