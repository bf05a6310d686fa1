import HostProtocol
import ExtensionManifest

/// SW402: the principal class subclasses the base its point requires.
enum PrincipalClassWrongBase: LintRule {
  static let description = RuleDescription(
    id: "SW402",
    name: "principal-class-wrong-base",
    summary: "The principal class does not subclass the point's base: `ShieldActionDelegate`, `ShieldConfigurationDataSource` or `DeviceActivityMonitor`.",
    rationale: "The system calls the base class's methods; a class of another type (often the other shield's base, after copying a target) is never asked.",
    evidence: "ManagedSettings / ManagedSettingsUI / DeviceActivity documentation: the principal class subclasses the point's base class.",
    layer: .runtime,
    severity: .error,
    fix: "Make the class subclass the point's base (`class ShieldActionExtension: ShieldActionDelegate`).",
    passing: [
      .extension(
        PrincipalClassSource.exampleInfo(point: .shieldConfiguration, className: "Configuration"),
        sources: [("Configuration.swift", "import ManagedSettingsUI\n\nclass Base: ShieldConfigurationDataSource {}\nfinal class Configuration: Base {}\n")])
    ],
    failing: [
      .extension(
        PrincipalClassSource.exampleInfo(point: .shieldAction, className: "ShieldActionExtension"),
        sources: [("ShieldActionExtension.swift", "import ManagedSettings\nimport ManagedSettingsUI\n\nclass 1️⃣ShieldActionExtension: ShieldConfigurationDataSource {}\n")])
    ]
  )

  static func check(_ project: LintProject) -> [Finding] {
    PrincipalClassSource.subjects(in: project).compactMap { subject in
      guard let declaration = subject.declaration else { return nil }
      let chain = PrincipalClassSource.ancestry(of: subject.className, in: subject.target.sources)
      guard !chain.contains(subject.base.className) else { return nil }
      let actual = chain.last.map { "subclasses \($0)" } ?? "has no superclass"
      return Finding(
        description,
        "'\(subject.className)' \(actual); the \(subject.point.title) extension needs a subclass of \(subject.base.className)",
        at: declaration.location)
    }
  }
}
