/// The rule reference, generated from the rules' descriptions: `Documentation/LintRules.md` and
/// `lint --explain ID`.
package enum RuleDocumentation {
  /// The whole reference document.
  package static func document() -> String {
    var text = """
      <!-- This file is generated from Sources/ManifestLint/Rules. Do not edit it: run
           RECORD_SNAPSHOTS=1 swift test --filter LintRulesDocumentationTests -->
      # Lint rules

      Every rule `extension-host lint` runs, generated from the rules themselves. IDs are stable:
      `PL` plist, `AX` app extension, `EN` entitlements, `SW` Swift sources, `LN` the linter.
      Examples show the body of the top-level `<dict>` of an Info.plist (`ShieldAction/Info.plist`)
      or `.entitlements` unless they show a whole file; `1️⃣` marks where the finding is reported.

      **Blocks a launch**: an error of such a rule also stops `visit`, `conform`, `serve` and
      `simulate` before they launch the extension, with the same finding (rule, place and words):
      one implementation, `LaunchRules`, runs for lint and for every launch. Every other rule only
      `lint` reports; a visit still launches, and what the extension then does is judged.

      | ID | Name | Default | Blocks a launch | Summary |
      |---|---|---|---|---|

      """
    for rule in LintRules.descriptions {
      let severity = rule.isOptIn ? "\(rule.severity.rawValue) (opt-in)" : rule.severity.rawValue
      let launch = rule.blocksLaunch ? "yes" : ""
      text += "| [\(rule.id)](#\(anchor(rule))) | `\(rule.name)` | \(severity) | \(launch) | \(rule.summary.replacing("|", with: "\\|")) |\n"
    }
    for rule in LintRules.descriptions { text += "\n" + section(rule) }
    return text
  }

  /// One rule's section.
  package static func section(_ rule: RuleDescription) -> String {
    var text = "## \(rule.id) \(rule.name)\n\n"
    text += "\(rule.summary)\n\n"
    text += "- Default severity: \(rule.severity.rawValue)\(rule.isOptIn ? " (opt-in: enable it in `enabledRules`)" : "")\n"
    text += "- Mirrors: \(rule.layer.rawValue)\n"
    text += "- Blocks a launch: \(rule.blocksLaunch ? "yes, an error stops visit, conform, serve and simulate" : "no, only lint reports it")\n\n"
    text += "**Why.** \(rule.rationale)\n\n"
    text += "**Apple evidence.** \(rule.evidence)\n\n"
    text += "**Fix.** \(rule.fix)\n\n"
    text += examples("Passes", rule.passing)
    text += examples("Fails", rule.failing)
    return text
  }

  /// `--explain` text: the section, without Markdown anchors.
  package static func explanation(_ rule: RuleDescription) -> String { section(rule) }

  private static func examples(_ title: String, _ examples: [RuleExample]) -> String {
    var text = ""
    for (number, example) in examples.enumerated() {
      text += "\(title)\(examples.count > 1 ? " (\(number + 1))" : ""):\n\n"
      for file in example.files {
        let language = file.path.hasSuffix(".swift") ? "swift" : "xml"
        text += "`\(file.path)`\n```\(language)\n\(file.text)\n```\n"
      }
      if !example.settings.isEmpty {
        text += "with settings " + example.settings.sorted { $0.key < $1.key }.map { "`\($0.key)=\($0.value)`" }.joined(separator: ", ") + "\n"
      }
      text += "\n"
    }
    return text
  }

  private static func anchor(_ rule: RuleDescription) -> String { rule.id.lowercased() + "-" + rule.name }
}
