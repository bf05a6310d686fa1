import ExtensionManifest
import ManifestLint
import Testing

/// What a target without a project builds, read from its Info.plist: an ExtensionKit extension
/// (`EXAppExtensionAttributes`, as a DeviceActivityReport extension declares itself) is one, not
/// an app extension or an app, whatever else its Info.plist holds.
struct TargetKindInferenceTests {
  private func kind(_ body: String) -> TargetKind {
    let text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\(body)\n</dict>\n</plist>\n"
    return ProjectLoader.inferKind(ManifestFile(path: "Target-Info.plist", bytes: Array(text.utf8)), settings: BuildSettings([:]))
  }

  @Test func eachInfoPlistShapeIsItsKind() {
    let report = "<key>EXAppExtensionAttributes</key>\n<dict>\n<key>EXExtensionPointIdentifier</key>\n"
      + "<string>com.apple.deviceactivityui.report-extension</string>\n</dict>"
    #expect(kind(report) == .extensionKitExtension)
    #expect(kind(report + "\n<key>CFBundlePackageType</key>\n<string>APPL</string>") == .extensionKitExtension)
    #expect(kind("<key>NSExtension</key>\n<dict/>") == .appExtension)
    #expect(kind("<key>CFBundlePackageType</key>\n<string>XPC!</string>") == .appExtension)
    #expect(kind("<key>CFBundlePackageType</key>\n<string>APPL</string>") == .application)
    #expect(kind("<key>UIApplicationSceneManifest</key>\n<dict/>") == .application)
    #expect(kind("<key>CFBundleName</key>\n<string>Notes</string>") == .other)
  }
}
