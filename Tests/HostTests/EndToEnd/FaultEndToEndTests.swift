import Foundation
import Glibc
import Testing

/// Every fault an extension can commit, each from a deliberately broken extension, is caught and
/// named, the host exits with the documented code, and no child process is left behind.
@Suite(.serialized, .timeLimit(.minutes(1)))
struct FaultEndToEndTests {
  private func visit(
    action: ManifestFixture.Extension = .init(), configuration: ManifestFixture.Extension = .init(),
    extra: [String] = []
  ) async throws -> HostRun {
    let fixture = try ManifestFixture(action: action, configuration: configuration)
    let run = try await HostRun.run(["visit", "social.example", "--format", "json"] + extra + fixture.arguments)
    #expect(fixture.leftoverProcesses.isEmpty, "extension processes left behind")
    return run
  }

  private func faulty(_ className: String) -> ManifestFixture.Extension {
    ManifestFixture.Extension(principalClass: "FaultyExtensions.\(className)", executable: "FaultyExtensions")
  }

  @Test func answeringNoneIsAContractViolation() async throws {
    let run = try await visit(action: faulty("ReturnsNone"))
    #expect(run.exitCode == 1)
    let fault = try #require(try run.faults().first { $0.kind == "forbidden-response" })
    #expect(fault.extension == "ShieldActionExt")
    #expect(fault.detail.contains(".none"))
  }

  @Test func neverCompletingIsNamedUnresponsive() async throws {
    let run = try await visit(action: faulty("NeverCompletes"), extra: ["--action-timeout", "300"])
    #expect(run.exitCode == 1)
    let fault = try #require(try run.faults().first { $0.kind == "unresponsive" })
    #expect(fault.detail.contains("300 ms"))
  }

  @Test func completingTwiceIsNamed() async throws {
    let run = try await visit(action: faulty("CompletesTwice"))
    #expect(run.exitCode == 1)
    #expect(try run.faults().contains { $0.kind == "answered-twice" })
    #expect(try run.report()["response"] as? String == ".close")
  }

  @Test func aCrashIsNamedWithItsSignal() async throws {
    let run = try await visit(action: faulty("CrashesOnPress"))
    #expect(run.exitCode == 1)
    let fault = try #require(try run.faults().first { $0.kind == "crashed" })
    #expect(fault.detail.contains("killed by SIG"))
  }

  /// iOS raises NSInternalInconsistencyException for a repeating time-interval trigger under 60 s:
  /// the extension crashes and the host names it; every minute is allowed.
  @Test func aRepeatingTriggerUnderAMinuteCrashesTheExtensionAsOnIOS() async throws {
    let run = try await visit(action: faulty("SchedulesARepeatingReminder"))
    #expect(run.exitCode == 1)
    #expect(try run.faults().contains { $0.kind == "crashed" }, "\(run.stdout)")
    let logs = try run.report().object("logs").strings("ShieldActionExt")
    #expect(logs.contains { $0.contains("time interval must be at least 60 if repeating") }, "\(logs)")
    let minute = try await visit(action: faulty("SchedulesAReminderRepeatingEveryMinute"))
    #expect(minute.exitCode == 0, "\(minute.stdout)")
    #expect(try minute.faults().isEmpty)
  }

  @Test func printingToStdoutIsAWarningAndNeverCorruptsTheProtocol() async throws {
    let run = try await visit(action: faulty("PrintsToStdout"))
    #expect(run.exitCode == 0, "\(run.stdout.prefix(400))")
    #expect(try run.faults().map(\.kind) == ["wrote-to-stdout"])
    #expect(try run.report()["response"] as? String == ".close")
    let logs = try run.report().object("logs").strings("ShieldActionExt")
    let counts = logs.filter { $0.contains(" were counted but not kept (200 lines of each stream are kept") }
    #expect(!logs.isEmpty && logs.count - counts.count <= 400, "logs are kept, and capped: \(logs.count)")
    #expect(counts.count <= 2, "what is past the cap is counted, one line a stream: \(counts)")
  }

