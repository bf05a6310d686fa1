import ExtensionManifest
@testable import ManifestLint
import Testing

/// A message naming a plist type reads as English: "an array", "an integer", "a string".
@Suite struct TypeMessageArticleTests {
  @Test(arguments: [
    ("array", "an array"), ("integer", "an integer"), ("string", "a string"), ("real", "a real"),
    ("boolean", "a boolean"), ("date", "a date"), ("data", "a data"), ("dictionary", "a dictionary"),
  ])
  func eachTypeNameTakesItsArticle(typeName: String, expected: String) {
    #expect(PlistNode.withArticle(typeName) == expected)
  }

  /// PL004 on a key that must be a dictionary given an array, and EN306 given an integer.
  @Test func wrongTypeFindingsNameBothTypesWithTheirArticles() {
    let wrongType = Linter().lint(RuleExample.extension("<key>NSExtension</key>\n<array/>").project).findings
    #expect(wrongType.contains { $0.ruleID == "PL004" && $0.message.hasSuffix("must be a dictionary, not an array") },
      "\(wrongType.map(\.message))")
    let entitlements = "<key>com.apple.developer.default-data-protection</key>\n<integer>1</integer>"
    let protection = Linter().lint(RuleExample.extension("", entitlements: entitlements).project).findings
    #expect(protection.contains { $0.ruleID == "EN306" && $0.message.hasSuffix(", not an integer") },
      "\(protection.map(\.message))")
  }
}
