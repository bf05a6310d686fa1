import Foundation
import Testing

/// ManagedSettingsStore end to end: the policy seeds the app's store, an action extension changes
/// it over the protocol, the host decides from it, and it outlives the host.
@Suite(.serialized, .timeLimit(.minutes(1)))
struct StoreEndToEndTests {
  @Test func askingForMoreTimeUnshieldsTheSiteThroughTheStoreAndItOpens() async throws {
    let fixture = try ManifestFixture()
    let state = StateFixture()
    let run = try await HostRun.run(
      ["visit", "social.example", "--press", "secondary", "--format", "json"] + fixture.arguments + state.arguments)
    #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
    let report = try run.report()
    #expect(report["response"] as? String == ".defer")
    #expect(report["decisionAfterAnswer"] as? String == "not shielded")
    #expect((report["outcome"] as? String)?.contains("opens") == true)
    #expect((report["frames"] as? [[String: Any]])?.count == 1, "the shield lifts instead of redrawing")
    let changes = try report.object("sharedState").strings("storeChanges")
    #expect(changes == [#"ShieldActionExt changed shield.webDomains of store "default": 1 token → 0 tokens"#])
    let sent = try report.objects("transcript").filter { $0["channel"] as? String == "received" }
      .compactMap { $0["text"] as? String }
    #expect(sent.contains { $0.contains(#""method":"store/write""#) })
    #expect(fixture.leftoverProcesses.isEmpty)

    // A new host, the same state: the grant is still there, until reset.
    let again = try await HostRun.run(["visit", "social.example"] + fixture.arguments + state.arguments)
    #expect(again.stdout.contains("social.example is not shielded: it opens."), "\(again.stdout)")
    let reset = try await HostRun.run(["reset"] + state.arguments)
    #expect(reset.exitCode == 0)
    let fresh = try await HostRun.run(["visit", "social.example"] + fixture.arguments + state.arguments)
    #expect(fresh.stdout.contains("Policy: shielded by token"), "\(fresh.stdout)")
  }

  @Test func anAppIsUnshieldedTheSameWayAndTheTextSaysWhatChanged() async throws {
    let fixture = try ManifestFixture()
    let state = StateFixture()
    let run = try await HostRun.run(
      ["visit", "--app", "com.example.videos", "--press", "secondary"] + fixture.arguments + state.arguments)
    #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
    #expect(run.stdout.contains(#"Store: ShieldActionExt changed shield.applications of store "default""#))
    #expect(run.stdout.contains("The shield lifts"))
    #expect(run.stdout.contains("State: "))
  }

  @Test func withoutTheAppsPermissionTheShieldIsRedrawnAndTheSiteStaysBlocked() async throws {
    let fixture = try ManifestFixture()
    try AppGroupDefaultsFile.write(["shieldMessage": "No extra time today."], into: fixture.directory)
    let run = try await HostRun.run(
      ["visit", "social.example", "--press", "secondary", "--format", "json"] + fixture.arguments)
    #expect(run.exitCode == 0)
    let report = try run.report()
    #expect(report["decisionAfterAnswer"] as? String == "shielded by token")
    #expect((report["frames"] as? [[String: Any]])?.count == 2)
  }

  @Test func aChangedPolicySeedsTheStoreAgain() async throws {
    let fixture = try ManifestFixture()
    let state = StateFixture()
    _ = try await HostRun.run(["visit", "social.example", "--press", "secondary"] + fixture.arguments + state.arguments)
    let policy = fixture.directory + "/ShieldPolicy.plist"
    let text = try String(contentsOfFile: policy, encoding: .utf8)
    try text.replacingOccurrences(of: "<string>social.example</string>", with: "<string>social.example</string><string>other.example</string>")
      .write(toFile: policy, atomically: true, encoding: .utf8)
    let run = try await HostRun.run(["visit", "social.example"] + fixture.arguments + state.arguments)
    #expect(run.stdout.contains("Policy: shielded by token"), "the app applied its new policy: \(run.stdout)")
    #expect(run.stdout.contains(#"seeded store "default" from the shield policy"#))
  }

  @Test func aPolicyOverFiftyTokensIsRefusedWhereItIsWritten() async throws {
    let fixture = try ManifestFixture()
    let domains = (1...51).map { "<string>site\($0).example</string>" }.joined()
    let policy = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
      \t<key>WebDomains</key>
      \t<array>\(domains)</array>
      </dict>
      </plist>
      """
    try policy.write(toFile: fixture.directory + "/ShieldPolicy.plist", atomically: true, encoding: .utf8)
    let run = try await HostRun.run(["visit", "site1.example"] + fixture.arguments)
    #expect(run.exitCode == 3)
    #expect(run.stderr.contains("ShieldPolicy.plist:5:"), "\(run.stderr)")
    #expect(run.stderr.contains("WebDomains lists 51 entries"))
    #expect(run.stderr.contains("at most 50 tokens"))
  }
}
