import Foundation
import Testing

/// Issue 17: `visit --device-state` and `serve --device-state`: the bundled configuration extension reads the
/// app's message from App Group defaults; with the device locked and the app's container of class
/// complete, its own open of that file is refused (EPERM), it shows its fallback, and the visit
/// names the refusal (which extension, which file, which class, which state).
@Suite(.serialized, .timeLimit(.minutes(2)))
struct LockedVisitEndToEndTests {
  static let seeded = "Deep work until 5 pm. It will still be there later."
  static let defaultsFile = "AppGroups/group.com.example.FocusApp/Library/Preferences/group.com.example.FocusApp.plist"

  /// The sample with the app's (and so the containers') default class set to `protection`.
  private func fixture(protection: String?) throws -> ManifestFixture {
    let fixture = try ManifestFixture()
    if let protection {
      let path = fixture.directory + "/App.entitlements"
      let text = try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(
        of: "</dict>", with: "\t<key>com.apple.developer.default-data-protection</key>\n\t<string>\(protection)</string>\n</dict>")
      try text.write(toFile: path, atomically: true, encoding: .utf8)
    }
    return fixture
  }

  private func subtitle(_ run: HostRun) throws -> String? {
    let frame = try #require(try run.report().objects("frames").first)
    return try frame.object("configuration").object("subtitle")["text"] as? String
  }

  private func refusalEvents(_ run: HostRun) throws -> [String] {
    try run.report().objects("transcript").filter { $0["channel"] as? String == "event" }
      .compactMap { $0["text"] as? String }.filter { $0.hasPrefix("protected: ") }
  }

  @Test func aLockedVisitCannotReadACompleteFileAndNamesTheRefusal() async throws {
    let fixture = try fixture(protection: "NSFileProtectionComplete")
    let state = StateFixture()
    let run = try await HostRun.run(["visit", "social.example", "--device-state", "locked", "--format", "json"] + fixture.arguments + state.arguments)
    #expect(run.exitCode == 0, "\(run.stdout.prefix(3000))\(run.stderr)")
    #expect(try subtitle(run) != Self.seeded, "UserDefaults(suiteName:) read nothing: the sample's fallback shows")
    let notes = try #require(try run.report()["notes"] as? [String])
    #expect(notes.contains { $0.hasPrefix("the device is locked: ") && $0.contains("of class .complete cannot be opened") }, "\(notes)")
    let expected = "ShieldConfigExt could not open \(Self.defaultsFile)"
    #expect(notes.contains { $0.hasPrefix(expected) && $0.contains("class .complete, the device locked; refused with EPERM (NSCocoaErrorDomain 257 reading, 513 writing)") }, "\(notes)")
    #expect(try refusalEvents(run).contains { $0.hasPrefix("protected: " + expected) }, "the transcript names it")
    let events = try run.report().objects("transcript").filter { ($0["text"] as? String)?.hasPrefix("protected: ShieldConfigExt") == true }
    #expect(events.allSatisfy { $0["extension"] as? String == "ShieldConfigExt" }, "against the process that opened it")

    let text = try await HostRun.run(["visit", "social.example", "--device-state", "locked"] + fixture.arguments + state.arguments)
    #expect(text.stdout.contains("note: \(expected)"), "\(text.stdout)")
  }

  /// Apple's default class opens while locked, but not before the first unlock after a restart.
  @Test func theDefaultClassOpensWhileLockedButNotBeforeTheFirstUnlock() async throws {
    let fixture = try fixture(protection: nil)
    let locked = try await HostRun.run(["visit", "social.example", "--device-state", "locked", "--format", "json"] + fixture.arguments)
    #expect(try subtitle(locked) == Self.seeded)
    #expect(try refusalEvents(locked).isEmpty)
    let restarted = try await HostRun.run(
      ["visit", "social.example", "--device-state", "before-first-unlock", "--format", "json"] + fixture.arguments)
    #expect(try subtitle(restarted) != Self.seeded)
    #expect(
      try refusalEvents(restarted).contains {
        $0.contains("class .completeUntilFirstUserAuthentication, the device not unlocked since it restarted")
      })
    let unlocked = try await HostRun.run(["visit", "social.example", "--device-state", "unlocked", "--format", "json"] + fixture.arguments)
    #expect(try subtitle(unlocked) == Self.seeded)
  }

  @Test func anUnknownDeviceStateIsAUsageError() async throws {
    let run = try await HostRun.run(["visit", "social.example", "--device-state", "asleep"])
    #expect(run.exitCode == 2)
    #expect(run.stderr.contains("before-first-unlock"), "\(run.stderr)")
  }

  /// The daemon runs every visit in its `--device-state` state; a visit may ask for another.
  @Test func theDaemonTakesTheDeviceStateToo() async throws {
    let daemon = try await DaemonProcess(["--device-state", "locked"])
    let fixture = try fixture(protection: "NSFileProtectionComplete")
    let locked = try await daemon.client(["visit", "social.example", "--format", "json"] + fixture.arguments)
    #expect(locked.exitCode == 0, "\(locked.stderr)")
    #expect(try subtitle(locked) != Self.seeded)
    #expect(try refusalEvents(locked).contains { $0.hasPrefix("protected: ShieldConfigExt could not open \(Self.defaultsFile)") })
    let unlocked = try await daemon.client(["visit", "social.example", "--device-state", "unlocked", "--format", "json"] + fixture.arguments)
    #expect(try subtitle(unlocked) == Self.seeded, "the warm extension reads it once the visit's device is unlocked")
    #expect(try refusalEvents(unlocked).isEmpty)
    #expect(await daemon.terminate() == 0)
  }
}
