import ExtensionManifest

/// AX102: bundle identifiers use only `A-Z a-z 0-9 - .` in non-empty components.
enum BundleIdentifierCharset: LintRule {
  static let description = RuleDescription(
    id: "AX102",
    name: "bundle-id-charset",
    summary: "`CFBundleIdentifier` has characters outside `A-Za-z0-9.-`, an empty component, or a leading or trailing dot.",
    rationale: "A bundle identifier is a uniform type identifier; anything else fails signing and registration.",
    evidence: "Xcode: \"invalid character in Bundle Identifier. This string must be a uniform type identifier (UTI) that contains only alphanumeric (A-Z,a-z,0-9), hyphen (-), and period (.) characters.\"",
    layer: .build,
    severity: .error,
    fix: "Replace other characters with `-` (`$(PRODUCT_NAME:rfc1034identifier)` does it for names).",
    blocksLaunch: true,
    passing: [.extension("<key>CFBundleIdentifier</key>\n<string>com.example.Focus-App.ShieldAction</string>")],
    failing: [
      .extension("<key>CFBundleIdentifier</key>\n1️⃣<string>com.example.app.Shield_Action</string>"),
      .extension("<key>CFBundleIdentifier</key>\n1️⃣<string>com.example..ShieldAction</string>"),
    ]
  )

  static func check(_ project: LintProject) -> [Finding] {
    project.bundleTargets.compactMap { target in
      guard let value = target.infoValue("CFBundleIdentifier"), let expansion = value.expansion, !expansion.value.isEmpty
      else { return nil }
      guard let violation = ManifestName.violation(expansion.value, as: .bundleIdentifier) else { return nil }
      // An unset setting is PL005's finding; this rule adds one only when no value of the unset
      // settings could make the identifier valid (`$(HOME)/x`: the slash stays whatever HOME is).
      if !expansion.unresolved.isEmpty, let raw = value.raw {
        var values = target.settings.values
        for name in expansion.unresolved { values[name] = "a" }
        guard ManifestName.violation(BuildSettings(values).expand(raw).value, as: .bundleIdentifier) != nil else { return nil }
      }
      return Finding(description, violation.message, at: value.location, keyPath: "CFBundleIdentifier")
    }
  }
}
