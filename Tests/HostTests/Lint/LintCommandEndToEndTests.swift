import Foundation
import Testing

/// Runs the real `extension-host lint` binary, found next to the test bundle.
@Suite(.serialized) struct LintCommandEndToEndTests {
  /// `.build/<triple>/debug/extension-host`: next to the test bundle (`CommandLine.arguments[0]`
  /// or `Bundle.module`'s folder).
  static func executable() throws -> URL {
    var candidates: [URL] = []
    if let first = CommandLine.arguments.first {
      var url = URL(fileURLWithPath: first)
      for _ in 0..<4 {
        url.deleteLastPathComponent()
        candidates.append(url.appendingPathComponent("extension-host"))
      }
    }
    candidates.append(Bundle.module.bundleURL.deletingLastPathComponent().appendingPathComponent("extension-host"))
    candidates.append(Bundle.main.bundleURL.appendingPathComponent("extension-host"))
    guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
      throw BinaryMissing(searched: candidates.map(\.path))
    }
    return found
  }

  struct BinaryMissing: Error, CustomStringConvertible {
    let searched: [String]
    var description: String { "No extension-host executable next to the test bundle; run `swift build` first. Looked at: \(searched.joined(separator: ", "))" }
  }

  struct Run {
    let status: Int32
    let output: String
    let error: String
  }

  static func lint(_ arguments: [String], in directory: String? = nil) throws -> Run {
    let process = Process()
    process.executableURL = try executable()
    process.arguments = ["lint"] + arguments
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
      error: String(decoding: errorData, as: UTF8.self))
  }

  @Test(.timeLimit(.minutes(1))) func theBundledSamplesAreClean() throws {
    let run = try Self.lint(["plists"], in: LintFixtures.packageRoot)
    #expect(run.status == 0, "\(run.output)\(run.error)")
    #expect(run.output.contains("0 errors, 0 warnings in 6 files"))
  }

  @Test(.timeLimit(.minutes(1))) func aRealisticThreeTargetXcodeProjectIsClean() throws {
    let project = LintFixtures.directory + "/FocusApp"
    let run = try Self.lint([project, "--root", project, "--sources", project, "--format", "json"])
    #expect(run.status == 0, "\(run.output)\(run.error)")
    let json = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    let summary = try #require(json["summary"] as? [String: Any])
    #expect(summary["errors"] as? Int == 0)
    #expect(summary["files"] as? Int == 5)
  }

  @Test(.timeLimit(.minutes(1))) func settingsFromTheCommandLineReachTheProject() throws {
    let project = LintFixtures.directory + "/FocusApp"
    let run = try Self.lint([project, "--root", project, "--setting", "MARKETING_VERSION=1.0-beta"])
    #expect(run.status == 1)
    #expect(run.output.contains("Config/Shared.xcconfig:2:1: error: '1.0-beta' is not 1 to 3 period-separated integers [AX121]"))
  }

  @Test(.timeLimit(.minutes(1))) func brokenProjectsFailWithEveryFormatAtOnce() throws {
    let temporary = try LintFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: temporary) }
    let broken = LintFixtures.directory + "/BrokenApp"
    let sarif = temporary.appendingPathComponent("out.sarif").path
    let junit = temporary.appendingPathComponent("out.xml").path
    let run = try Self.lint([broken, "--root", broken, "--format", "sarif:" + sarif, "--format", "github", "--format", "junit:" + junit])
    #expect(run.status == 1)
    #expect(run.output.contains("::error file=ShieldAction/Info.plist,line=10,col=2,title=AX103 bundle-id-not-prefixed::"))
    #expect(!run.output.contains("AX206"), "the inline suppression holds")
    let sarifText = try String(contentsOfFile: sarif, encoding: .utf8)
    #expect(sarifText.contains("\"ruleId\": \"SW402\""))
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
    #expect(lenient.status == 0)
    #expect(lenient.output.contains("plists/ShieldActionExt-Info.plist:16:2: warning: '${PRODUCT_NAME}' is deprecated syntax"))
    #expect(try Self.lint([samples.path, "--strict"]).status == 1)
    let baseline = temporary.appendingPathComponent("baseline.json").path
    let written = try Self.lint([samples.path, "--root", temporary.path, "--write-baseline", baseline])
    #expect(written.status == 0)
    let absorbed = try Self.lint([samples.path, "--root", temporary.path, "--strict", "--baseline", baseline])
    #expect(absorbed.status == 0, "\(absorbed.output)")
    #expect(absorbed.output.contains("(1 suppressed)"))
  }

  @Test(.timeLimit(.minutes(1))) func configurationIsFoundUpwardAndUnknownKeysAreErrors() throws {
    let temporary = try LintFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: temporary) }
    let broken = temporary.appendingPathComponent("BrokenApp")
    try FileManager.default.copyItem(atPath: LintFixtures.directory + "/BrokenApp", toPath: broken.path)
    let config = temporary.appendingPathComponent(".extension-host.json")
    try #"{"disabledRules": ["PL001", "AX103"], "severities": {"EN302": "warning"}}"#.write(to: config, atomically: true, encoding: .utf8)
    let configured = try Self.lint([broken.path, "--root", broken.path])
    #expect(!configured.output.contains("[AX103]") && !configured.output.contains("[PL001]"))
    #expect(configured.output.contains("warning: com.apple.developer.family-controls must be <true/>"))
    try #"{"disabledRule": ["PL001"]}"#.write(to: config, atomically: true, encoding: .utf8)
    let invalid = try Self.lint([broken.path])
    #expect(invalid.status == 2)
    #expect(invalid.error.contains("unknown key 'disabledRule'; did you mean 'disabledRules'?"))
  }

  @Test(.timeLimit(.minutes(1))) func exitCodesForUsageAndMissingInput() throws {
    let missing = try Self.lint(["/nonexistent/project"])
    #expect(missing.status == 3)
    #expect(missing.error.contains("no such file or folder"))
    #expect(try Self.lint(["--format", "yaml"]).status == 2)
    #expect(try Self.lint(["--bogus"]).status == 2)
    let explain = try Self.lint(["--explain", "AX203"])
    #expect(explain.status == 0)
    #expect(explain.output.contains("## AX203 extension-point-unknown"))
    #expect(try Self.lint(["--explain", "AX999"]).status == 2)
    let help = try Self.lint(["--help"])
    #expect(help.output.contains("EXIT CODES:"))
  }
}
