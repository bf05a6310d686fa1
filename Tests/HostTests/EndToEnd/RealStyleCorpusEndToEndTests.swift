import Foundation
import Testing

/// The corpus of `Tests/RealStyleExtensions`: eleven configuration + action pairs written the way
/// shipped apps write them, compiled unchanged (the test target depends on both corpus
/// targets, one in Swift 5 and one in Swift 6 language mode) and run end to end, each with the
/// behaviour a device would show asserted. The two oldest pairs (Themed + Selection, Nudge +
/// Snooze) are in `RealStyleEndToEndTests`.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct RealStyleCorpusEndToEndTests {
  private let english = ["EXTENSION_HOST_LANGUAGES": "en-US"]

  private func visit(
    _ fixture: ManifestFixture, _ extra: [String] = [], environment: [String: String] = ["EXTENSION_HOST_LANGUAGES": "en-US"]
  ) async throws -> (run: HostRun, report: [String: Any]) {
    let run = try await HostRun.run(
      ["visit", "social.example", "--format", "json"] + extra + fixture.arguments, environment: environment)
    #expect(fixture.leftoverProcesses.isEmpty)
    return (run, try run.report())
  }

  private func shield(_ report: [String: Any], frame: Int = 0) throws -> [String: Any] {
    let frames = try report.objects("frames")
    try #require(frames.count > frame, "only \(frames.count) frame(s)")
    return try frames[frame].object("configuration")
  }

  private func text(_ label: Any?) -> String? { (label as? [String: Any])?["text"] as? String }

  private func notifications(_ report: [String: Any]) throws -> [[String: Any]] {
    try report.object("sharedState").objects("notifications")
  }

  @Test func theXcodeTemplatesLeftAsGeneratedShowTheSystemShield() async throws {
    let fixture = try RealStylePair.fixture(configuration: "TemplateShieldConfiguration", action: "TemplateShieldAction")
    let (run, report) = try await visit(fixture)
    #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
    let configuration = try shield(report)
    #expect(configuration["title"] == nil && configuration["backgroundColor"] == nil && configuration["icon"] == nil)
    #expect(report["response"] as? String == ".close")
  }

  @Test func aFamilyActivitySelectionTheAppSavedDecodesInBothExtensions() async throws {
    let fixture = try RealStylePair.fixture(
      configuration: "FamilySelectionShieldConfiguration", action: "FamilySelectionShieldAction")
    // As the app's JSONEncoder wrote it on a device: seven members, 128-byte tokens.
    let token = { (seed: UInt8) in ["data": Data((0..<128).map { UInt8($0) &+ seed }).base64EncodedString()] }
    let selection: [String: Any] = [
      "applicationTokens": [token(1), token(2)], "categoryTokens": [token(3)], "webDomainTokens": [token(4)],
      "includeEntireCategory": true, "untokenizedApplicationIdentifiers": [], "untokenizedCategoryIdentifiers": [],
      "untokenizedWebDomainIdentifiers": [],
    ]
    try AppGroupDefaultsFile.write(
      ["familyActivitySelection": try JSONSerialization.data(withJSONObject: selection)], into: fixture.directory)
    let (run, report) = try await visit(fixture, ["--press", "secondary"])
    #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
    #expect(text(try shield(report)["subtitle"]) == "3 items on your focus list (whole categories)")
    let changes = try report.object("sharedState").strings("storeChanges")
    #expect(changes.contains { $0.contains("shield.applications of store \"focus\": unset → 2 tokens") }, "\(changes)")
    #expect(changes.contains { $0.contains("shield.webDomains of store \"focus\"") }, "\(changes)")

    let denied = try await visit(
      fixture, environment: english.merging(["EXTENSION_HOST_FAMILY_CONTROLS_AUTHORIZATION": "denied"]) { $1 })
    #expect(text(try shield(denied.report)["title"]) == "Screen Time access is off")
  }

  @Test func aNotificationTheActionSchedulesIsShownWithItsTime() async throws {
    let fixture = try RealStylePair.fixture(
      configuration: "BreakReminderShieldConfiguration", action: "BreakReminderShieldAction")
    let svg = FileManager.default.temporaryDirectory.appendingPathComponent("break-\(UUID()).svg").path
    defer { try? FileManager.default.removeItem(atPath: svg) }
    let (run, report) = try await visit(fixture, ["--render", svg])
    #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
    let background = try shield(report).object("backgroundColor")
    let (red, alpha) = (try background.double("red"), try background.double("alpha"))
    #expect(abs(red - 0.07) < 0.001 && abs(alpha - 0.85) < 0.001)
    let scheduled = try #require(try notifications(report).first)
    #expect(scheduled["title"] as? String == "Break's over")
    #expect(scheduled["trigger"] as? String == "after 600 s")
    #expect(scheduled["delivered"] as? Bool == true)
    let seconds = try scheduled.double("secondsAfterVisit")
    #expect(seconds > 590 && seconds <= 600, "delivered ten minutes after the press: \(seconds)")
    let picture = try String(contentsOfFile: svg, encoding: .utf8)
    #expect(picture.contains("Break&apos;s over") || picture.contains("Break's over"))
    #expect(picture.contains("in 10 min"))
    #expect(try report.object("logs").strings("ShieldActionExt").contains { $0.contains("Reminder scheduled in 10 minutes") })
    // os_log's format filled in, its handle's subsystem and category named, a missing value said so.
    let configurationLogs = try report.object("logs").strings("ShieldConfigExt")
    #expect(
      configurationLogs.contains {
        $0.contains("[com.example.FocusApp.ShieldConfiguration/shield] Showing the break shield (cup, 10 minutes, <missing>)")
      }, "\(configurationLogs)")

    let terminal = try await HostRun.run(["visit", "social.example"] + fixture.arguments, environment: english)
    #expect(terminal.stdout.contains("Notification in 10 min"), "\(terminal.stdout)")
    #expect(terminal.stdout.contains("Break's over: You took 10 minutes away from the screen. Nice!"), "\(terminal.stdout)")
  }

  @Test func withNotificationsDeniedTheRequestFailsAndNothingIsShown() async throws {
    let fixture = try RealStylePair.fixture(
      configuration: "BreakReminderShieldConfiguration", action: "BreakReminderShieldAction")
    let (run, report) = try await visit(
      fixture, ["--press", "secondary"],
      environment: english.merging(["EXTENSION_HOST_NOTIFICATIONS_AUTHORIZATION": "denied"]) { $1 })
    #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
    let scheduled = try #require(try notifications(report).first)
    #expect(scheduled["title"] as? String == "Take a break")
    #expect(scheduled["delivered"] as? Bool == false)
    let logs = try report.object("logs").strings("ShieldActionExt")
    #expect(logs.contains { $0.contains("Could not schedule the reminder: Notifications are not allowed for this application") })
  }

  @Test func assetCatalogColoursImagesAndGeneratedSymbolsReachTheShield() async throws {
    let fixture = try RealStylePair.fixture(configuration: "BrandedShieldConfiguration", action: "EveningShieldAction")
    let (run, report) = try await visit(fixture, ["--press", "secondary"])
    #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
    let configuration = try shield(report)
    let background = try configuration.object("backgroundColor")
    let (red, alpha) = (try background.double("red"), try background.double("alpha"))
    #expect(abs(red - 0x14 / 255.0) < 0.0001 && abs(alpha - 0.95) < 0.0001)
    let logo = try Data(contentsOf: URL(fileURLWithPath: RealStylePair.resources + "/Assets.xcassets/Logo.imageset/logo@3x.png"))
    let icon = try configuration.object("icon")["data"] as? String
    #expect(icon == logo.base64EncodedString(), "the empty image set was nil, so the logo's 3x file")
    let subtitle = try configuration.object("subtitle")
    #expect(subtitle["text"] as? String == "Logo 20×16 pt")
    let warning = try subtitle.object("color")["name"] as? String
    #expect(warning == "systemOrange", "Brand/Warning refers to systemOrange")
    let primary = try configuration.object("primaryButtonBackgroundColor")
    let blue = try primary.double("blue")
    #expect(abs(blue - 0.878) < 0.0001, "UIColor.brandBlue, a generated symbol")
    let accent = try configuration.object("secondaryButtonLabel").object("color")
    let (accentRed, accentGreen) = (try accent.double("red"), try accent.double("green"))
    #expect(accentRed > 0.95 && accentGreen < 0.3, "Color.accent, display-P3 converted to sRGB")

    let scheduled = try #require(try notifications(report).first)
    #expect(scheduled["trigger"] as? String == "at hour 21 minute 0")
    let seconds = try scheduled.double("secondsAfterVisit")
    #expect(seconds > 0 && seconds <= 86_400)
  }

  /// A shield's title, subtitle and button labels, in that order.
  typealias ShieldTexts = (title: String, subtitle: String, primary: String, secondary: String)

  @Test(arguments: [
    ("fr-FR", ("social.example est bloqué", "Respirez et revenez plus tard. 1 minute restante aujourd’hui", "Fermer", "C’est l’heure")),
    ("en-GB", ("social.example is blocked", "Take a breath and come back later. 1 minute left today", "Close", "Time's up")),
    ("de-DE", ("social.example is blocked", "Take a breath and come back later. 1 minute left today", "Close", "Time's up")),
  ] as [(String, ShieldTexts)])
  func stringsComeFromTheCatalogsInTheDevicesLanguage(language: String, expected: ShieldTexts) async throws {
    try await expectShield("LocalizedShieldConfiguration", in: language, toRead: expected, minutesLeft: 1)
  }

  @Test(arguments: [
    ("fr-FR", ("social.example est bloqué", "Respirez et revenez plus tard. Come back later.", "Fermer", "Encore une minute")),
    ("en-GB", ("social.example is blocked", "Take a breath and come back later. Come back later.", "Close", "One more minute")),
  ] as [(String, ShieldTexts)])
  func nsLocalizedStringReadsTheExtensionsTablesInTheDevicesLanguage(language: String, expected: ShieldTexts) async throws {
    try await expectShield("NSLocalizedShieldConfiguration", in: language, toRead: expected)
  }

  /// Visits with the device in `language` and expects the shield of `configuration` to read `expected`.
  private func expectShield(
    _ configuration: String, in language: String, toRead expected: ShieldTexts, minutesLeft: Int? = nil
  ) async throws {
    let fixture = try RealStylePair.fixture(configuration: configuration, action: "PreSubmenuTemplateShieldAction")
    if let minutesLeft { try AppGroupDefaultsFile.write(["minutesLeft": minutesLeft], into: fixture.directory) }
    let (run, report) = try await visit(fixture, environment: ["EXTENSION_HOST_LANGUAGES": language])
    #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
    let shown = try shield(report)
    #expect(text(shown["title"]) == expected.title)
    #expect(text(shown["subtitle"]) == expected.subtitle)
    #expect(text(shown["primaryButtonLabel"]) == expected.primary)
    #expect(text(shown["secondaryButtonLabel"]) == expected.secondary)
  }

  @Test func aDarwinNotificationReachesTheConfigurationExtensionBeforeTheRedraw() async throws {
    let fixture = try RealStylePair.fixture(
      configuration: "UnlockRequestShieldConfiguration", action: "UnlockRequestShieldAction")
    let (run, report) = try await visit(fixture, ["--press", "secondary"])
    #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
    #expect(text(try shield(report)["title"]) == "Ask for more time?")
    #expect(text(try shield(report, frame: 1)["title"]) == "Request sent")
    let posted = try report.object("sharedState").strings("darwinNotifications")
    #expect(posted == [
      "ShieldActionExt posted Darwin notification com.example.FocusApp.unlockRequested: delivered to ShieldConfigExt"
    ])
    let transcript = try report.objects("transcript").compactMap { $0["text"] as? String }
    #expect(transcript.contains("observes Darwin notification com.example.FocusApp.unlockRequested"))
  }

  @Test(arguments: [("🦉", ["<ellipse", "🦉"]), ("", ["FOCUS", "fill=\"#ff3b30\""])])
  func anIconDrawnAtRunTimeTravelsAsTheDrawingAndIsRendered(emoji: String, expected: [String]) async throws {
    let fixture = try RealStylePair.fixture(configuration: "EmojiIconShieldConfiguration", action: "TemplateShieldAction")
    try AppGroupDefaultsFile.write(["shieldEmoji": emoji], into: fixture.directory)
    let svg = FileManager.default.temporaryDirectory.appendingPathComponent("emoji-\(UUID()).svg").path
    defer { try? FileManager.default.removeItem(atPath: svg) }
    let (run, report) = try await visit(fixture, ["--render", svg])
    #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
    let encoded = try #require(try shield(report).object("icon")["data"] as? String)
    let drawing = String(decoding: try #require(Data(base64Encoded: encoded)), as: UTF8.self)
    #expect(drawing.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    for piece in expected { #expect(drawing.contains(piece), "\(drawing)") }
    let picture = try String(contentsOfFile: svg, encoding: .utf8)
    #expect(picture.contains("data:image/svg+xml;base64,\(encoded)"), "the renderer embeds the drawing")
  }

  @Test func theSwiftSixModePairRunsWithCatalogsNotificationsAndDarwinNotify() async throws {
    let fixture = try RealStylePair.fixture(
      configuration: "StrictShieldConfiguration", action: "StrictShieldAction", module: "RealStyleExtensionsSwift6")
    let (run, report) = try await visit(fixture)
    #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
    let configuration = try shield(report)
    #expect(text(configuration["title"]) == "Time's up")
    #expect(text(configuration["subtitle"]) == "social.example is blocked")
    #expect(text(configuration["primaryButtonLabel"]) == "Untranslated", "a catalog key without translations is its own text")
    let red = try configuration.object("backgroundColor").double("red")
    #expect(abs(red - 0.118) < 0.0001)
    let scheduled = try #require(try notifications(report).first)
    #expect(scheduled["identifier"] as? String == "focus-session" && scheduled["trigger"] as? String == "after 90 s")
    #expect(try report.object("sharedState").strings("darwinNotifications") == [
      "ShieldActionExt posted Darwin notification com.example.FocusApp.sessionStarted: "
        + "no extension observes it (the app is told if it observes it)"
    ])
  }

  /// `try await add(_:)` throws `UNError.notificationsNotAllowed` when notifications are denied,
  /// so the Swift 6 action skips what it does after scheduling (its Darwin notification).
  @Test func withNotificationsDeniedTheAsyncAddThrowsAndWhatFollowsItDoesNotRun() async throws {
    let fixture = try RealStylePair.fixture(
      configuration: "StrictShieldConfiguration", action: "StrictShieldAction", module: "RealStyleExtensionsSwift6")
    let (run, report) = try await visit(
      fixture, environment: english.merging(["EXTENSION_HOST_NOTIFICATIONS_AUTHORIZATION": "denied"]) { $1 })
    #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
    let scheduled = try #require(try notifications(report).first)
    #expect(scheduled["delivered"] as? Bool == false)
    #expect(try report.object("sharedState").strings("darwinNotifications") == [])
  }

  @Test(arguments: [(15, ".defer", "Unlocked for 15 minutes"), (5, ".close", "MonitoringError.intervalTooShort")])
  func anUnlockTimerStartsADeviceActivityUnderApplesLimits(minutes: Int, response: String, logged: String) async throws {
    let fixture = try RealStylePair.fixture(
      configuration: "UnlockTimerShieldConfiguration", action: "UnlockTimerShieldAction")
    try AppGroupDefaultsFile.write(["unlockMinutes": minutes], into: fixture.directory)
    let (run, report) = try await visit(fixture, ["--press", "secondary"])
    #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
    #expect(text(try shield(report)["subtitle"]) == "Take a breath", "no bedtime activity is monitored in a visit")
    #expect(report["response"] as? String == response)
    let logs = try report.object("logs").strings("ShieldActionExt")
    #expect(logs.contains { $0.contains(logged) }, "\(logs)")
    let changes = try report.object("sharedState").strings("storeChanges")
    #expect(changes.contains { $0.contains("shield.webDomains") } == (response == ".defer"), "\(changes)")
  }
}
