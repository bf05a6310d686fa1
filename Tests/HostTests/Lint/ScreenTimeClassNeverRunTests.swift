import ExtensionManifest
import ManifestLint
import Testing

/// SW410 beyond its documented examples: a monitor subclass where the project has no monitor
/// extension, and a class that reaches another point's base through a class of its own.
struct ScreenTimeClassNeverRunTests {
  private static func info(_ point: String, _ className: String) -> String {
    """
    <key>NSExtension</key>
    <dict>
      <key>NSExtensionPointIdentifier</key>
      <string>\(point)</string>
      <key>NSExtensionPrincipalClass</key>
      <string>$(PRODUCT_MODULE_NAME).\(className)</string>
    </dict>
    """
  }

  private static let action = "com.apple.ManagedSettings.shield-action-service"
  private static let monitor = "com.apple.deviceactivity.monitor-extension"

  private func findings(_ example: RuleExample) -> (found: [Finding], expected: [ExtensionManifest.SourceLocation]) {
    let found = Linter(configuration: LintConfiguration()).lint(example.project).findings.filter { $0.ruleID == "SW410" }
    return (found, example.preparedFiles.flatMap(\.expected).sorted())
  }

  /// A `DeviceActivityMonitor` subclass in a shield action extension of a project without a
  /// monitor extension is never run; with one, it may be that extension's class, and is left alone.
  @Test func aMonitorSubclassIsNamedOnlyWithoutAMonitorExtension() {
    let files = [
      (path: "ShieldAction/Info.plist", text: Self.info(Self.action, "Action")),
      (path: "ShieldAction/Action.swift",
       text: "import ManagedSettings\nimport DeviceActivity\n\nclass Action: ShieldActionDelegate {}\nclass 1️⃣Monitor: DeviceActivityMonitor {}\n"),
    ]
    let (found, expected) = findings(RuleExample(files))
    #expect(found.map(\.location).sorted() == expected, "\(found.map(\.message))")
    #expect(found.first?.message.hasPrefix("'Monitor' subclasses DeviceActivityMonitor in the ") == true, "\(found.map(\.message))")
    let withMonitor = files + [
      (path: "Monitor/Info.plist", text: Self.info(Self.monitor, "Monitor")),
      (path: "Monitor/Monitor.swift", text: "import DeviceActivity\n\nclass Monitor: DeviceActivityMonitor {}\n"),
    ]
    #expect(findings(RuleExample(withMonitor)).found.isEmpty)
  }

  /// A class that subclasses another point's base through a class of its own is named too, each
  /// class once, at its declaration.
  @Test func aClassReachingTheBaseThroughAnotherIsNamed() {
    let files = [
      (path: "ShieldAction/Info.plist", text: Self.info(Self.action, "Action")),
      (path: "ShieldAction/Action.swift",
       text: "import ManagedSettings\nimport DeviceActivity\n\nclass Action: ShieldActionDelegate {}\n"
         + "class 1️⃣BaseMonitor: DeviceActivityMonitor {}\nclass 2️⃣BedtimeMonitor: BaseMonitor {}\n"),
    ]
    let (found, expected) = findings(RuleExample(files))
    #expect(expected.count == 2)
    #expect(found.map(\.location).sorted() == expected, "\(found.map(\.message))")
  }
}
