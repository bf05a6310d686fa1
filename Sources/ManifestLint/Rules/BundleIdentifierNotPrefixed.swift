import ExtensionManifest

/// AX103: an extension's bundle identifier extends its app's.
enum BundleIdentifierNotPrefixed: LintRule {
  static let description = RuleDescription(
    id: "AX103",
    name: "bundle-id-not-prefixed",
    summary: "An extension's `CFBundleIdentifier` does not start with its app's identifier followed by `.` (case-sensitive).",
    rationale: "The system ties an extension to its app through the identifier prefix; without it the app will not build or install.",
    evidence: "Xcode: \"Embedded binary's bundle identifier is not prefixed with the parent app's bundle identifier.\" installd: MIInstallerErrorDomain 37 AppexBundleIDNotPrefixed.",
    layer: .install,
    severity: .error,
    fix: "Use `<app id>.<Name>`, e.g. `com.example.app.ShieldAction`.",
    passing: [wellPrefixed],
    failing: [
      .app(
        "<key>CFBundleIdentifier</key>\n<string>com.example.app</string>",
        extension: "<key>CFBundleIdentifier</key>\n1️⃣<string>com.example.App.ShieldAction</string>"
      ),
      .app(
        "<key>CFBundleIdentifier</key>\n<string>com.example.app</string>",
        extension: "<key>CFBundleIdentifier</key>\n1️⃣<string>com.example.apptube.Shield</string>"
      ),
    ]
  )

  /// An app `com.example.app` and its extension `com.example.app.ShieldAction`: the passing
  /// example of the identifier-prefix rules.
  static let wellPrefixed = RuleExample.app(
    "<key>CFBundleIdentifier</key>\n<string>com.example.app</string>",
    extension: "<key>CFBundleIdentifier</key>\n<string>com.example.app.ShieldAction</string>")

  static func check(_ project: LintProject) -> [Finding] {
    project.extensionTargets.compactMap { target in
      guard let host = project.host(of: target), let hostID = host.infoValue("CFBundleIdentifier")?.text, !hostID.isEmpty,
        let value = target.infoValue("CFBundleIdentifier"), let identifier = value.text, !identifier.isEmpty,
        value.expansion?.unresolved.isEmpty ?? true
      else { return nil }
      guard !(identifier.hasPrefix(hostID + ".") && identifier.count > hostID.count + 1) else { return nil }
      return Finding(
        description,
        "'\(identifier)' does not start with '\(hostID).', the identifier of its app '\(host.name)'",
        at: value.location,
        keyPath: "CFBundleIdentifier"
      )
    }
  }
}
