import ExtensionManifest
import ManifestLint
import Testing

/// Runs every rule's examples: passing ones must not trigger the rule, failing ones must
/// trigger it exactly at their markers. The whole engine runs (all rules, opt-in ones too, and
/// suppressions); only the rule under test is compared.
@Suite struct LintRuleExampleTests {
  static let rules: [String] = LintRules.descriptions.map(\.id)

  private func findings(of rule: RuleDescription, in example: RuleExample) -> [Finding] {
    var configuration = LintConfiguration()
    configuration.enabledRules = Set(LintRules.descriptions.filter(\.isOptIn).map(\.id))
    return Linter(configuration: configuration).lint(example.project).findings.filter { $0.ruleID == rule.id }
  }

  @Test(arguments: rules)
  func passingExamplesFindNothing(id: String) throws {
    let rule = try #require(LintRules.description(named: id))
    #expect(!rule.passing.isEmpty, "\(id) has no passing example")
    for example in rule.passing {
      let found = findings(of: rule, in: example)
      #expect(found.isEmpty, "\(id) fired on a passing example: \(found.map { "\($0.location): \($0.message)" })")
    }
  }

  @Test(arguments: rules)
  func failingExamplesFindExactlyTheMarkers(id: String) throws {
    let rule = try #require(LintRules.description(named: id))
    #expect(!rule.failing.isEmpty, "\(id) has no failing example")
    for example in rule.failing {
      let expected = example.preparedFiles.flatMap(\.expected).sorted()
      #expect(!expected.isEmpty, "\(id) has a failing example without markers")
      let found = findings(of: rule, in: example)
      #expect(found.map(\.location).sorted() == expected, "\(id): \(found.map { "\($0.location): \($0.message)" })")
      #expect(found.allSatisfy { !$0.message.isEmpty && $0.ruleName == rule.name })
    }
  }

  @Test func identifiersAndNamesAreUniqueAndWellFormed() {
    let ids = LintRules.descriptions.map(\.id)
    let names = LintRules.descriptions.map(\.name)
    #expect(Set(ids).count == ids.count)
    #expect(Set(names).count == names.count)
    for rule in LintRules.descriptions {
      #expect(rule.id.count == 5 && ["PL", "AX", "EN", "SW", "LN"].contains(String(rule.id.prefix(2))), "\(rule.id)")
      #expect(rule.name.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(rule.name)")
      #expect(!rule.summary.isEmpty && !rule.rationale.isEmpty && !rule.evidence.isEmpty && !rule.fix.isEmpty, "\(rule.id)")
    }
  }
}
