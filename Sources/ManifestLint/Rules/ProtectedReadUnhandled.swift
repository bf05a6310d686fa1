import ExtensionManifest
import HostProtocol

/// SW408: a monitor extension whose App Group files are protected as *complete* (or *complete
/// unless open*) reads them without checking for the refusal a locked device gives.
enum ProtectedReadUnhandled: LintRule {
  static let description = RuleDescription(
    id: "SW408",
    name: "protected-read-unhandled",
    summary: "A DeviceActivityMonitor extension reads its App Group (`UserDefaults(suiteName:)`, `containerURL(forSecurityApplicationGroupIdentifier:)`) protected as `NSFileProtectionComplete` or `NSFileProtectionCompleteUnlessOpen`, and no source of it checks for the refusal (`CocoaError.fileReadNoPermission`, `NSFileReadNoPermissionError`).",
    rationale: "A monitor's callbacks run while the phone is locked (an interval starting at midnight). Files of these classes cannot be opened then: a read throws NSCocoaErrorDomain 257, and `UserDefaults(suiteName:)` silently reads nothing, so a monitor that recomputes its shields from what it read clears them. `UIApplication.isProtectedDataAvailable` is not offered to extensions; the refusal is the only signal. `simulate` shows it with a `lock` step.",
    evidence: "Apple documentation: FileProtectionType.complete (\"the file is stored in an encrypted format on disk and cannot be read from or written to while the device is locked or booting\"), completeUnlessOpen; CocoaError.fileReadNoPermission (257).",
    layer: .runtime,
    severity: .warning,
    fix: "Before trusting what you read, try to open the App Group file and treat `CocoaError.fileReadNoPermission` as \"protected data unavailable\": change nothing, and reconcile at the next callback. Or give the monitor `NSFileProtectionCompleteUntilFirstUserAuthentication`.",
    passing: [
      .extension(
        PrincipalClassSource.exampleInfo(point: .deviceActivityMonitor, className: "Monitor"),
        entitlements: "<key>com.apple.developer.default-data-protection</key>\n<string>NSFileProtectionComplete</string>",
        sources: [(
          "Monitor.swift",
          "import DeviceActivity\nimport Foundation\n\nclass Monitor: DeviceActivityMonitor {\n  let shared = UserDefaults(suiteName: \"group.com.example.app\")\n  var available: Bool {\n    do { _ = try Data(contentsOf: URL(fileURLWithPath: \"x\")); return true } catch let error as CocoaError where error.code == .fileReadNoPermission { return false } catch { return true }\n  }\n}\n"
        )]),
      .extension(
        PrincipalClassSource.exampleInfo(point: .deviceActivityMonitor, className: "Monitor"),
        sources: [("Monitor.swift", "import DeviceActivity\nimport Foundation\n\nclass Monitor: DeviceActivityMonitor {\n  let shared = UserDefaults(suiteName: \"group.com.example.app\")\n}\n")]),
    ],
    failing: [
      .extension(
        PrincipalClassSource.exampleInfo(point: .deviceActivityMonitor, className: "Monitor"),
        entitlements: "<key>com.apple.developer.default-data-protection</key>\n<string>NSFileProtectionComplete</string>",
        sources: [(
          "Monitor.swift",
          "import DeviceActivity\nimport Foundation\n\nclass Monitor: DeviceActivityMonitor {\n  let shared = UserDefaults(1️⃣suiteName: \"group.com.example.app\")\n}\n"
        )])
    ]
  )

  /// The identifiers that read App Group data.
  static let reads = ["suiteName", "forSecurityApplicationGroupIdentifier"]
  /// The identifiers that check for a refused open.
  static let checks = ["fileReadNoPermission", "NSFileReadNoPermissionError"]

  static func check(_ project: LintProject) -> [Finding] {
    project.extensionsWithInfo.compactMap { target in
      guard target.extensionPoint == .deviceActivityMonitor, !target.sources.isEmpty,
        let protection = containerClass(of: target, in: project), !protection.opens(in: .locked),
        !target.sources.contains(where: { file in checks.contains { file.firstUse[$0] != nil } })
      else { return nil }
      let uses = target.sources.flatMap { file in reads.compactMap { file.firstUse[$0] } }
      guard let first = uses.min(by: { ($0.path, $0.line, $0.column) < ($1.path, $1.line, $1.column) }) else { return nil }
      return Finding(
        description,
        "\(target.name) reads its App Group, whose files are of class \(protection.swiftName) (\(ProtectionClass.entitlement)), "
          + "but none of its sources checks for the refusal (CocoaError.fileReadNoPermission): while the device is locked a "
          + "callback's read fails and UserDefaults(suiteName:) reads nothing",
        at: first)
    }
  }

  /// The class of the files the monitor reads: its own entitlement's, else its app's, else
  /// Apple's default (the host's reading too); nil for a value EN306 or PL005 reports.
  static func containerClass(of target: LintTarget, in project: LintProject) -> ProtectionClass? {
    for owner in [target, project.host(of: target)].compactMap({ $0 }) {
      guard let node = owner.entitlements?.root?[ProtectionClass.entitlement] else { continue }
      return node.string.flatMap { ProtectionClass(entitlementValue: owner.expand($0).value) }
    }
    return .default
  }
}
