import ExtensionManifest

/// PL006: build-setting references use `$(NAME)` and are well formed.
enum BuildSettingSyntax: LintRule {
  static let description = RuleDescription(
    id: "PL006",
    name: "build-setting-syntax",
    summary: "A reference uses deprecated syntax (`${}`, `$[]`, bare `$NAME`) or is malformed (unterminated, empty, unknown operator), or the expansion writes more than a megabyte (an error).",
    rationale: """
      Xcode still expands the deprecated forms but warns; malformed references are kept or dropped in ways that \
      rarely match what was meant (an unknown operator is ignored, a trailing `$` stays literal). Settings that double \
      at each level (`A2 = $(A1)$(A1)`, …) would take memory and time exponential in their depth: expansion stops \
      after 1 MiB, and the value is wrong, so that is an error.
      """,
    evidence: "swift-build MacroExpressionParser: deprecatedMacroRefSyntax warning; unterminatedMacroSubexpression, missingMacroName, unknown operator errors.",
    layer: .build,
    severity: .warning,
    fix: "Write `$(NAME)` with known operators (`$(PRODUCT_NAME:rfc1034identifier)`); `$$` for a literal dollar.",
    passing: [.extension("<key>CFBundleName</key>\n<string>$(PRODUCT_NAME)</string>")],
    failing: [
      .extension("<key>CFBundleName</key>\n1️⃣<string>${PRODUCT_NAME}</string>"),
      .extension("<key>CFBundleName</key>\n1️⃣<string>$(PRODUCT_NAME:lowercase)</string>"),
    ]
  )

  static func check(_ project: LintProject) -> [Finding] {
    let inManifests = project.referencingStrings.compactMap { target, node, text, _ -> Finding? in
      let expansion = target.expand(text)
      let problems = expansion.deprecatedSyntax.map { "'\($0)' is deprecated syntax; write $(…)" } + expansion.malformed
      guard !problems.isEmpty else { return nil }
      return Finding(
        description, problems.joined(separator: "; "), at: node.location, keyPath: node.keyPath,
        severity: expansion.isTruncated ? .error : nil)
    }
    return inManifests + outgrownSettings(in: project)
  }

  /// Settings whose own expansion outgrows the budget, one finding per target (a chain of them
  /// would otherwise be a finding a level), where the first of them is set (a project or an
  /// xcconfig; the target otherwise): a key Xcode generates from a setting has no string in a
  /// manifest to point at.
  private static func outgrownSettings(in project: LintProject) -> [Finding] {
    var findings: [Finding] = []
    var seen: Set<String> = []
    for target in project.targets {
      let outgrown = target.settings.values.compactMap { name, raw -> (name: String, location: SourceLocation)? in
        guard BuildSettings.mayReference(raw), target.expand(raw).isTruncated else { return nil }
        return (name, target.settingLocations[name] ?? target.definition)
      }.sorted { $0.location == $1.location ? $0.name < $1.name : $0.location < $1.location }
      guard let first = outgrown.first else { continue }
      let more = outgrown.count > 1 ? " (and \(outgrown.count - 1) more that use it or each other)" : ""
      let message =
        "setting '\(first.name)'\(more) writes more than \(BuildSettings.maximumExpansionBytes) bytes expanding "
        + "(settings that double at each level?); the expansion was cut short"
      guard seen.insert("\(first.location) \(message)").inserted else { continue }
      findings.append(Finding(description, message, at: first.location, keyPath: first.name, severity: .error))
    }
    return findings
  }
}
