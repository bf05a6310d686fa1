import HostProtocol
import ExtensionManifest

/// AX207: each point is declared in the shape it requires.
enum ExtensionKitShape: LintRule {
  static let description = RuleDescription(
    id: "AX207",
    name: "extensionkit-shape",
    summary: "The device activity report is declared with `NSExtension` (it needs ExtensionKit's `EXAppExtensionAttributes`), or an ExtensionKit or WidgetKit extension names a principal class or storyboard.",
    rationale: "On iOS 26 the report extension is an ExtensionKit extension embedded in `Extensions/`; the classic shape fails at upload, and a principal class makes installd refuse it.",
    evidence: "App Store Connect 91179 (\"built like an NSExtension\"); installd MIInstallerErrorDomain 152 AppexBundleContainsClassOrStoryboard (brendan-ch/OpenAppLock PR #21).",
    layer: .install,
    severity: .error,
    fix: "Make the report target an ExtensionKit extension (product type com.apple.product-type.extensionkit-extension) with `EXAppExtensionAttributes/EXExtensionPointIdentifier`, and no principal class.",
    passing: [
      .extension("<key>EXAppExtensionAttributes</key>\n<dict>\n  <key>EXExtensionPointIdentifier</key>\n  <string>com.apple.deviceactivityui.report-extension</string>\n</dict>")
    ],
    failing: [
      .extension("<key>NSExtension</key>\n<dict>\n  <key>NSExtensionPointIdentifier</key>\n  1️⃣<string>com.apple.deviceactivityui.report-extension</string>\n</dict>"),
      .extension(
        "<key>NSExtension</key>\n<dict>\n  <key>NSExtensionPointIdentifier</key>\n  <string>com.apple.widgetkit-extension</string>\n  <key>NSExtensionPrincipalClass</key>\n  1️⃣<string>$(PRODUCT_MODULE_NAME).Widgets</string>\n</dict>"
      ),
    ]
  )

  static func check(_ project: LintProject) -> [Finding] {
    var findings: [Finding] = []
    for target in project.extensionsWithInfo {
      let declared = target.nsExtension?["NSExtensionPointIdentifier"]
      if let declared, let identifier = declared.string, ExtensionPoint(rawValue: target.expand(identifier).value)?.usesExtensionKit == true {
        findings.append(
          Finding(
            description, "'\(identifier)' is an ExtensionKit point: declare it under EXAppExtensionAttributes, not NSExtension",
            at: declared.location, keyPath: declared.keyPath))
      }
      let forbidsClass = target.extensionKitAttributes != nil || target.extensionPoint == .widgetKit
        || target.extensionPoint?.usesExtensionKit == true
      guard forbidsClass, let dictionary = target.nsExtension else { continue }
      for key in ["NSExtensionPrincipalClass", "NSExtensionMainStoryboard"] {
        guard let node = dictionary[key] else { continue }
        let point = target.extensionPoint?.title ?? "ExtensionKit"
        findings.append(
          Finding(description, "a \(point) extension must not set \(key); installd refuses it", at: node.location, keyPath: node.keyPath))
      }
    }
    return findings
  }
}
