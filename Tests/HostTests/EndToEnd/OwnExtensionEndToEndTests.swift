import Foundation
import Testing

/// The README's "Running your own extension": manifests laid out as Xcode lays out targets (one
/// folder per target, named like its executable, with Info.plist and .entitlements inside), the
/// executables elsewhere (`--products`).
@Suite(.serialized, .timeLimit(.minutes(1)))
struct OwnExtensionEndToEndTests {
  @Test func manifestsInAnXcodeLayoutRunWithProductsBuiltElsewhere() async throws {
    let fixture = try ManifestFixture()
    let fileManager = FileManager.default
    for target in ["App", "ShieldActionExt", "ShieldConfigExt"] {
      let folder = fixture.directory + "/" + target
      try fileManager.createDirectory(atPath: folder, withIntermediateDirectories: true)
      try fileManager.moveItem(atPath: "\(fixture.directory)/\(target)-Info.plist", toPath: folder + "/Info.plist")
      try fileManager.moveItem(
        atPath: "\(fixture.directory)/\(target).entitlements", toPath: "\(folder)/\(target).entitlements")
    }
    let state = StateFixture()
    let run = try await HostRun.run(["visit", "https://social.example/feed", "--press", "secondary"] + fixture.arguments + state.arguments)
    #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
    #expect(run.stdout.contains("Deep work until 5 pm"), "the App Group seed next to the folders was applied")
    #expect(run.stdout.contains("The shield lifts"))
  }
}
