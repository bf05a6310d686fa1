/// A lint rule: a description (identity, docs, examples) and a check over a whole project.
///
/// A rule never throws and never prints: it returns findings. Cross-target rules see every
/// target; single-target rules loop over `project.targets`.
package protocol LintRule: Sendable {
  /// The rule's identity, documentation and examples.
  static var description: RuleDescription { get }
  /// The findings for `project`, in any order.
  static func check(_ project: LintProject) -> [Finding]
}
