import Foundation
import Testing

/// Runs the real `extension-host lint` binary, found next to the test bundle.
@Suite(.serialized, .timeLimit(.minutes(1))) struct LintCommandEndToEndTests {
  static func lint(_ arguments: [String], in directory: String? = nil) throws -> HostRun {
    try HostRun.run(["lint"] + arguments, in: directory)
  }

  @Test(.timeLimit(.minutes(1))) func theBundledSamplesAreClean() throws {
    let run = try Self.lint(["plists"], in: LintFixtures.packageRoot)
    #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
    #expect(run.stdout.contains("0 errors, 0 warnings in 10 files"), "\(run.stdout)")
  }

  @Test(.timeLimit(.minutes(1))) func aRealisticThreeTargetXcodeProjectIsClean() throws {
    let project = LintFixtures.directory + "/FocusApp"
    let run = try Self.lint([project, "--root", project, "--sources", project, "--format", "json"])
    #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
    let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let summary = try #require(json["summary"] as? [String: Any])
    #expect(summary["errors"] as? Int == 0)
    #expect(summary["files"] as? Int == 5)
  }

  @Test(.timeLimit(.minutes(1))) func settingsFromTheCommandLineReachTheProject() throws {
    let project = LintFixtures.directory + "/FocusApp"
    let run = try Self.lint([project, "--root", project, "--setting", "MARKETING_VERSION=1.0-beta"])
    #expect(run.exitCode == 1)
    #expect(run.stdout.contains("Config/Shared.xcconfig:2:1: error: '1.0-beta' is not 1 to 3 period-separated integers [AX121]"))
  }

  @Test(.timeLimit(.minutes(1))) func brokenProjectsFailWithEveryFormatAtOnce() throws {
    let temporary = try LintFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: temporary) }
    let broken = LintFixtures.directory + "/BrokenApp"
    let sarif = temporary.appendingPathComponent("out.sarif").path
    let junit = temporary.appendingPathComponent("out.xml").path
    let run = try Self.lint([broken, "--root", broken, "--format", "sarif:" + sarif, "--format", "github", "--format", "junit:" + junit])
    #expect(run.exitCode == 1)
    #expect(run.stdout.contains("::error file=ShieldAction/Info.plist,line=10,col=2,title=AX103 bundle-id-not-prefixed::"))
    #expect(!run.stdout.contains("AX206"), "the inline suppression holds")
    let log = try JSONDecoder().decode(SARIFRuleIDs.self, from: Data(contentsOf: URL(fileURLWithPath: sarif)))
    #expect(log.runs.flatMap(\.results).map(\.ruleId).contains("SW402"))
    #expect(try String(contentsOfFile: junit, encoding: .utf8).contains("<testsuites name=\"extension-host lint\""))
  }

  @Test(.timeLimit(.minutes(1))) func strictFailsOnWarningsAndBaselinesAbsorbThem() throws {
    let temporary = try LintFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: temporary) }
    let samples = temporary.appendingPathComponent("plists")
    try FileManager.default.copyItem(atPath: LintFixtures.packageRoot + "/plists", toPath: samples.path)
    let info = samples.appendingPathComponent("ShieldActionExt-Info.plist")
    let text = try String(contentsOf: info, encoding: .utf8).replacingOccurrences(of: "$(PRODUCT_NAME)", with: "${PRODUCT_NAME}")
    try text.write(to: info, atomically: true, encoding: .utf8)
    let lenient = try Self.lint([samples.path, "--root", temporary.path])
    #expect(lenient.exitCode == 0)
    #expect(lenient.stdout.contains("plists/ShieldActionExt-Info.plist:16:2: warning: '${PRODUCT_NAME}' is deprecated syntax"))
    #expect(try Self.lint([samples.path, "--strict"]).exitCode == 1)
    let baseline = temporary.appendingPathComponent("baseline.json").path
    let written = try Self.lint([samples.path, "--root", temporary.path, "--write-baseline", baseline])
    #expect(written.exitCode == 0)
    let absorbed = try Self.lint([samples.path, "--root", temporary.path, "--strict", "--baseline", baseline])
    #expect(absorbed.exitCode == 0, "\(absorbed.stdout)")
    #expect(absorbed.stdout.contains("(1 suppressed)"))
  }

  @Test(.timeLimit(.minutes(1))) func configurationIsFoundUpwardAndUnknownKeysAreErrors() throws {
    let temporary = try LintFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: temporary) }
    let broken = temporary.appendingPathComponent("BrokenApp")
    try FileManager.default.copyItem(atPath: LintFixtures.directory + "/BrokenApp", toPath: broken.path)
    let config = temporary.appendingPathComponent(".extension-host.json")
    try #"{"disabledRules": ["PL001", "AX103"], "severities": {"EN302": "warning"}}"#.write(to: config, atomically: true, encoding: .utf8)
    let configured = try Self.lint([broken.path, "--root", broken.path])
    #expect(!configured.stdout.contains("[AX103]") && !configured.stdout.contains("[PL001]"))
    #expect(configured.stdout.contains("warning: com.apple.developer.family-controls must be <true/>"))
    try #"{"disabledRule": ["PL001"]}"#.write(to: config, atomically: true, encoding: .utf8)
    let invalid = try Self.lint([broken.path])
    #expect(invalid.exitCode == 2)
    #expect(invalid.stderr.contains("unknown key 'disabledRule'; did you mean 'disabledRules'?"))
  }

  @Test(.timeLimit(.minutes(1))) func exitCodesForUsageAndMissingInput() throws {
    let missing = try Self.lint(["/nonexistent/project"])
    #expect(missing.exitCode == 3)
    #expect(missing.stderr.contains("no such file or folder"))
    #expect(try Self.lint(["--format", "yaml"]).exitCode == 2)
    #expect(try Self.lint(["--bogus"]).exitCode == 2)
    let explain = try Self.lint(["--explain", "AX203"])
    #expect(explain.exitCode == 0)
    #expect(explain.stdout.contains("## AX203 extension-point-unknown"))
    #expect(try Self.lint(["--explain", "AX999"]).exitCode == 2)
    let help = try Self.lint(["--help"])
    #expect(help.stdout.contains("EXIT CODES:"))
  }
}

/// The rule of each result in a SARIF log.
private struct SARIFRuleIDs: Decodable {
  struct Run: Decodable {
    struct Result: Decodable {
      var ruleId: String
    }

    var results: [Result]
  }

  var runs: [Run]
}
