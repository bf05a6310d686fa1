import ExtensionManifest
import Foundation
import ManifestLint
import Testing

/// Every output format, rendered for the BrokenApp fixture, against its golden file.
@Suite struct LintReportGoldenTests {
  static func report() throws -> LintReport {
    let root = LintFixtures.directory + "/BrokenApp"
    let project = try ProjectLoader.load([root], options: LoadOptions())
    let linter = Linter()
    let result = linter.lint(project)
    return LintReport(
      findings: result.findings, suppressed: result.suppressed, files: project.manifestFiles.map(\.path),
      rules: linter.enabledRules.map { $0.description }, root: FileSystem.absolute(root))
  }

  static let goldens: [(ReportFormat, String)] = [
    (.text, "broken.txt"), (.json, "broken.json"), (.sarif, "broken.sarif"), (.github, "broken.github.txt"),
    (.junit, "broken.junit.xml"), (.gitlab, "broken.gitlab.json"),
  ]

  @Test(arguments: goldens)
  func formatMatchesItsGolden(format: ReportFormat, file: String) throws {
    let report = try Self.report()
    #expect(report.findings.count > 10)
    try Snapshot.expect(try format.render(report), matches: LintFixtures.sourceDirectory + "/Golden/" + file)
  }

  @Test func outputIsDeterministicAndRepoRelative() throws {
    let first = try Self.report()
    let second = try Self.report()
    for format in ReportFormat.allCases {
      let text = try format.render(first)
      #expect(try text == format.render(second))
      #expect(!text.contains(LintFixtures.directory), "\(format) leaks an absolute path")
    }
  }

  @Test func sarifHasWhatGitHubCodeScanningRequires() throws {
    let report = try Self.report()
    let data = Data(try ReportFormat.sarif.render(report).utf8)
    let sarif = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(sarif["version"] as? String == "2.1.0")
    #expect((sarif["$schema"] as? String)?.contains("sarif") == true)
    let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "extension-host")
    let rules = try #require(driver["rules"] as? [[String: Any]])
    let ruleIDs = rules.compactMap { $0["id"] as? String }
    for rule in rules {
      #expect((rule["shortDescription"] as? [String: Any])?["text"] is String)
      let full = try #require((rule["fullDescription"] as? [String: Any])?["text"] as? String)
      #expect(full.count <= 1024)
      #expect((rule["help"] as? [String: Any])?["text"] is String)
    }
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.count == report.findings.count + report.suppressed.count)
    for result in results {
      let ruleID = try #require(result["ruleId"] as? String)
      #expect(ruleIDs.contains(ruleID))
      #expect(result["ruleIndex"] as? Int == ruleIDs.firstIndex(of: ruleID))
      #expect(["error", "warning", "note"].contains(result["level"] as? String ?? ""))
      #expect((result["message"] as? [String: Any])?["text"] is String)
      let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
      let uri = try #require((location["artifactLocation"] as? [String: Any])?["uri"] as? String)
      #expect(!uri.hasPrefix("/"))
      let region = try #require(location["region"] as? [String: Any])
      #expect((region["startLine"] as? Int ?? 0) >= 1)
      #expect((result["partialFingerprints"] as? [String: Any])?["primaryLocationLineHash"] is String)
    }
    #expect(results.contains { $0["suppressions"] != nil }, "the inline suppression is reported")
  }

  /// GitHub shows at most 10 errors and 10 warnings per step as annotations: the line after them
  /// says so when either kind passes 10, and only then.
  @Test(arguments: [(2, 3, false), (2, 11, true), (11, 2, true), (10, 10, false)])
  func theAnnotationLimitLineAppearsOnlyPastTenOfAKind(errors: Int, warnings: Int, noted: Bool) throws {
    let broken = try Self.report()
    let error = try #require(broken.findings.first { $0.severity == .error })
    let warning = try #require(broken.findings.first { $0.severity == .warning })
    let report = LintReport(
      findings: Array(repeating: error, count: errors) + Array(repeating: warning, count: warnings), suppressed: [],
      files: [], rules: [], root: FileSystem.absolute(LintFixtures.directory + "/BrokenApp"))
    let text = GitHubReporter.render(report)
    #expect(text.contains("GitHub shows the first 10 errors and 10 warnings") == noted, "\(text)")
  }

  /// A path in SARIF is a URI: a space, `#`, `%`, a newline or ESC in a folder name is
  /// percent-encoded, never read as a fragment or a bad escape; GitHub's `file=` is the real path
  /// with only the annotation escapes, so it names the file that exists.
  @Test func pathsAreAURIInSARIFAndTheRealPathInGitHubAnnotations() throws {
    let broken = try Self.report()
    let rule = try #require(broken.rules.first)
    let root = "/tmp/nowhere"
    let path = root + "/My Shield #1%/T\u{1B}[31m\nx,y:z é/Info.plist"
    let finding = Finding(rule, "message", at: ExtensionManifest.SourceLocation(path: path, line: 3, column: 1), severity: .error)
    let report = LintReport(findings: [finding], suppressed: [], files: [], rules: broken.rules, root: root)
    let sarif = try ReportFormat.sarif.render(report)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
    let result = try #require(((json["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
    let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
    let uri = try #require((location["artifactLocation"] as? [String: Any])?["uri"] as? String)
    #expect(uri == "My%20Shield%20%231%25/T%1B%5B31m%0Ax%2Cy%3Az%20%C3%A9/Info.plist")
    #expect(uri.removingPercentEncoding == "My Shield #1%/T\u{1B}[31m\nx,y:z é/Info.plist")
    let github = GitHubReporter.render(report)
    #expect(github.hasPrefix("::error file=My Shield #1%25/T\u{1B}[31m%0Ax%2Cy%3Az é/Info.plist,line=3,"), "\(github)")
  }

  @Test func githubAnnotationsAreEscaped() {
    #expect(GitHubReporter.escapeData("50% done\nnext") == "50%25 done%0Anext")
    #expect(GitHubReporter.escapeProperty("a:b,c") == "a%3Ab%2Cc")
  }
}
