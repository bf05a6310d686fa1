import Foundation
import Testing

/// Files saved with Windows line ends (`\r\n`, as Git's `core.autocrlf` checks them out) read as
/// the same files with `\n`: Swift holds `\r\n` as one `Character`, so a reader that splits on
/// `"\n"` alone saw one long line (an xcconfig whose first line is a comment lost every setting,
/// a scenario had no `begin` line, a source file's second `import` was not seen).
@Suite(.timeLimit(.minutes(5)))
struct WindowsLineEndsEndToEndTests {
  /// `path` rewritten with `\r\n` line ends.
  static func convert(_ path: String) throws {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    try text.replacingOccurrences(of: "\n", with: "\r\n").write(toFile: path, atomically: true, encoding: .utf8)
  }

  /// A copy of `fixture` (a folder under the repository) in a fresh temporary folder.
  static func copy(_ fixture: String) throws -> String {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("crlf-\(UUID().uuidString)").path
    try FileManager.default.copyItem(atPath: BuildProducts.repositoryRoot + "/" + fixture, toPath: directory)
    return directory
  }

  @Test func lintReadsAnXcconfigWithWindowsLineEnds() async throws {
    let project = try Self.copy("Tests/HostTests/Fixtures/Lint/FocusApp")
    defer { try? FileManager.default.removeItem(atPath: project) }
    try Self.convert(project + "/Config/Shared.xcconfig")
    let run = try await HostRun.run(["lint", project])
    #expect(run.exitCode == 0, "the versions come from the xcconfig: \(run.stdout)\(run.stderr)")
    #expect(!run.stdout.contains("AX120"), "\(run.stdout)")
  }

  /// As Notepad saves it: `\r\n` line ends after a UTF-8 byte order mark.
  @Test func simulateReadsAScenarioWithWindowsLineEndsAndAByteOrderMark() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("crlf-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let scenario = folder + "/SchoolNight.scenario"
    try FileManager.default.copyItem(atPath: BuildProducts.repositoryRoot + "/Scenarios/SchoolNight.scenario", toPath: scenario)
    try Self.convert(scenario)
    try Data([0xEF, 0xBB, 0xBF] + (try Data(contentsOf: URL(fileURLWithPath: scenario)))).write(to: URL(fileURLWithPath: scenario))
    let run = try await HostRun.run(
      ["simulate", scenario, "--manifests", BuildProducts.repositoryRoot + "/plists", "--products", BuildProducts.directory,
       "--format", "json"])
    #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
    #expect(try run.report().int("expectationsPassed") == 5, "\(run.stdout)")
  }

  @Test func initSeesEveryImportOfASourceWithWindowsLineEnds() async throws {
    let project = try Self.copy("Tests/HostTests/Fixtures/FocusTimer")
    defer { try? FileManager.default.removeItem(atPath: project) }
    try "import Foundation\r\nimport Charts\r\n".write(toFile: project + "/ShieldConfiguration/Chart.swift", atomically: true, encoding: .utf8)
    let run = try await HostRun.run(["init", project])
    #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
    let manifest = try String(contentsOfFile: project + "/Package.swift", encoding: .utf8)
    #expect(manifest.contains(#".product(name: "Charts""#), "\(manifest)")
  }
}
