import Foundation
import Testing

/// Shared state through the daemon: warm extensions keep the daemon's state directory, and each
/// visit they serve is lent that visit's record, so store changes land in the right report.
@Suite(.serialized, .timeLimit(.minutes(1)))
struct WarmSharedStateEndToEndTests {
  @Test func aWarmActionExtensionUnshieldsThroughTheDaemonsStore() async throws {
    let daemon = try await DaemonProcess()
    let fixture = try ManifestFixture()
    let connect = ["--socket", daemon.socket] + fixture.arguments
    let warmUp = try await HostRun.run(["visit", "social.example"] + connect)
    #expect(warmUp.stdout.contains("Deep work until 5 pm"), "the daemon seeded the App Group: \(warmUp.stdout)")

    let unlock = try await HostRun.run(["visit", "social.example", "--press", "secondary", "--format", "json"] + connect)
    #expect(unlock.exitCode == 0, "\(unlock.stdout)\(unlock.stderr)")
    let report = try unlock.report()
    #expect((report["extensionExits"] as? [String: String])?["ShieldActionExt"] == "still running (warm)")
    let changes = try report.object("sharedState").strings("storeChanges")
    #expect(changes.count == 1, "the second visit's report has the change the warm extension made: \(changes)")
    #expect(report["decisionAfterAnswer"] as? String == "not shielded")

    let after = try await HostRun.run(["visit", "social.example"] + connect)
    #expect(after.stdout.contains("social.example is not shielded: it opens."))
    #expect(FileManager.default.fileExists(atPath: daemon.directory + "/ManagedSettings/com.example.FocusApp.json"))
    #expect(await daemon.terminate() == 0)
    #expect(fixture.leftoverProcesses.isEmpty)
  }
}
