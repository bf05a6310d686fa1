import HostProtocol
import ExtensionManifest

/// SW403: the principal class's file imports the module that declares its base.
enum PrincipalClassMissingImport: LintRule {
  static let description = RuleDescription(
    id: "SW403",
    name: "principal-class-missing-import",
    summary: "The file declaring the principal class does not import the base's module (`ManagedSettings` for the action, `ManagedSettingsUI` for the configuration).",
    rationale: "`ShieldActionDelegate` lives in ManagedSettings and `ShieldConfigurationDataSource` in ManagedSettingsUI; importing the other one is the usual mistake after copying code between the two targets.",
    evidence: "Apple documentation: ShieldActionDelegate (ManagedSettings), ShieldConfigurationDataSource (ManagedSettingsUI), DeviceActivityMonitor (DeviceActivity).",
    layer: .build,
    severity: .error,
    fix: "Add `import ManagedSettings` (action) or `import ManagedSettingsUI` (configuration) to the file.",
    passing: [PrincipalClassSource.wellFormedAction],
    failing: [
      .extension(
        PrincipalClassSource.exampleInfo(point: .shieldAction, className: "ShieldActionExtension"),
        sources: [("ShieldActionExtension.swift", "1️⃣import ManagedSettingsUI\n\nclass ShieldActionExtension: ShieldActionDelegate {}\n")])
    ]
  )

  static func check(_ project: LintProject) -> [Finding] {
    PrincipalClassSource.subjects(in: project).compactMap { subject in
      guard let file = subject.file, !file.imports.contains(subject.base.module) else { return nil }
      return Finding(
        description,
        "\(FileSystem.lastComponent(of: file.path)) declares '\(subject.className)' but does not import \(subject.base.module), which declares \(subject.base.className)",
        at: file.importLocation)
    }
  }
}
