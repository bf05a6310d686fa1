import Foundation
import Testing

/// Each extension in `Tests/RealStyleExtensions`, written the way shipped apps write theirs,
/// compiles (the test target depends on it) and runs under the host with the contract kept.
@Suite(.serialized, .timeLimit(.minutes(1)))
struct RealStyleEndToEndTests {
  private func action(_ name: String) -> ManifestFixture.Extension {
    ManifestFixture.Extension(principalClass: "RealStyleExtensions.\(name)", executable: "RealStyleExtensions")
  }

  /// Visits social.example with `name` as the action, `appGroup` in the App Group's defaults,
  /// presses the secondary button, and returns the report; the run succeeded and left nothing.
  private func pressSecondary(on name: String, state: StateFixture, appGroup: [String: Any] = [:]) async throws
    -> [String: Any]
  {
    let fixture = try ManifestFixture(action: action(name))
    if !appGroup.isEmpty { try AppGroupDefaultsFile.write(appGroup, into: fixture.directory) }
    let run = try await HostRun.run(
      ["visit", "social.example", "--press", "secondary", "--format", "json"] + fixture.arguments + state.arguments)
    #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
    #expect(fixture.leftoverProcesses.isEmpty)
    return try run.report()
  }

  private func frames(_ run: HostRun) throws -> [[String: Any]] {
    try run.report().objects("frames")
  }

  private func configuration(_ frame: [String: Any]?) throws -> [String: Any] {
    try #require(frame, "no frame").object("configuration")
  }

  @Test(arguments: [("primary", ".close", 1), ("secondary", ".defer", 2)])
  func theXcodeTemplateWithUnknownDefaultRuns(press: String, response: String, frameCount: Int) async throws {
    let fixture = try ManifestFixture(action: action("TemplateShieldAction"))
    let run = try await HostRun.run(["visit", "social.example", "--press", press, "--format", "json"] + fixture.arguments)
    #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
    #expect(try run.report()["response"] as? String == response)
    #expect(try frames(run).count == frameCount)
    #expect(fixture.leftoverProcesses.isEmpty)
  }

  /// An extension that reads its own Info.plist through `Bundle.main` (its bundle identifier, a
  /// key of its own, `CFBundleName` written as `$(PRODUCT_NAME)`) reads it as Xcode built it: the
  /// App Group it names gets the press, and the logger's subsystem is the bundle identifier. A
  /// resource in a folder beside its Info.plist is at the top of its bundle, as Xcode copies it.
  @Test func anExtensionReadsItsOwnInfoPlistThroughBundleMain() async throws {
    let state = StateFixture()
    let fixture = try ManifestFixture(action: action("InfoPlistGroupShieldAction"))
    let info = fixture.directory + "/ShieldActionExt-Info.plist"
    let text = try String(contentsOfFile: info, encoding: .utf8)
    try text.replacingOccurrences(
      of: "<key>CFBundleIdentifier</key>", with: "<key>APP_GROUP_NAME</key>\n\t<string>group.com.example.FocusApp</string>\n\t<key>CFBundleIdentifier</key>"
    ).write(toFile: info, atomically: true, encoding: .utf8)
    try FileManager.default.createDirectory(atPath: fixture.directory + "/Resources", withIntermediateDirectories: true)
    try "kept in the bundle".write(toFile: fixture.directory + "/Resources/PressNote.txt", atomically: true, encoding: .utf8)
    let run = try await HostRun.run(
      ["visit", "social.example", "--press", "secondary", "--format", "json"] + fixture.arguments + state.arguments)
    #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
    #expect(fixture.leftoverProcesses.isEmpty)
    let report = try run.report()
    #expect(report["response"] as? String == ".defer", "\(report)")
    let logs = try report.object("logs").strings("ShieldActionExt")
    #expect(logs.contains("log: [info] [com.example.FocusApp.ShieldAction/Shield] Asked for more time"), "\(logs)")
    let pressed: String = try AppGroupDefaultsFile.read(state: state.path).value("lastShieldPress")
    #expect(pressed == "pressed in ShieldActionExt (com.example.FocusApp.ShieldAction): kept in the bundle")
  }

