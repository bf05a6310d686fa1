import Foundation
import Testing

/// The README's "Running your own extension", followed literally on a copy of a realistic Xcode
/// project (`Fixtures/FocusTimer`: an app and two shield extensions in per-target folders, the
/// `.xcodeproj` Xcode 16 writes, entitlements, an asset catalog): `extension-host init`, then
/// `swift run extension-host visit https://social.example/feed` in the project's folder.
@Suite(.serialized, .timeLimit(.minutes(30)))
struct OwnProjectEndToEndTests {
  static let fixture = BuildProducts.repositoryRoot + "/Tests/HostTests/Fixtures/FocusTimer"

  /// A fresh copy of the fixture at `directory`, keeping only an earlier copy's `.build` (the
  /// dependency's build is minutes on a fresh machine; the same folder keeps it incremental).
  static func freshCopy(at directory: String) throws {
    let fileManager = FileManager.default
    try fileManager.createDirectory(atPath: directory, withIntermediateDirectories: true)
    for entry in try fileManager.contentsOfDirectory(atPath: directory) where entry != ".build" {
      try fileManager.removeItem(atPath: directory + "/" + entry)
    }
    for entry in try fileManager.contentsOfDirectory(atPath: fixture) {
      try fileManager.copyItem(atPath: fixture + "/" + entry, toPath: directory + "/" + entry)
    }
  }

  @Test func initThenVisitRunsTheProjectsOwnExtensions() async throws {
    let project = BuildProducts.repositoryRoot + "/.build/own-project-tests/FocusTimer"
    try Self.freshCopy(at: project)

    let adopted = try HostRun.run(["init", project])
    #expect(adopted.exitCode == 0, "\(adopted.stdout)\(adopted.stderr)")
    #expect(adopted.stdout.contains("Adopted FocusTimer: ShieldAction, ShieldConfiguration, Swift 5 language mode"))
    let manifest = try String(contentsOfFile: project + "/Package.swift", encoding: .utf8)
    let identity = URL(fileURLWithPath: BuildProducts.repositoryRoot).lastPathComponent
    #expect(manifest.contains(".product(name: \"ManagedSettingsUI\", package: \"\(identity)\")"))
    #expect(manifest.contains("swiftSettings: [.swiftLanguageMode(.v5)]"))
    #expect(!FileManager.default.fileExists(atPath: project + "/ShieldAction/main.swift"), "the Xcode folders stay as they are")

    // The second command, as the README gives it, in the project's folder; at the lowest CPU
    // priority, since building the dependency takes minutes the other suites' deadlines need.
    let visit = try await runOffThePool(
      "/usr/bin/env",
      ["--chdir=\(project)", "nice", "-n", "19", "swift", "run", "extension-host", "visit", "https://social.example/feed"],
      environment: ["NO_COLOR": "1", "XDG_STATE_HOME": project + "/.build/state", "EXTENSION_HOST_STATE": nil],
      timeout: .seconds(1500), waitingFor: "swift run extension-host visit")
    visit.process.process.expectNothingLeftBehind()
    #expect(visit.exitCode == 0, "\(visit.stdout)\(visit.stderr.suffix(3000))")
    #expect(visit.stdout.contains("social.example can wait"), "the project's own configuration extension drew it: \(visit.stdout)")
    #expect(visit.stdout.contains("Answer: .close"))
    #expect(visit.stdout.contains("Contract kept"))

    let lint = try HostRun.run(["lint", project])
    #expect(lint.exitCode == 0, "lint gives visit's verdict: \(lint.stdout)")
  }

  @Test func initNeverOverwritesAFileAndSaysWhatItKept() throws {
    let project = FileManager.default.temporaryDirectory.appendingPathComponent("own-project-\(UUID().uuidString)").path
    try Self.freshCopy(at: project)
    defer { try? FileManager.default.removeItem(atPath: project) }
    let mine = "<plist version=\"1.0\"><dict/></plist>\n"
    try mine.write(toFile: project + "/ShieldPolicy.plist", atomically: true, encoding: .utf8)
    let first = try HostRun.run(["init", project])
    #expect(first.exitCode == 0, "\(first.stderr)")
    #expect(first.stdout.contains("kept   ShieldPolicy.plist (it exists; init never overwrites)"))
    #expect(try String(contentsOfFile: project + "/ShieldPolicy.plist", encoding: .utf8) == mine)
    let again = try HostRun.run(["init", project + "/FocusTimer.xcodeproj", "--swift-language-mode", "6"])
    #expect(again.exitCode == 0)
    #expect(!again.stdout.contains("wrote"), "everything exists the second time: \(again.stdout)")
    #expect(try String(contentsOfFile: project + "/Package.swift", encoding: .utf8).contains(".swiftLanguageMode(.v5)"))
  }

  @Test func initRefusesAFolderWithoutAProject() throws {
    let run = try HostRun.run(["init", Self.fixture + "/ShieldAction"])
    #expect(run.exitCode == 3)
    #expect(run.stderr.contains("no .xcodeproj in"), "\(run.stderr)")
  }

  /// Without the `.xcodeproj`, lint cannot know the build settings; it says what it assumed
  /// instead of failing keys Xcode generates, and agrees with `visit`.
  @Test func lintWithoutTheProjectSaysWhatItAssumed() throws {
    let folders = FileManager.default.temporaryDirectory.appendingPathComponent("own-folders-\(UUID().uuidString)").path
    try Self.freshCopy(at: folders)
    defer { try? FileManager.default.removeItem(atPath: folders) }
    try FileManager.default.removeItem(atPath: folders + "/FocusTimer.xcodeproj")
    let run = try HostRun.run(["lint", folders])
    #expect(run.exitCode == 0, "\(run.stdout)")
    #expect(!run.stdout.contains(": error:"), "\(run.stdout)")
    #expect(run.stdout.contains("'ShieldAction' has no CFBundleIdentifier in its Info.plist; with no Xcode project beside it, lint assumed GENERATE_INFOPLIST_FILE = YES"), "\(run.stdout)")
    let withProject = try HostRun.run(["lint", Self.fixture])
    #expect(withProject.exitCode == 0)
    #expect(!withProject.stdout.contains("assumed"), "with the project, nothing is assumed: \(withProject.stdout)")
  }
}
