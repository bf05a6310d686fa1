import ExtensionManifest
@testable import ManifestLint
import Testing

/// Rules whose code takes a different path past a size (a linear scan for small inputs, a hash
/// for large ones): each path is exercised on both sides of the boundary.
@Suite struct LintRuleBoundaryTests {
  /// PL002 compares directly up to 32 entries and hashes past that: a duplicate is flagged
  /// either way, exactly once, naming the key.
  @Test(arguments: [2, 32, 33, 100])
  func aDuplicateKeyIsFlaggedInADictionaryOfAnySize(entries: Int) {
    var nested = (0..<(entries - 1)).map { "<key>Key\($0)</key><string>v</string>" }
    nested.append("<key>Key0</key><string>again</string>")
    let body = "<key>Nested</key>\n<dict>\n" + nested.joined(separator: "\n") + "\n</dict>"
    let findings = Linter().lint(RuleExample.extension(body).project).findings.filter { $0.ruleID == "PL002" }
    #expect(findings.count == 1, "\(findings.map(\.message))")
    #expect(findings.first?.message.contains("'Key0' is already set at line") == true, "\(findings.map(\.message))")
  }

  /// A key set three times: both later ones name the line of the first, whichever path runs.
  @Test(arguments: [3, 100])
  func everyLaterDuplicateNamesTheFirstOccurrence(entries: Int) {
    var nested = (0..<(entries - 2)).map { "<key>Key\($0)</key><string>v</string>" }
    nested += ["<key>Key0</key><string>second</string>", "<key>Key0</key><string>third</string>"]
    let body = "<key>Nested</key>\n<dict>\n" + nested.joined(separator: "\n") + "\n</dict>"
    let findings = Linter().lint(RuleExample.extension(body).project).findings.filter { $0.ruleID == "PL002" }
    #expect(findings.count == 2, "\(findings.map(\.message))")
    let cited = Set(findings.map { $0.message.split(separator: " ").drop { $0 != "line" }.dropFirst().first ?? "" })
    #expect(cited.count == 1, "both name the first occurrence: \(findings.map(\.message))")
  }

  @Test(arguments: [2, 33, 100])
  func aDictionaryWithoutDuplicatesIsClean(entries: Int) {
    let nested = (0..<entries).map { "<key>Key\($0)</key><string>v</string>" }
    let body = "<key>Nested</key>\n<dict>\n" + nested.joined(separator: "\n") + "\n</dict>"
    #expect(Linter().lint(RuleExample.extension(body).project).findings.filter { $0.ruleID == "PL002" }.isEmpty)
  }
}

/// A chain of settings deeper than the expander follows is one PL006 error that says so, not a
/// self-reference, and the value it cut short is not judged empty by AX112.
@Suite struct DeepSettingChainLintTests {
  @Test func aDeepChainIsNamedAsTooDeepWithoutAFalseEmptyName() {
    var settings = ["A100": "Name"]
    for level in 0..<100 { settings["A\(level)"] = "$(A\(level + 1))" }
    let example = RuleExample.extension("<key>CFBundleName</key>\n<string>$(A0)</string>", settings: settings)
    let findings = Linter().lint(example.project).findings
    #expect(!findings.contains { $0.ruleID == "AX112" }, "\(findings.map(\.message))")
    #expect(!findings.contains { $0.message.contains("refers to itself") }, "\(findings.map(\.message))")
    let deep = findings.filter { $0.ruleID == "PL006" && $0.message.contains("nests references deeper than 64 levels") }
    #expect(!deep.isEmpty && deep.allSatisfy { $0.severity == .error }, "\(findings.map(\.message))")
  }
}

/// Every report lists findings in one order: path, line, column, then rule ID, then message.
@Suite struct FindingOrderTests {
  @Test func findingsAtOnePlaceAreOrderedByRuleThenMessage() {
    let place = SourceLocation(path: "App-Info.plist", line: 3, column: 5)
    let syntax = Finding(BuildSettingSyntax.description, "a", at: place)
    let group = Finding(AppGroupFormat.description, "z", at: place)
    let groupEarlier = Finding(AppGroupFormat.description, "b", at: place)
    let before = Finding(BuildSettingSyntax.description, "y", at: SourceLocation(path: "App-Info.plist", line: 2, column: 9))
    let sorted = [syntax, group, before, groupEarlier].sorted(by: Finding.precedes)
    #expect(sorted.map(\.message) == ["y", "b", "z", "a"], "AppGroupFormat's id sorts before BuildSettingSyntax's: \(sorted.map(\.ruleID))")
  }
}
