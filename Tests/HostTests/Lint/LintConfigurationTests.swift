import ExtensionManifest
import Foundation
import ManifestLint
import Testing

@Suite struct LintConfigurationTests {
  private func load(_ json: String) throws -> LintConfiguration {
    let directory = try LintFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent(".extension-host.json").path
    try json.write(toFile: path, atomically: true, encoding: .utf8)
    return try LintConfiguration.load(path: path)
  }

  @Test func readsEveryKey() throws {
    let configuration = try load(
      #"{"disabledRules": ["AX206"], "enabledRules": ["bundle-id-nested-suffix"], "severities": {"AX122": "error", "PL006": "off"}, "include": ["**/*.plist"], "exclude": ["Vendor/**"], "hostApp": "App", "settings": {"A": "1"}, "sources": "Sources", "baseline": "b.json", "strict": true}"#
    )
    #expect(configuration.disabledRules == ["AX206", "PL006"])
    #expect(configuration.enabledRules == ["AX104"])
    #expect(configuration.severities == ["AX122": .error])
    #expect(configuration.hostApp == "App")
    #expect(configuration.settings == ["A": "1"])
    #expect(configuration.strict == true)
    #expect(configuration.sources?.hasSuffix("/Sources") == true)
    #expect(configuration.includes(path: configuration.directory + "/App/Info.plist"))
    #expect(!configuration.includes(path: configuration.directory + "/Vendor/Info.plist"))
    #expect(!configuration.includes(path: configuration.directory + "/App/App.entitlements"))
    let options = LoadOptions(configuration)
    #expect(options.settings == ["A": "1"])
    #expect(options.sourcesDirectory == configuration.sources)
    #expect(options.hostApp == "App")
  }