  @Test func aFakeFrameOnStdoutIsIgnoredAndNamed() async throws {
    let run = try await visit(action: faulty("WritesFrameToStdout"))
    #expect(try run.faults().contains { $0.kind == "frame-on-stdout" })
    #expect(try run.report()["response"] as? String == ".close")
  }

  /// The pid and process group an extension's helper logged (`helper <pid> in process group <pgid>`).
  private func helper(in run: HostRun) throws -> (pid: pid_t, group: pid_t) {
    let logs = try run.report().object("logs").strings("ShieldActionExt")
    let line = try #require(logs.first { $0.contains("in process group") }, "\(logs)")
    let numbers = line.split(separator: " ").compactMap { Int32($0) }
    try #require(numbers.count == 2, "\(line)")
    return (numbers[0], numbers[1])
  }

  /// True once no process is left in `group` (within ten seconds: orphans are reaped by init).
  private func groupIsGone(_ group: pid_t) async -> Bool {
    let deadline = ContinuousClock.now + .seconds(10)
    while kill(-group, 0) == 0 {
      guard ContinuousClock.now < deadline else { return false }
      try? await Task.sleep(for: .milliseconds(20))
    }
    return errno == ESRCH
  }

  @Test func anUnresponsiveExtensionIsKilledWithItsWholeProcessGroup() async throws {
    let run = try await visit(action: faulty("NeverCompletesWithAHelper"), extra: ["--action-timeout", "300"])
    #expect(run.exitCode == 1)
    #expect(try run.faults().contains { $0.kind == "unresponsive" })
    let helper = try helper(in: run)
    #expect(await groupIsGone(helper.group), "process group \(helper.group) (helper \(helper.pid)) survived the kill")
  }

  /// A framing violation kills the extension's group at once: the visit does not wait for a
  /// polite shutdown, and the helper in its group dies with it.
  @Test func anExtensionThatBreaksTheProtocolIsKilledWithItsGroupAtOnce() async throws {
    let run = try await visit(action: faulty("BreaksFramingWithAHelper"))
    #expect(run.exitCode == 1)
    #expect(try run.faults().contains { $0.kind == "oversized-message" })
    #expect(try run.report().object("extensionExits").string("ShieldActionExt") == "was killed by SIGKILL")
    let helper = try helper(in: run)
    #expect(await groupIsGone(helper.group), "process group \(helper.group) (helper \(helper.pid)) survived")
  }

  /// A well-behaved extension that exits when asked still leaves nothing: what it started in its
  /// group dies after its exit.
  @Test func whatAnExtensionLeftInItsGroupDiesWhenItExits() async throws {
    let run = try await visit(action: faulty("AnswersAndLeavesAHelper"))
    #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
    #expect(try run.faults().isEmpty)
    #expect(try run.report().object("extensionExits").string("ShieldActionExt") == "exited with status 0")
    let helper = try helper(in: run)
    #expect(await groupIsGone(helper.group), "process group \(helper.group) (helper \(helper.pid)) outlived the extension")
  }

  /// Out-of-range values in a configuration are named once each against the configuration
  /// extension, and the system's default shield is shown instead.
  @Test func aConfigurationWithOutOfRangeValuesIsNamedMalformed() async throws {
    let fixture = try ManifestFixture(configuration: faulty("MalformedConfiguration"))
    let run = try await HostRun.run(["visit", "--app", "com.example.videos", "--format", "json"] + fixture.arguments)
    #expect(fixture.leftoverProcesses.isEmpty, "extension processes left behind")
    #expect(run.exitCode == 1, "\(run.stdout)\(run.stderr)")
    let faults = try run.faults()
    let malformed = faults.filter { $0.kind == "malformed-answer" }
    #expect(malformed.allSatisfy { $0.extension == "ShieldConfigExt" }, "\(faults)")
    #expect(malformed.contains { $0.detail.contains("backgroundColor has components outside 0...1") }, "\(faults)")
  }

  @Test func anOversizedFrameKillsTheExtensionNotTheHost() async throws {
    let run = try await visit(action: faulty("WritesOversizedFrame"))
    #expect(run.exitCode == 1)
    #expect(try run.faults().contains { $0.kind == "oversized-message" })
  }

