import ManifestLint
import Testing

/// `Documentation/LintRules.md` is generated from the rules; this fails when it is stale.
@Suite struct LintRulesDocumentationTests {
  @Test func theRuleReferenceIsUpToDate() throws {
    let document = RuleDocumentation.document()
    for rule in LintRules.descriptions { #expect(document.contains("## \(rule.id) \(rule.name)")) }
    try Snapshot.expect(document, matches: LintFixtures.packageRoot + "/Documentation/LintRules.md")
  }

  @Test func explainPrintsTheRulesSection() throws {
    let rule = try #require(LintRules.description(named: "extension-point-unknown"))
    let text = RuleDocumentation.explanation(rule)
    #expect(text.hasPrefix("## AX203 extension-point-unknown"))
    #expect(text.contains("90349"))
    #expect(text.contains("com.apple.ManagedSettingsUI.shield-action-service"))
  }
}
