import Foundation
import Testing

/// App Groups end to end: containers granted from each extension's entitlements, UserDefaults
/// shared between the app and both extensions and kept across host runs, and a visit that says
/// when an extension reaches for a group it is not entitled to.
@Suite(.serialized, .timeLimit(.minutes(1)))
struct AppGroupEndToEndTests {
  @Test func anEntitledExtensionReadsWhatTheAppWrote() async throws {
    let fixture = try ManifestFixture()
    let state = StateFixture()
    let run = try await HostRun.run(["visit", "social.example", "--format", "json"] + fixture.arguments + state.arguments)
    #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
    let frame = try #require((try run.report()["frames"] as? [[String: Any]])?.first)
    let subtitle = (frame["configuration"] as? [String: Any])?["subtitle"] as? [String: Any]
    #expect(subtitle?["text"] as? String == "Deep work until 5 pm. It will still be there later.")
    #expect(try run.faults().isEmpty)
  }

  @Test func anEntitledExtensionGetsTheGroupsContainer() async throws {
    let fixture = try ManifestFixture()
    let state = StateFixture()
    let run = try await HostRun.run(["visit", "social.example", "--press", "secondary"] + fixture.arguments + state.arguments)
    #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
    let log = try String(
      contentsOfFile: "\(state.path)/AppGroups/\(AppGroupDefaultsFile.group)/grants.log", encoding: .utf8)
    #expect(log.hasSuffix("+15 min\n"), "the action extension logged its grant in the container")
  }

  @Test func anExtensionWithoutTheEntitlementGetsNoContainerAndTheVisitSaysSo() async throws {
    let variant = BuildProducts.repositoryRoot + "/plists-variants/missing-app-group"
    let state = StateFixture()
    let run = try await HostRun.run(
      ["visit", "social.example", "--press", "secondary", "--manifests", variant, "--products", BuildProducts.directory]
        + state.arguments)
    #expect(run.exitCode == 1, "\(run.stdout)\(run.stderr)")
    #expect(run.stdout.contains("social.example stays blocked"))
    #expect(run.stdout.contains("note: ShieldActionExt's entitlements do not list App Group group.com.example.FocusApp"))
    #expect(run.stdout.contains("violation: ShieldActionExt called FileManager.containerURL(forSecurityApplicationGroupIdentifier:)"))
    #expect(run.stdout.contains(#"violation: ShieldActionExt read UserDefaults(suiteName: "group.com.example.FocusApp")"#))
    #expect(run.stdout.contains("missing-app-group/ShieldActionExt.entitlements"))
    #expect(run.stdout.contains("[app-group-not-entitled]"))
    #expect(!run.stdout.contains("violation: ShieldConfigExt"), "the entitled extension is not blamed")
    #expect(!FileManager.default.fileExists(atPath: "\(state.path)/AppGroups/\(AppGroupDefaultsFile.group)/grants.log"))
  }

  @Test func theTranscriptRecordsTheRefusedAccess() async throws {
    let variant = BuildProducts.repositoryRoot + "/plists-variants/missing-app-group"
    let run = try await HostRun.run(
      ["visit", "social.example", "--press", "secondary", "--format", "json", "--manifests", variant, "--products",
       BuildProducts.directory])
    let events = try run.report().objects("transcript").filter {
      $0["channel"] as? String == "event" && $0["extension"] as? String == "ShieldActionExt"
    }.compactMap { $0["text"] as? String }
    #expect(events.contains { $0.contains("App Group group.com.example.FocusApp refused") })
    #expect(events.contains { $0.contains("[app-group-not-entitled]") })
  }

  @Test func defaultsOneExtensionWritesAreReadByTheOtherAndOutliveTheHost() async throws {
    let fixture = try ManifestFixture()
    let state = StateFixture()
    let first = try await HostRun.run(
      ["visit", "news.example", "--press", "secondary", "--format", "json"] + fixture.arguments + state.arguments)
    #expect(first.exitCode == 0, "\(first.stdout)\(first.stderr)")
    let subtitles = try first.report().objects("frames").map { try $0.object("configuration").object("subtitle").string("text") }
    #expect(subtitles == ["News is paused during focus time.", "You asked for more time for News. Waiting for an answer."])

    let restarted = try await HostRun.run(["visit", "news.example", "--format", "json"] + fixture.arguments + state.arguments)
    let frame = (try restarted.report()["frames"] as? [[String: Any]])?.first
    let subtitle = ((frame?["configuration"] as? [String: Any])?["subtitle"] as? [String: Any])?["text"] as? String
    #expect(subtitle == "You asked for more time for News. Waiting for an answer.")
    let defaults = try AppGroupDefaultsFile.read(state: state.path)
    #expect((defaults["moreTimeRequests"] as? [Data])?.count == 1)
    #expect(defaults["shieldMessage"] as? String != nil, "the app's seed and the extension's write live side by side")
  }

  @Test func resetLeavesAFolderTheHostDidNotMarkAlone() async throws {
    let fixture = try ManifestFixture()
    let run = try await HostRun.run(["reset", "--state", fixture.directory])
    #expect(run.exitCode == 0)
    #expect(run.stdout.contains("Nothing to reset"))
    #expect(FileManager.default.fileExists(atPath: fixture.directory + "/ShieldPolicy.plist"))
  }
}
