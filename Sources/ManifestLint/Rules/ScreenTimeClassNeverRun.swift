import HostProtocol
import ExtensionManifest

/// SW410: an extension's sources subclass another Screen Time point's base, which nothing runs.
enum ScreenTimeClassNeverRun: LintRule {
  static let description = RuleDescription(
    id: "SW410",
    name: "screen-time-class-never-run",
    summary: "An extension's sources subclass the base of another Screen Time extension point (a `ShieldActionDelegate` in a shield configuration extension, say) and the project has no extension of that point: the system never calls the class.",
    rationale: """
      The system starts an extension by its extension point and runs only its principal class: a shield configuration \
      extension is asked for shields, never for button presses, which go to the project's shield action extension, and \
      without one get the system's handling. A subclass of the other base compiles and looks finished, and its code never runs.
      """,
    evidence: "Apple: NSExtensionPrincipalClass names the one class the system instantiates; button presses go to the `com.apple.ManagedSettings.shield-action-service` extension's ShieldActionDelegate, shields to the `com.apple.ManagedSettingsUI.shield-configuration-service` extension's ShieldConfigurationDataSource.",
    layer: .runtime,
    severity: .warning,
    fix: "Add an extension target of that point (in Xcode, File > New > Target) whose principal class is this class, and move the class there.",
    passing: [
      RuleExample([
        (path: "ShieldConfiguration/Info.plist", text: PrincipalClassSource.exampleInfo(point: .shieldConfiguration, className: "Configuration")),
        (path: "ShieldConfiguration/Configuration.swift",
         text: "import ManagedSettingsUI\n\nclass Configuration: ShieldConfigurationDataSource {}\nclass Action: ShieldActionDelegate {}\n"),
        (path: "ShieldAction/Info.plist", text: PrincipalClassSource.exampleInfo(point: .shieldAction, className: "Action")),
        (path: "ShieldAction/Action.swift", text: "import ManagedSettings\n\nclass Action: ShieldActionDelegate {}\n"),
      ])
    ],
    failing: [
      RuleExample([
        (path: "ShieldConfiguration/Info.plist", text: PrincipalClassSource.exampleInfo(point: .shieldConfiguration, className: "Configuration")),
        (path: "ShieldConfiguration/Configuration.swift",
         text: "import ManagedSettingsUI\n\nclass Configuration: ShieldConfigurationDataSource {}\nclass 1️⃣Action: ShieldActionDelegate {}\n"),
      ])
    ]
  )

  /// The bases of the points that take a principal class.
  private static let points: [ExtensionPoint] = [.shieldAction, .shieldConfiguration, .deviceActivityMonitor]

  static func check(_ project: LintProject) -> [Finding] {
    let present = Set(project.extensionsWithInfo.compactMap { $0.extensionPoint?.principalBase?.className })
    var findings: [Finding] = []
    for target in project.extensionsWithInfo where !target.sources.isEmpty {
      guard let own = target.extensionPoint else { continue }
      for declaration in target.sources.flatMap(\.classes) {
        let chain = PrincipalClassSource.ancestry(of: declaration.name, in: target.sources)
        for point in points where point != own {
          guard let base = point.principalBase?.className, chain.contains(base), !present.contains(base) else { continue }
          findings.append(
            Finding(
              description,
              "'\(declaration.name)' subclasses \(base) in the \(own.role) '\(target.name)', which runs only its principal class; "
                + "the project has no \(point.role), so the system never calls it",
              at: declaration.location))
        }
      }
    }
    return findings
  }
}
