import HostProtocol
import ExtensionManifest

/// SW401: the principal class exists in the target's Swift sources.
enum PrincipalClassNotFound: LintRule {
  static let description = RuleDescription(
    id: "SW401",
    name: "principal-class-not-found",
    summary: "No Swift source of the target declares the class `NSExtensionPrincipalClass` names.",
    rationale: "A renamed class, or a principal class copied from another target, leaves the system nothing to instantiate: the default shield appears and the extension never runs.",
    evidence: "NSExtension loads the principal class by name at launch; a missing class fails the load.",
    layer: .runtime,
    severity: .error,
    fix: "Rename the class or the key so they match (checked in `--sources DIR`, default the target's folder).",
    passing: [PrincipalClassSource.wellFormedAction],
    failing: [
      .extension(
        PrincipalClassSource.exampleInfo(point: .shieldAction, className: "ShieldActionExtension", marker: "1️⃣"),
        sources: [("Handler.swift", "import ManagedSettings\n\nclass Handler: ShieldActionDelegate {}\n")])
    ]
  )

  static func check(_ project: LintProject) -> [Finding] {
    PrincipalClassSource.subjects(in: project).compactMap { subject in
      guard subject.declaration == nil else { return nil }
      let files = subject.target.sources.count
      return Finding(
        description,
        "no class '\(subject.className)' in the \(files) Swift file\(files == 1 ? "" : "s") of '\(subject.target.name)'",
        at: subject.node.location, keyPath: subject.node.keyPath)
    }
  }
}
