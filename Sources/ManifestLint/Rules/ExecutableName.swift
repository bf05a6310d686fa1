import ExtensionManifest

/// AX114: `CFBundleExecutable` is a file name, never a path.
enum ExecutableName: LintRule {
  static let description = RuleDescription(
    id: "AX114",
    name: "executable-name",
    summary: "`CFBundleExecutable` is a path (`/`, `.` or `..`), holds a control character such as a NUL, or is longer than a file name can be.",
    rationale: "The executable is a file in the bundle's own folder. A path in its place names a program somewhere else, which `visit`, `conform` and `serve` refuse to run (they look for it only in the products folder), and a NUL cuts the name short where the system reads it.",
    evidence: "Apple documentation: CFBundleExecutable, \"the name of the bundle's executable file\"; installd MissingBundleExecutable when no such file is in the bundle.",
    layer: .runtime,
    severity: .error,
    fix: "Write `<string>$(EXECUTABLE_NAME)</string>`, or the executable's file name alone.",
    blocksLaunch: true,
    passing: [.extension("<key>CFBundleExecutable</key>\n<string>$(EXECUTABLE_NAME)</string>")],
    failing: [
      .extension("<key>CFBundleExecutable</key>\n1️⃣<string>../outside/evil</string>"),
      .extension("<key>CFBundleExecutable</key>\n1️⃣<string>..</string>"),
    ]
  )

  static func check(_ project: LintProject) -> [Finding] {
    project.bundleTargets.compactMap { target in
      guard let value = target.infoValue("CFBundleExecutable"), let expansion = value.expansion,
        !expansion.value.isEmpty, expansion.unresolved.isEmpty,
        let violation = ManifestName.violation(expansion.value, as: .executable)
      else { return nil }
      return Finding(description, violation.message, at: value.location, keyPath: "CFBundleExecutable")
    }
  }
}