  @Test func aDelayedCompletionFromAGlobalQueueUnshieldsAfterTheDelay() async throws {
    let state = StateFixture()
    let report = try await pressSecondary(on: "SnoozeShieldAction", state: state, appGroup: ["continueDelaySeconds": 0.4])
    #expect(report["response"] as? String == ".defer")
    #expect(report["decisionAfterAnswer"] as? String == "not shielded")
    let transcript = try report.objects("transcript")
    let pressed = transcript.first { ($0["text"] as? String)?.contains("shield/handleAction") == true }
    let answered = transcript.last { $0["channel"] as? String == "received" && $0["extension"] as? String == "ShieldActionExt"
      && ($0["text"] as? String)?.contains(#""response":2"#) == true }
    let waited = try #require(answered, "no answer").double("milliseconds") - (try #require(pressed, "no press").double("milliseconds"))
    #expect(waited >= 400, "the completion handler ran after the app's delay")
    let logs = try report.object("logs").strings("ShieldActionExt")
    #expect(logs.contains("log: [info] [com.example.FocusApp.ShieldAction/Snooze] Snoozing after a 0.4 s pause"))
    let snoozed: [Data] = try AppGroupDefaultsFile.read(state: state.path).value("snoozedTokens")
    let token = try PropertyListSerialization.propertyList(from: try #require(snoozed.first), format: nil)
    #expect((token as? [String: Any])?["data"] is Data, "the token was coded with PropertyListEncoder")
  }

  /// `NSExtensionContext().open` from a shield action opens nothing, as on iOS: the completion
  /// gets false, the action falls back to its notification and closes the shield, and the visit
  /// notes the URL it asked for.
  @Test func openingTheAppFromTheShieldOpensNothingAndTheFallbackRuns() async throws {
    let state = StateFixture()
    let report = try await pressSecondary(on: "OpenAppShieldAction", state: state)
    #expect(report["response"] as? String == ".close")
    #expect(try report.strings("notes").contains(
      "ShieldActionExt asked to open focusapp://unlock with NSExtensionContext.open: nothing opens "
        + "(iOS lets only Today and iMessage extensions open a URL) and its completion handler gets false"))
    let scheduled = try report.object("sharedState").objects("notifications")
    #expect(scheduled.map { $0["identifier"] as? String } == ["open-app"], "the fallback ran")
    let defaults = try AppGroupDefaultsFile.read(state: state.path)
    #expect(try defaults.value("unlockRequested", as: Bool.self))
    #expect(try defaults.value("appOpenedFromShield", as: Bool.self) == false)
  }

  /// The tutorial's unlock (ZapScreen's, kinn's): `NSKeyedArchiver` throws for the token, as on
  /// iOS, instead of stopping the process, so the key falls back to `String(describing:)` and the
  /// shield closes; the history the action keeps in `URL.documentsDirectory` lands in its own
  /// sandbox's `Documents`, its container, as on a device; the one-shot activity from midnight to
  /// two minutes from now is refused only in the first thirteen minutes of the day.
  @Test func theTutorialsArchivedTokenKeyFallsBackAndItsDocumentsStayInItsContainer() async throws {
    let state = StateFixture()
    let fixture = try ManifestFixture(action: action("ArchivedTokenShieldAction"))
    let run = try await HostRun.run(
      ["visit", "--app", "com.example.videos", "--press", "primary", "--format", "json"] + fixture.arguments
        + state.arguments)
    #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
    #expect(fixture.leftoverProcesses.isEmpty)
    let report = try run.report()
    #expect(report["response"] as? String == ".close", "\(report)")
    let logs = try report.object("logs").strings("ShieldActionExt")
    #expect(logs.contains { $0.hasSuffix("Used String(describing:) for tokenKey") }, "\(logs)")
    let now = Calendar.current.dateComponents([.hour, .minute], from: Date())
    let tooShort = (now.hour ?? 0) * 60 + (now.minute ?? 0) + 2 < 15
    #expect(logs.contains { $0.contains(tooShort ? "Error monitoring schedule" : "Successfully started monitoring") }, "\(logs)")
    let history = URL(fileURLWithPath: state.path + "/Sandboxes/com.example.FocusApp.ShieldAction/Documents/unlocks.json")
    #expect(try JSONDecoder().decode([String].self, from: Data(contentsOf: history)) == ["Unnamed app"])
    let profiles: Data = try AppGroupDefaultsFile.read(state: state.path).value("UnlockProfiles")
    #expect(String(decoding: profiles, as: UTF8.self).contains("Unnamed app"))
  }

  @Test func aDataDrivenActionClearsTheStore() async throws {
    let fixture = try ManifestFixture(action: action("SelectionShieldAction"))
    try AppGroupDefaultsFile.write(
      ["shieldActions": ["secondary": ["type": "unblockAll", "behavior": "defer"]]], into: fixture.directory)
    let run = try await HostRun.run(["visit", "social.example", "--press", "secondary", "--format", "json"] + fixture.arguments)
    #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
    let report = try run.report()
    #expect(report["decisionAfterAnswer"] as? String == "not shielded")
    let changes = try report.object("sharedState").strings("storeChanges")
    #expect(changes.contains(#"ShieldActionExt cleared shield.webDomains of store "default": 1 token → unset"#))
    #expect(changes.count == 4, "clearAllSettings removed all four settings: \(changes)")
  }

  @Test func anExtensionPuttingFiftyOneTokensInTheStoreIsRefusedAndNamed() async throws {
    let fixture = try ManifestFixture(
      action: .init(principalClass: "RealStyleExtensions.SelectionShieldAction", executable: "RealStyleExtensions"))
    let tokens = (1...51).map { ["data": Data([UInt8($0), 7, 7]).base64EncodedString()] }
    let selection = try JSONSerialization.data(withJSONObject: ["webDomainTokens": tokens, "applicationTokens": []])
    try AppGroupDefaultsFile.write(
      ["selection": selection, "shieldActions": ["primary": ["type": "blockSelection", "behavior": "close"]]],
      into: fixture.directory)
    let state = StateFixture()
    let run = try await HostRun.run(["visit", "social.example", "--format", "json"] + fixture.arguments + state.arguments)
    #expect(run.exitCode == 1)
    let fault = try #require(try run.faults().first { $0.kind == "store-limit-exceeded" })
    #expect(fault.extension == "ShieldActionExt")
    #expect(fault.detail.contains("shield.webDomains holds 51 tokens"))
    #expect(fault.detail.contains("at most 50"))
    let logs = try run.report().object("logs").strings("ShieldActionExt")
    #expect(logs.contains { $0.contains("ManagedSettingsStore: store 'default' kept its settings") })
    let after = try await HostRun.run(["visit", "social.example"] + fixture.arguments + state.arguments)
    #expect(after.stdout.contains("shielded by token"), "the store kept its one domain")
  }

  @Test func aConfigurationBuiltFromAppGroupDataDrawsWhatTheAppDescribed() async throws {
    let fixture = try ManifestFixture(
      configuration: .init(principalClass: "RealStyleExtensions.ThemedShieldConfiguration", executable: "RealStyleExtensions"))
    try AppGroupDefaultsFile.write(
      [
        "shieldConfiguration": [
          "backgroundBlurStyle": 18, "backgroundColor": ["red": 0.2, "green": 0.1, "blue": 0.3, "alpha": 0.9],
          "title": "{applicationOrDomainDisplayName} is blocked", "titleColor": ["red": 1, "green": 1, "blue": 1],
          "primaryButtonLabel": "OK", "iconSystemName": "hourglass", "iconAppGroupRelativePath": "icon.png",
          "iconTint": ["red": 1, "green": 0.5, "blue": 0],
        ]
      ], into: fixture.directory)
    let state = StateFixture()
    _ = try await HostRun.run(["visit", "example.org"] + fixture.arguments + state.arguments)  // lays out the state
    let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    try png.write(to: URL(fileURLWithPath: "\(state.path)/AppGroups/\(AppGroupDefaultsFile.group)/icon.png"))

    let run = try await HostRun.run(["visit", "social.example", "--format", "json"] + fixture.arguments + state.arguments)
    #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
    let shield = try configuration(try frames(run).first)
    #expect(shield["backgroundBlurStyle"] as? Int == 18)
    #expect((shield["title"] as? [String: Any])?["text"] as? String == "social.example is blocked")
    let icon = try shield.object("icon")
    #expect(icon["data"] as? String == png.base64EncodedString(), "the icon came from the group's container")
    #expect((icon["tint"] as? [String: Any])?["green"] as? Double == 0.5)
    #expect(shield["secondaryButtonLabel"] == nil)
  }

  @Test func aConfigurationWithASubmenuAndFallbackColoursRuns() async throws {
    let fixture = try ManifestFixture(
      configuration: .init(principalClass: "RealStyleExtensions.NudgeShieldConfiguration", executable: "RealStyleExtensions"))
    let run = try await HostRun.run(["visit", "--app", "com.example.videos", "--format", "json"] + fixture.arguments)
    #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
    let shield = try configuration(try frames(run).first)
    #expect(shield["secondaryButtonSubmenuItems"] as? [String] == ["1 more minute", "15 more minutes", "Ask a parent"])
    #expect(shield["backgroundBlurStyle"] as? Int == 2)
    let subtitle = (shield["subtitle"] as? [String: Any])?["color"] as? [String: Any]
    #expect(subtitle?["alpha"] as? Double == 0.88)
  }
}
