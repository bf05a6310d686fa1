import Dispatch
import ExtensionManifest
import Synchronization

/// Runs the enabled rules over a project and applies the configuration and inline suppressions.
package struct Linter: Sendable {
  /// The configuration applied.
  package let configuration: LintConfiguration

  /// Creates a linter.
  package init(configuration: LintConfiguration = LintConfiguration()) {
    self.configuration = configuration
  }

  /// The rules that run: every rule not disabled, opt-in rules only when enabled.
  package var enabledRules: [any LintRule.Type] {
    LintRules.all.filter { rule in
      let id = rule.description.id
      if configuration.disabledRules.contains(id) { return false }
      return !rule.description.isOptIn || configuration.enabledRules.contains(id)
    }
  }

  /// The result of one run.
  package struct Result: Sendable {
    /// Findings to report, sorted.
    package var findings: [Finding]
    /// Findings silenced by comments (or, later, the baseline), sorted.
    package var suppressed: [Finding]
  }

  /// Lints `project`.
  package func lint(_ project: LintProject) -> Result {
    let rules = enabledRules
    let enabledIDs = Set(rules.map { $0.description.id })
    let collected = Mutex<[Finding]>([])
    DispatchQueue.concurrentPerform(iterations: rules.count) { index in
      let found = rules[index].check(project)
      collected.withLock { $0 += found }
    }
    var findings = collected.withLock { $0 }
    for index in findings.indices {
      if let severity = configuration.severities[findings[index].ruleID] { findings[index].severity = severity }
    }
    var suppressed: [Finding] = []
    var meta: [Finding] = []
    for file in project.manifestFiles {
      guard let document = file.document else { continue }
      for suppression in Suppression.all(in: document) {
        var used = false
        findings.removeAll { finding in
          guard suppression.covers(finding), !suppression.reason.isEmpty else { return false }
          var silenced = finding
          silenced.suppression = suppression.reason
          suppressed.append(silenced)
          used = true
          return true
        }
        meta += SuppressionIsUsed.findings(for: suppression, used: used, enabled: enabledIDs)
      }
    }
    findings += meta.map { finding in
      var adjusted = finding
      if let severity = configuration.severities[finding.ruleID] { adjusted.severity = severity }
      return adjusted
    }
    findings = findings.filter { configuration.includes(path: $0.location.path) }
    return Result(findings: Self.sorted(findings), suppressed: Self.sorted(suppressed))
  }

  /// Sorted and without exact duplicates.
  package static func sorted(_ findings: [Finding]) -> [Finding] {
    var seen = Set<Finding>()
    return findings.sorted(by: Finding.precedes).filter { seen.insert($0).inserted }
  }
}
