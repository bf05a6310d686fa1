import Foundation
import Testing

/// A project that ships a DeviceActivityMonitor extension but no shield extension, or only one of
/// the two (agarrharr/Homework ships that way), runs as on iOS: the shields the monitor writes
/// show as the system default shield, a press with no action extension closes the shield, and
/// the report says so once, as a note. A project with no extension at all is still refused.
/// Real processes, real manifests folders, nothing left behind.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct OptionalShieldsEndToEndTests {
  /// Bedtime shields everything from 22:00; two visits while it is on, one press the default
  /// shield offers and one it does not.
  static let bedtime = """
    scenario a monitor and the system's shield
    timezone UTC
    begin 2026-12-01 20:00
    end day 2 08:00
    activity bedtime 22:00 to 07:00 repeats
    at 20:00 start bedtime
    at 21:30 use app com.example.social 40m
    at 22:30 visit https://social.example press primary
    at 22:30 expect shielded https://social.example
    at 22:31 visit app com.example.social press secondary
    at day 2 07:02 use device 5m
    at day 2 07:10 expect not-shielded https://social.example
    """

  static let bothMissing = "the project ships no shield configuration or shield action extension"
  static let configurationMissing = "the project ships no shield configuration extension:"
  static let actionMissing = "the project ships no shield action extension:"

  /// The sample manifests without the files whose names start with `prefixes`.
  static func removing(_ prefixes: [String], from fixture: ManifestFixture) throws {
    for name in try FileManager.default.contentsOfDirectory(atPath: fixture.directory)
    where prefixes.contains(where: name.hasPrefix) {
      try FileManager.default.removeItem(atPath: fixture.directory + "/" + name)
    }
  }

  /// A copy of the sample manifests holding the monitor and none of the shield extensions.
  static func monitorOnly() throws -> ManifestFixture {
    let fixture = try ManifestFixture()
    try removing(["ShieldActionExt", "ShieldConfigExt"], from: fixture)
    return fixture
  }

  /// Simulates `bedtime` without the manifests named by `prefixes`: a clean run (exit 0, no
  /// problem, its expectations held) whose one note about shield extensions starts with `note`.
  /// Returns the texts of the `visit` lines.
  private func simulate(without prefixes: [String], note: String) async throws -> [String] {
    let run = try await ScenarioRun.simulate(Self.bedtime, extra: ["--format", "json"]) { try Self.removing(prefixes, from: $0) }
    #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
    let report = try run.report()
    #expect(try report.objects("problems").isEmpty, "a missing shield extension is no fault: \(run.stdout)")
    #expect(try report.int("expectationsPassed") == 2)
    let timeline = try report.objects("timeline").map { try ($0.string("kind"), $0.string("text")) }
    let notes = timeline.filter { $0.0 == "note" && $0.1.contains("ships no shield") }.map(\.1)
    #expect(notes.count == 1 && notes[0].hasPrefix(note), "said once: \(notes)")
    #expect(notes.allSatisfy { !$0.contains("action extension:") || $0.contains("this host's reading") }, "an assumption, said so")
    return timeline.filter { $0.0 == "visit" }.map(\.1)
  }

  @Test func aMonitorOnlyProjectSimulatesWithTheSystemDefaultShield() async throws {
    let visits = try await simulate(without: ["ShieldActionExt", "ShieldConfigExt"], note: Self.bothMissing)
    #expect(
      visits.contains("social.example: shielded by category; the system default shield; pressed primaryButtonPressed → .close (the system's)"),
      "\(visits)")
    #expect(visits.contains("The shield closes and social.example stays blocked: the user is sent back."), "\(visits)")
    #expect(
      visits.contains { $0.contains("no secondary button to press: it is the system default shield, as the project ships no shield configuration extension") },
      "the default shield offers no secondary button: \(visits)")
    #expect(!visits.contains { $0.contains("the shield says") }, "no configuration answered: \(visits)")
  }

  @Test func withOnlyTheConfigurationExtensionTheSystemAnswersThePress() async throws {
    let visits = try await simulate(without: ["ShieldActionExt"], note: Self.actionMissing)
    let pressed = try #require(visits.first { $0.hasPrefix("social.example:") }, "\(visits)")
    #expect(pressed.contains("the shield says") && pressed.hasSuffix("→ .close (the system's)"), "\(pressed)")
    let secondary = try #require(visits.first { $0.hasPrefix("Social") }, "\(visits)")
    #expect(secondary.contains("pressed secondaryButtonPressed → .close (the system's)"), "its shield offers one: \(visits)")
  }

  @Test func withOnlyTheActionExtensionItAnswersOnTheSystemDefaultShield() async throws {
    let visits = try await simulate(without: ["ShieldConfigExt"], note: Self.configurationMissing)
    #expect(
      visits.contains("social.example: shielded by category; the system default shield; pressed primaryButtonPressed → .close"),
      "the action extension answered, not the system: \(visits)")
  }

  @Test func aVisitToAMonitorOnlyProjectShowsTheDefaultShieldAndThePressClosesIt() async throws {
    let fixture = try Self.monitorOnly()
    let json = try await HostRun.run(["visit", "social.example", "--format", "json"] + fixture.arguments)
    #expect(json.exitCode == 0, "\(json.stdout)\(json.stderr)")
    let report = try json.report()
    #expect(try report.string("decision") == "shielded by token")
    let frame = try #require(try report.objects("frames").first)
    #expect(try frame.bool("isSystemDefault"))
    #expect(frame["fallbackReason"] == nil && frame["overload"] == nil, "no extension failed or was asked: \(frame)")
    #expect(try report.string("pressed") == "primaryButtonPressed")
    #expect(try report.string("response") == ".close")
    #expect(try report.bool("answeredBySystem"))
    #expect(try report.objects("faults").isEmpty)
    #expect(try report.object("extensionExits").isEmpty, "nothing was launched")
    #expect(try report.strings("notes").filter { $0.contains("ships no shield") }.count == 1)
    #expect(try report.strings("notes").first?.hasPrefix(Self.bothMissing) == true)

    let text = try await HostRun.run(["visit", "social.example"] + fixture.arguments)
    #expect(text.exitCode == 0, "\(text.stdout)\(text.stderr)")
    #expect(text.stdout.contains("· system default"), "\(text.stdout)")
    #expect(text.stdout.contains("Answer: .close (the system's: the project ships no shield action extension)"), "\(text.stdout)")
    #expect(text.stdout.contains("note: \(Self.bothMissing)"), "\(text.stdout)")
    #expect(!text.stdout.contains("warning:"), "nothing failed: \(text.stdout)")
  }

  @Test func pressingSecondaryOnTheDefaultShieldIsAUsageErrorWithTheFix() async throws {
    let fixture = try Self.monitorOnly()
    let run = try await HostRun.run(["visit", "social.example", "--press", "secondary"] + fixture.arguments)
    #expect(run.exitCode == 2, "\(run.stdout)\(run.stderr)")
    #expect(
      run.stderr.contains(
        "--press secondary: the shield has no secondary button to press: it is the system default shield, as the project "
          + "ships no shield configuration extension, and shows only the primary button ('OK'); press primary, or add a "
          + "shield configuration extension whose configuration has a secondaryButtonLabel"),
      "\(run.stderr)")
  }

  @Test func aProjectWithNoExtensionAtAllIsStillRefused() async throws {
    let fixture = try Self.monitorOnly()
    try Self.removing(["DeviceActivityMonitorExt"], from: fixture)
    let missing = [
      "no shield action extension: add an Info.plist whose NSExtension/NSExtensionPointIdentifier is com.apple.ManagedSettings.shield-action-service",
      "no shield configuration extension: add an Info.plist whose NSExtension/NSExtensionPointIdentifier is com.apple.ManagedSettingsUI.shield-configuration-service",
    ]
    let visit = try await HostRun.run(["visit", "social.example"] + fixture.arguments)
    #expect(visit.exitCode == 3, "\(visit.stdout)\(visit.stderr)")
    for line in missing { #expect(visit.stderr.contains("\(fixture.directory): error: \(line)"), "\(visit.stderr)") }
    let scenario = fixture.directory + "/test.scenario"
    try Self.bedtime.write(toFile: scenario, atomically: true, encoding: .utf8)
    let simulate = try await HostRun.run(["simulate", scenario] + fixture.arguments)
    #expect(simulate.exitCode == 3, "\(simulate.stdout)\(simulate.stderr)")
    for line in missing + ["no device activity monitor extension: add an Info.plist"] {
      #expect(simulate.stderr.contains(line), "\(simulate.stderr)")
    }
  }

  /// Any Screen Time extension makes the project one: an app that sets its shields itself and
  /// ships only a configuration extension runs too, the system answering the press.
  @Test func oneShieldExtensionWithoutAMonitorIsAProjectToo() async throws {
    let fixture = try ManifestFixture()
    try Self.removing(["ShieldActionExt", "DeviceActivityMonitorExt"], from: fixture)
    let run = try await HostRun.run(["visit", "social.example", "--press", "secondary", "--format", "json"] + fixture.arguments)
    #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
    let report = try run.report()
    #expect(try report.objects("frames").first?.bool("isSystemDefault") == false, "the configuration extension drew it")
    #expect(try report.string("pressed") == "secondaryButtonPressed" && report.bool("answeredBySystem"))
    #expect(try report.strings("notes").filter { $0.hasPrefix(Self.actionMissing) }.count == 1)
    #expect(try report.object("extensionExits").keys.sorted() == ["ShieldConfigExt"])
    #expect(fixture.leftoverProcesses.isEmpty)
  }

  @Test func lintFindsNothingWrongWithAMonitorOnlyProject() async throws {
    let fixture = try Self.monitorOnly()
    let run = try await HostRun.run(["lint", fixture.directory])
    #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
    #expect(run.stdout.contains("0 errors, 0 warnings"), "\(run.stdout)")
  }

  /// The daemon reads the same setup: the monitor wakes, and a visit through it shows the
  /// system default shield the monitor's shields bring.
  @Test func theDaemonRunsAMonitorOnlyProject() async throws {
    let daemon = try await DaemonProcess()
    let fixture = try Self.monitorOnly()
    try DaemonMonitorEndToEndTests.categoriesOnly.write(
      toFile: fixture.directory + "/ShieldPolicy.plist", atomically: true, encoding: .utf8)
    let start = try await daemon.client(
      ["monitor", "intervalDidStart", "bedtime", "--at", "2026-12-02T22:00:00Z", "--format", "json"] + fixture.arguments)
    #expect(start.exitCode == 0, "\(start.stdout) \(start.stderr)")
    let visit = try await daemon.client(["visit", "social.example", "--format", "json"] + fixture.arguments)
    #expect(visit.exitCode == 0, "\(visit.stdout) \(visit.stderr)")
    let report = try visit.report()
    #expect(try report.string("decision") == "shielded by category")
    #expect(try report.bool("answeredBySystem") && report.string("response") == ".close")
    #expect(try report.objects("frames").first?.bool("isSystemDefault") == true)
    #expect(try report.strings("notes").filter { $0.hasPrefix(Self.bothMissing) }.count == 1)
    #expect(await daemon.terminate() == 0)
    #expect(fixture.leftoverProcesses.isEmpty)
  }
}
