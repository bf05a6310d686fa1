/// The launch-blocking lint rules: those whose description says `blocksLaunch`. Each command
/// that launches extensions (`visit`, `conform`, `serve`, `simulate`) refuses a manifest on an
/// error of one of these, found by this same code, so `lint` and a launch judge a manifest with
/// the same rules, at the same places, in the same words. The other rules only `lint` runs.
package enum LaunchRules {
  /// The rules that block a launch.
  package static let all: [any LintRule.Type] = LintRules.all.filter { $0.description.blocksLaunch }

  /// Their identifiers.
  package static let identifiers: Set<String> = Set(all.map { $0.description.id })

  /// The launch-blocking errors in `project`, sorted, with inline suppressions honoured as `lint`
  /// honours them (a warning of one of these rules, such as PL001's missing `#include?`, does
  /// not block).
  package static func errors(in project: LintProject) -> [Finding] {
    var configuration = LintConfiguration()
    configuration.disabledRules = Set(LintRules.all.map { $0.description.id }).subtracting(identifiers)
    return Linter(configuration: configuration).lint(project).findings.filter {
      $0.severity == .error && identifiers.contains($0.ruleID)
    }
  }
}