  @Test(arguments: [
    (#"{"rules": []}"#, "unknown key 'rules'"),
    (#"{"disabledRules": ["XX999"]}"#, "unknown rule 'XX999'"),
    (#"{"severities": {"AX101": "fatal"}}"#, "severity 'fatal'"),
    (#"{"strict": "yes"}"#, "'strict' must be true or false"),
    (#"[1]"#, "must be a JSON object"),
    (#"{"#, "not valid JSON"),
  ])
  func rejectsWhatItDoesNotUnderstand(json: String, reason: String) throws {
    do {
      _ = try load(json)
      Issue.record("accepted \(json)")
    } catch let error as ConfigurationError {
      #expect(error.reason.contains(reason), "\(error.reason)")
    }
  }

  @Test func disabledRulesDoNotRunAndOptInRulesRunWhenEnabled() {
    let example = RuleExample.app(
      "<key>CFBundleIdentifier</key>\n<string>com.example.app</string>",
      extension: "<key>CFBundleIdentifier</key>\n<string>com.example.app.a.b</string>")
    #expect(!Linter().lint(example.project).findings.contains { $0.ruleID == "AX104" })
    var configuration = LintConfiguration()
    configuration.enabledRules = ["AX104"]
    configuration.severities = ["AX104": .error]
    let finding = Linter(configuration: configuration).lint(example.project).findings.first { $0.ruleID == "AX104" }
    #expect(finding?.severity == .error)
    configuration.disabledRules = ["AX104"]
    #expect(!Linter(configuration: configuration).lint(example.project).findings.contains { $0.ruleID == "AX104" })
  }

  @Test(arguments: [
    ("**/*.plist", "a/b/Info.plist", true), ("*.plist", "a/Info.plist", false), ("a/*/c", "a/b/c", true),
    ("a/**", "a/b/c/d", true), ("?.txt", "x.txt", true), ("**/Vendor/**", "Vendor/x", true), ("b/**", "a/b/c", false),
  ])
  func globsMatchLikeAShell(pattern: String, path: String, matches: Bool) {
    #expect(Glob.matches(pattern, path) == matches)
  }

  /// A pattern of many stars against a long path that it does not match: a repository's own
  /// configuration file once hung `lint` for minutes by backtracking; each position pair is now
  /// decided once. (A regression hangs, and the time limit names it.)
  @Test(.timeLimit(.minutes(1))) func manyStarsAgainstALongPathAreDecidedAtOnce() {
    let path = String(repeating: "a", count: 2_000) + "/Info.plist"
    #expect(!Glob.matches(String(repeating: "**a", count: 30) + "**c", path))
    #expect(Glob.matches(String(repeating: "**a", count: 30) + "**.plist", path))
  }
}

@Suite struct SuppressionAndBaselineTests {
  @Test func anIgnoreCommentCoversTheNextKeyOnlyAndKeepsTheReason() {
    let example = RuleExample.extension(
      """
      <!-- extension-host:ignore AX206 exported with @objc(A) -->
      <key>NSExtension</key>
      <dict>
        <key>NSExtensionPrincipalClass</key>
        <string>A</string>
      </dict>
      <key>Other</key>
      <dict>
        <key>NSExtensionPrincipalClass</key>
        <string>B</string>
      </dict>
      """)
    let result = Linter().lint(example.project)
    #expect(!result.findings.contains { $0.ruleID == "AX206" })
    #expect(result.suppressed.map(\.suppression) == ["exported with @objc(A)"])
  }

  /// A reason may be set off from the rule ids with `--` or `:`, as lint comments elsewhere are;
  /// the separator is not part of the reason.
  @Test(arguments: ["AX206 -- exported with @objc(A)", "AX206 : exported with @objc(A)", "AX206 exported with @objc(A)"])
  func aReasonSetOffWithDashesOrAColonIsKeptWithoutThem(_ directive: String) {
    let example = RuleExample.extension(
      """
      <!-- extension-host:ignore \(directive) -->
      <key>NSExtension</key>
      <dict>
        <key>NSExtensionPrincipalClass</key>
        <string>A</string>
      </dict>
      """)
    let result = Linter().lint(example.project)
    #expect(result.suppressed.map(\.suppression) == ["exported with @objc(A)"])
  }

  /// An ignore comment inside a dictionary that is an array's item covers the key after it there.
  @Test func anIgnoreCommentInsideAnArraysDictionaryCoversTheKeyAfterIt() {
    let example = RuleExample.extension(
      """
      <key>Things</key>
      <array>
        <dict>
          <key>B</key>
          <string>plain</string>
          <!-- extension-host:ignore PL005 set by the CI job -->
          <key>A</key>
          <string>$(X)</string>
        </dict>
      </array>
      """)
    let result = Linter().lint(example.project)
    #expect(!result.findings.contains { ["PL005", "LN001"].contains($0.ruleID) }, "\(result.findings.map(\.ruleID))")
    #expect(result.suppressed.map(\.keyPath) == ["Things/0/A"])
  }

  /// An ignore comment between an array's items covers the item after it, and only that one.
  @Test func anIgnoreCommentBetweenAnArraysItemsCoversTheItemAfterIt() {
    let example = RuleExample.extension(
      """
      <key>Things</key>
      <array>
        <string>$(X)</string>
        <!-- extension-host:ignore PL005 set by the CI job -->
        <string>$(Y)</string>
        <string>$(Z)</string>
      </array>
      """)
    let result = Linter().lint(example.project)
    #expect(result.suppressed.map(\.keyPath) == ["Things/1"], "\(result.suppressed.map(\.keyPath))")
    #expect(result.findings.filter { $0.ruleID == "PL005" }.map(\.keyPath) == ["Things/0", "Things/2"])
  }

  @Test func ignoreFileCoversTheWholeFile() {
    let example = RuleExample.extension(
      "<!-- extension-host:ignore-file PL005, PL006 settings come from CI -->\n<key>A</key>\n<string>$(X)</string>\n<key>B</key>\n<string>${Y}</string>")
    let result = Linter().lint(example.project)
    #expect(!result.findings.contains { ["PL005", "PL006", "LN001", "LN002"].contains($0.ruleID) })
    #expect(result.suppressed.map(\.ruleID) == ["PL005", "PL005", "PL006"])
  }

  @Test func baselinesAreCountAwareAndKeyedOnKeyPaths() throws {
    let example = RuleExample.extension("<key>A</key>\n<string>$(X)</string>\n<key>B</key>\n<string>$(Y)</string>")
    let findings = Linter().lint(example.project).findings.filter { $0.ruleID == "PL005" }
    #expect(findings.count == 2)
    let baseline = Baseline(findings: Array(findings.prefix(1)), relativize: { $0 })
    let (new, known) = baseline.filter(findings, relativize: { $0 })
    #expect(new.count == 1 && known.count == 1)
    #expect(known.first?.suppression == "baseline")
    let file = try #require(try JSONSerialization.jsonObject(with: Data(try baseline.json().utf8)) as? [String: Any])
    #expect(file["version"] as? Int == 1)
    let entries = try #require(file["findings"] as? [[String: Any]])
    #expect(entries.map { $0["keyPath"] as? String } == ["A"])
    #expect(entries.map { $0["count"] as? Int } == [1])
  }

  @Test func aWrittenBaselineReadsBackAndABrokenOneNamesTheMember() throws {
    let example = RuleExample.extension("<key>A</key>\n<string>$(X)</string>\n<key>B</key>\n<string>$(X)</string>")
    let findings = Linter().lint(example.project).findings.filter { $0.ruleID == "PL005" }
    #expect(findings.count == 2)
    let directory = try LintFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("baseline.json").path
    let written = Baseline(findings: findings, relativize: { $0 })
    try written.json().write(toFile: path, atomically: true, encoding: .utf8)
    #expect(try Baseline(path: path) == written)

    try #"{"version": 1, "findings": [{"path": "a.plist", "rule": "PL005"}, {"path": "b.plist"}]}"#
      .write(toFile: path, atomically: true, encoding: .utf8)
    #expect(throws: ConfigurationError.self) { try Baseline(path: path) }
    do {
      _ = try Baseline(path: path)
    } catch {
      #expect(error.reason.contains("findings[1].rule is missing"), "\(error.reason)")
    }
    try #"{"findings": [{"path": "a.plist", "rule": "PL005", "count": "two"}]}"#
      .write(toFile: path, atomically: true, encoding: .utf8)
    do {
      _ = try Baseline(path: path)
      Issue.record("a count that is not a number was accepted")
    } catch {
      #expect(error.reason.contains("findings[0].count has the wrong type"), "\(error.reason)")
    }
  }
}