  @Test func hangingInInitMissesTheHandshake() async throws {
    let run = try await visit(action: faulty("HangsInInit"), extra: ["--handshake-timeout", "300"])
    #expect(run.exitCode == 1)
    let fault = try #require(try run.faults().first { $0.kind == "unresponsive" && $0.detail.contains("handshake") })
    #expect(fault.detail.contains("within 300 ms"), "the --handshake-timeout given, not the default: \(fault.detail)")
  }

  /// Found by the mutation run (fault-exited-early survived): an exit during the handshake is
  /// "exited-early", not a crash.
  @Test func exitingDuringTheHandshakeIsNamedExitedEarly() async throws {
    let run = try await visit(action: faulty("ExitsDuringHandshake"))
    #expect(run.exitCode == 1)
    let fault = try #require(try run.faults().first { $0.extension == "ShieldActionExt" && $0.detail.contains("while handling initialize") })
    #expect(fault.kind == "exited-early", "\(fault)")
  }

  @Test func aPrincipalClassOfTheWrongBaseIsRefused() async throws {
    let run = try await visit(action: faulty("NotAShieldClass"))
    #expect(run.exitCode == 1)
    let fault = try #require(try run.faults().first { $0.kind == "handshake-rejected" })
    #expect(fault.detail.contains("does not subclass ShieldActionDelegate"))
  }

  @Test func aMissingPrincipalClassIsRefused() async throws {
    let run = try await visit(action: faulty("NoSuchClass"))
    #expect(run.exitCode == 1)
    #expect(try run.faults().contains { $0.detail.contains("was not found in this executable") })
  }

  @Test func aPrincipalClassForTheOtherExtensionPointIsRefused() async throws {
    let run = try await visit(configuration: ManifestFixture.Extension(
      principalClass: "FaultyExtensions.ReturnsNone", executable: "FaultyExtensions"))
    #expect(run.exitCode == 1)
    let fault = try #require(try run.faults().first { $0.kind == "handshake-rejected" })
    #expect(fault.detail.contains("subclasses ShieldActionDelegate"))
    let frames = try run.report().objects("frames")
    #expect(frames.first?["isSystemDefault"] as? Bool == true)
  }

  @Test func theWrongExtensionPointIsRefusedBeforeLaunchWithTheFix() async throws {
    let fixture = try ManifestFixture(
      action: ManifestFixture.Extension(extensionPoint: "com.apple.ManagedSettingsUI.shield-action-service"))
    let run = try await HostRun.run(["visit", "social.example"] + fixture.arguments)
    #expect(run.exitCode == 3)
    #expect(run.stderr.contains("ShieldActionExt-Info.plist:28:"))
    #expect(run.stderr.contains("com.apple.ManagedSettings.shield-action-service"))
    #expect(run.stderr.contains("ITMS-90349"))
  }

  @Test func aSlowConfigurationGetsTheSystemDefaultShieldWithAWarning() async throws {
    let run = try await visit(
      configuration: faulty("SlowConfiguration"), extra: ["--configuration-timeout", "300"])
    let frames = try run.report().objects("frames")
    #expect(frames.first?["isSystemDefault"] as? Bool == true)
    #expect((frames.first?["fallbackReason"] as? String)?.contains("too long") == true)
    #expect(try run.faults().contains { $0.kind == "unresponsive" && $0.extension == "ShieldConfigExt" })
    #expect(try run.report()["response"] as? String == ".close", "the action still runs")
    // It answers three seconds in, long after its deadline, while the host stops it: that answer
    // is the one a cancelled request may still get, not a second finding (Faults.md).
    let faults = try run.faults()
    #expect(faults.map(\.kind) == ["unresponsive"], "\(faults)")
  }

  @Test func aCrashingConfigurationGetsTheSystemDefaultShield() async throws {
    let run = try await visit(configuration: faulty("CrashingConfiguration"))
    let frames = try run.report().objects("frames")
    #expect(frames.first?["isSystemDefault"] as? Bool == true)
    #expect(try run.faults().contains { $0.kind == "crashed" && $0.extension == "ShieldConfigExt" })
  }
}
