import ExtensionManifest

/// PL006: build-setting references use `$(NAME)` and are well formed.
enum BuildSettingSyntax: LintRule {
  static let description = RuleDescription(
    id: "PL006",
    name: "build-setting-syntax",
    summary: "A reference uses deprecated syntax (`${}`, `$[]`, bare `$NAME`) or is malformed (unterminated, empty, unknown operator), or the expansion writes more than a megabyte or nests references deeper than 64 levels (an error).",
    rationale: """
      Xcode still expands the deprecated forms but warns; malformed references are kept or dropped in ways that \
      rarely match what was meant (an unknown operator is ignored, a trailing `$` stays literal). Settings that double \
      at each level (`A2 = $(A1)$(A1)`, …) would take memory and time exponential in their depth: expansion stops \
      after 1 MiB (operators such as `:quote`, which can double a value, are charged too), and the value is \
      wrong, so that is an error. A chain of references deeper than 64 levels is not followed further either: \
      it is named as too deep (not as a cycle), and the value, cut short, is not judged by other rules.
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

  /// Settings whose own expansion is cut short (outgrows the budget, or nests references too
  /// deep), one finding per target and reason (a chain of them would otherwise be a finding a
  /// level), where the first of them is set (a project or an xcconfig; the target otherwise): a
  /// key Xcode generates from a setting has no string in a manifest to point at.
  private static func outgrownSettings(in project: LintProject) -> [Finding] {
    var findings: [Finding] = []
    var seen: Set<String> = []
    for target in project.targets {
      var outgrown: [BuildSettingExpansion.Truncation: [(name: String, location: SourceLocation)]] = [:]
      for (name, raw) in target.settings.values where BuildSettings.mayReference(raw) {
        guard let truncation = target.expand(raw).truncation else { continue }
        outgrown[truncation, default: []].append((name, target.settingLocations[name] ?? target.definition))
      }
      for truncation in [BuildSettingExpansion.Truncation.outputBudget, .depth] {
        let sorted = (outgrown[truncation] ?? []).sorted {
          $0.location == $1.location ? $0.name < $1.name : $0.location < $1.location
        }
        guard let first = sorted.first else { continue }
        let more = sorted.count > 1 ? " (and \(sorted.count - 1) more that use it or each other)" : ""
        let message =
          switch truncation {
          case .outputBudget:
            "setting '\(first.name)'\(more) writes more than \(BuildSettings.maximumExpansionBytes) bytes expanding "
              + "(settings that double at each level?); the expansion was cut short"
          case .depth:
            "setting '\(first.name)'\(more) nests references deeper than \(BuildSettings.maximumReferenceDepth) levels; "
              + "the expansion was cut short: set a setting nearer the end of the chain to its value directly"
          }
        guard seen.insert("\(first.location) \(message)").inserted else { continue }
        findings.append(Finding(description, message, at: first.location, keyPath: first.name, severity: .error))
      }
    }
    return findings
  }
}
