import HostProtocol
import ExtensionManifest

/// AX205: shield and monitor extensions name their principal class.
enum PrincipalClassMissing: LintRule {
  static let description = RuleDescription(
    id: "AX205",
    name: "principal-class-missing",
    summary: "A shield or device-activity-monitor extension has no `NSExtensionPrincipalClass`.",
    rationale: "The system instantiates the principal class (a ShieldActionDelegate, ShieldConfigurationDataSource or DeviceActivityMonitor subclass); without it the system default shield is shown and callbacks never arrive.",
    evidence: "App Store Connect: \"No values for NSExtensionMainStoryboard or NSExtensionPrincipalClass found in extension Info.plist\".",
    layer: .upload,
    severity: .error,
    fix: "Add `<key>NSExtensionPrincipalClass</key><string>$(PRODUCT_MODULE_NAME).ShieldActionExtension</string>`.",
    blocksLaunch: true,
    passing: [
      .extension(
        "<key>NSExtension</key>\n<dict>\n  <key>NSExtensionPointIdentifier</key>\n  <string>com.apple.ManagedSettings.shield-action-service</string>\n  <key>NSExtensionPrincipalClass</key>\n  <string>$(PRODUCT_MODULE_NAME).ShieldActionExtension</string>\n</dict>"
      )
    ],
    failing: [
      .extension(
        "<key>NSExtension</key>\n1️⃣<dict>\n  <key>NSExtensionPointIdentifier</key>\n  <string>com.apple.ManagedSettings.shield-action-service</string>\n</dict>"
      )
    ]
  )

  static func check(_ project: LintProject) -> [Finding] {
    project.extensionsWithInfo.compactMap { target in
      guard let point = target.extensionPoint, point.principalBase != nil, let dictionary = target.nsExtension,
        dictionary.entries != nil, dictionary["NSExtensionPrincipalClass"] == nil
      else { return nil }
      return Finding(
        description,
        "the \(point.title) extension '\(target.name)' has no NSExtensionPrincipalClass",
        at: dictionary.location, keyPath: "NSExtension")
    }
  }
}
