import Foundation
import Testing

/// Runs the real `extension-host lint` binary, found next to the test bundle.
@Suite(.serialized, .timeLimit(.minutes(1))) struct LintCommandEndToEndTests {
  static func lint(_ arguments: [String], in directory: String? = nil) async throws -> HostRun {
    try await HostRun.run(["lint"] + arguments, in: directory)
  }

  @Test(.timeLimit(.minutes(1))) func theBundledSamplesAreClean() async throws {
    let run = try await Self.lint(["plists"], in: LintFixtures.packageRoot)
    #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
    #expect(run.stdout.contains("0 errors, 0 warnings in 10 files"), "\(run.stdout)")
  }

  @Test(.timeLimit(.minutes(1))) func aRealisticThreeTargetXcodeProjectIsClean() async throws {
    let project = LintFixtures.directory + "/FocusApp"
    let run = try await Self.lint([project, "--root", project, "--sources", project, "--format", "json"])
    #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
    let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let summary = try #require(json["summary"] as? [String: Any])
    #expect(summary["errors"] as? Int == 0)
    #expect(summary["files"] as? Int == 5)
  }

  @Test(.timeLimit(.minutes(1))) func settingsFromTheCommandLineReachTheProject() async throws {
    let project = LintFixtures.directory + "/FocusApp"
    let run = try await Self.lint([project, "--root", project, "--setting", "MARKETING_VERSION=1.0-beta"])
    #expect(run.exitCode == 1)
    #expect(run.stdout.contains("Config/Shared.xcconfig:2:1: error: '1.0-beta' is not 1 to 3 period-separated integers [AX121]"))
  }

  @Test(.timeLimit(.minutes(1))) func brokenProjectsFailWithEveryFormatAtOnce() async throws {
    let temporary = try LintFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: temporary) }
    let broken = LintFixtures.directory + "/BrokenApp"
    let sarif = temporary.appendingPathComponent("out.sarif").path
    let junit = temporary.appendingPathComponent("out.xml").path
    let run = try await Self.lint([broken, "--root", broken, "--format", "sarif:" + sarif, "--format", "github", "--format", "junit:" + junit])
    #expect(run.exitCode == 1)
    #expect(run.stdout.contains("::error file=ShieldAction/Info.plist,line=10,col=2,title=AX103 bundle-id-not-prefixed::"))
    #expect(!run.stdout.contains("AX206"), "the inline suppression holds")
    let log = try JSONDecoder().decode(SARIFRuleIDs.self, from: Data(contentsOf: URL(fileURLWithPath: sarif)))
    #expect(log.runs.flatMap(\.results).map(\.ruleId).contains("SW402"))
    #expect(try String(contentsOfFile: junit, encoding: .utf8).contains("<testsuites name=\"extension-host lint\""))
  }

  @Test(.timeLimit(.minutes(1))) func strictFailsOnWarningsAndBaselinesAbsorbThem() async throws {
    let temporary = try LintFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: temporary) }
    let samples = temporary.appendingPathComponent("plists")
    try FileManager.default.copyItem(atPath: LintFixtures.packageRoot + "/plists", toPath: samples.path)
    let info = samples.appendingPathComponent("ShieldActionExt-Info.plist")
    let text = try String(contentsOf: info, encoding: .utf8).replacingOccurrences(of: "$(PRODUCT_NAME)", with: "${PRODUCT_NAME}")
    try text.write(to: info, atomically: true, encoding: .utf8)
    let lenient = try await Self.lint([samples.path, "--root", temporary.path])
    #expect(lenient.exitCode == 0)
    #expect(lenient.stdout.contains("plists/ShieldActionExt-Info.plist:16:2: warning: '${PRODUCT_NAME}' is deprecated syntax"))
    #expect(try await Self.lint([samples.path, "--strict"]).exitCode == 1)
    let baseline = temporary.appendingPathComponent("baseline.json").path
    let written = try await Self.lint([samples.path, "--root", temporary.path, "--write-baseline", baseline])
    #expect(written.exitCode == 0)
    let absorbed = try await Self.lint([samples.path, "--root", temporary.path, "--strict", "--baseline", baseline])
    #expect(absorbed.exitCode == 0, "\(absorbed.stdout)")
    #expect(absorbed.stdout.contains("(1 suppressed)"))
  }

  @Test(.timeLimit(.minutes(1))) func configurationIsFoundUpwardAndUnknownKeysAreErrors() async throws {
    let temporary = try LintFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: temporary) }
    let broken = temporary.appendingPathComponent("BrokenApp")
    try FileManager.default.copyItem(atPath: LintFixtures.directory + "/BrokenApp", toPath: broken.path)
    let config = temporary.appendingPathComponent(".extension-host.json")
    try #"{"disabledRules": ["PL001", "AX103"], "severities": {"EN302": "warning"}}"#.write(to: config, atomically: true, encoding: .utf8)
    let configured = try await Self.lint([broken.path, "--root", broken.path])
    #expect(!configured.stdout.contains("[AX103]") && !configured.stdout.contains("[PL001]"))
    #expect(configured.stdout.contains("warning: com.apple.developer.family-controls must be <true/>"))
    try #"{"disabledRule": ["PL001"]}"#.write(to: config, atomically: true, encoding: .utf8)
    let invalid = try await Self.lint([broken.path])
    #expect(invalid.exitCode == 2)
    #expect(invalid.stderr.contains("unknown key 'disabledRule'; did you mean 'disabledRules'?"))
    #expect(invalid.stderr.components(separatedBy: "error:").count == 2, "said once: \(invalid.stderr)")
    #expect(invalid.stderr.hasPrefix(config.path + ": error: "), "\(invalid.stderr)")
  }

  /// Entitlements that cannot be read are PL001's alone: no knock-on "shares no App Group"
  /// (EN304) for groups lint never saw.
  @Test(.timeLimit(.minutes(1))) func unreadableEntitlementsAreNoAppGroupFinding() async throws {
    let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("lint-unread-\(UUID().uuidString)").path
    try FileManager.default.copyItem(atPath: BuildProducts.repositoryRoot + "/plists", toPath: temporary)
    defer { try? FileManager.default.removeItem(atPath: temporary) }
    let entitlements = temporary + "/ShieldConfigExt.entitlements"
    try FileManager.default.removeItem(atPath: entitlements)
    try FileManager.default.createSymbolicLink(atPath: entitlements, withDestinationPath: "/dev/zero")
    let run = try await Self.lint([temporary])
    #expect(run.stdout.contains("ShieldConfigExt.entitlements:1:1: error:") && run.stdout.contains("[PL001]"), "\(run.stdout)")
    #expect(!run.stdout.contains("[EN304]"), "\(run.stdout)")
  }

  /// A baseline that cannot be read says why, once: a FIFO is no file (and is never waited on).
  @Test(.timeLimit(.minutes(1))) func aBaselineThatIsNoFileSaysWhy() async throws {
    let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("lint-fifo-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: temporary) }
    let fifo = temporary.appendingPathComponent("baseline.json").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let run = try await Self.lint([LintFixtures.directory + "/BrokenApp", "--baseline", fifo])
    #expect(run.exitCode == 2)
    #expect(run.stderr == "\(fifo): error: cannot read the baseline file: is a FIFO, not a regular file\n", "\(run.stderr)")
  }

  @Test(.timeLimit(.minutes(1))) func exitCodesForUsageAndMissingInput() async throws {
    let missing = try await Self.lint(["/nonexistent/project"])
    #expect(missing.exitCode == 3)
    #expect(missing.stderr.contains("no such file or folder"))
    #expect(try await Self.lint(["--format", "yaml"]).exitCode == 2)
    #expect(try await Self.lint(["--bogus"]).exitCode == 2)
    let explain = try await Self.lint(["--explain", "AX203"])
    #expect(explain.exitCode == 0)
    #expect(explain.stdout.contains("## AX203 extension-point-unknown"))
    #expect(try await Self.lint(["--explain", "AX999"]).exitCode == 2)
    let help = try await Self.lint(["--help"])
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
