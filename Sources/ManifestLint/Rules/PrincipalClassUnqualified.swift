import ExtensionManifest

/// AX206: a Swift principal class is module-qualified.
enum PrincipalClassUnqualified: LintRule {
  static let description = RuleDescription(
    id: "AX206",
    name: "principal-class-unqualified",
    summary: "`NSExtensionPrincipalClass` has no module prefix (`ShieldActionExtension` instead of `$(PRODUCT_MODULE_NAME).ShieldActionExtension`).",
    rationale: "Swift classes are registered under `Module.Class`; an unqualified name is not found at runtime unless the class is annotated `@objc(Name)`, and the extension shows \"Unable to Load\" or the default shield.",
    evidence: "Xcode's extension templates write `$(PRODUCT_MODULE_NAME).ClassName`; runtime lookup by NSClassFromString.",
    layer: .runtime,
    severity: .warning,
    fix: "Write `$(PRODUCT_MODULE_NAME).ShieldActionExtension` (or suppress this rule on that key if the class is `@objc(ShieldActionExtension)`).",
    passing: [
      .extension("<key>NSExtension</key>\n<dict>\n  <key>NSExtensionPrincipalClass</key>\n  <string>$(PRODUCT_MODULE_NAME).ShieldActionExtension</string>\n</dict>")
    ],
    failing: [
      .extension("<key>NSExtension</key>\n<dict>\n  <key>NSExtensionPrincipalClass</key>\n  1️⃣<string>ShieldActionExtension</string>\n</dict>")
    ]
  )

  static func check(_ project: LintProject) -> [Finding] {
    project.extensionsWithInfo.compactMap { target in
      guard let node = target.nsExtension?["NSExtensionPrincipalClass"], let raw = node.string, !raw.isEmpty,
        !raw.contains(".")
      else { return nil }
      return Finding(
        description, "'\(raw)' has no module prefix; write '$(PRODUCT_MODULE_NAME).\(raw)'", at: node.location, keyPath: node.keyPath)
    }
  }
}
