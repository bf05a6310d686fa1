import Foundation
import Glibc
import Testing

/// Hostile extensions from the zoo, run for real over real pipes: each is named for what it did,
/// the visit ends within its deadline (generously: the deadline, a second, and time to start two
/// processes on a loaded machine), and nothing it started is left running.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct HostileExtensionEndToEndTests {
  /// Seconds a run may take beyond its deadline: the second the contract allows, plus launching
  /// and stopping processes, which on a shared two-core machine with the rest of the suite
  /// running costs what a well-behaved visit costs at that moment (measured right after, a floor
  /// in the same conditions), with room: at least six seconds, or five such visits (three were
  /// too few at load 25, when the load swung between the run and its floor).
  private func slack() async throws -> Double {
    let fixture = try ManifestFixture()
    let floor = try await WatchedHostRun.run(["visit", "social.example"] + fixture.arguments, limit: .seconds(30))
    #expect(floor.result.exitCode == 0, "the well-behaved visit: \(floor.result.stdout)\(floor.result.stderr)")
    return 1.0 + max(6.0, 5 * floor.seconds)
  }

  private func hostile(_ className: String) -> ManifestFixture.Extension {
    ManifestFixture.Extension(principalClass: "FaultyExtensions.\(className)", executable: "FaultyExtensions")
  }

  /// Visits with `action` as the action extension; checks the run ended in time and left nothing.
  private func visit(
    action className: String, deadline seconds: Double, extra: [String] = [], signal: Int32? = nil,
    signalAfter: Double = 0
  ) async throws -> (run: WatchedHostRun, fixture: ManifestFixture) {
    let fixture = try ManifestFixture(action: hostile(className))
    let before = try await slack()  // load changes within seconds: the larger of the slacks around the run
    let run = try await WatchedHostRun.run(
      ["visit", "social.example", "--format", "json"] + extra + fixture.arguments, limit: .seconds(seconds + 30),
      signal: signal, signalAfter: signalAfter)
    let slack = max(before, try await slack())
    #expect(run.seconds < seconds + slack, "took \(run.seconds) s for a \(seconds) s deadline (slack \(slack) s)")
    let leftovers = fixture.leftoverProcesses
    #expect(leftovers.isEmpty, "processes left behind: \(leftovers)")
    for pid in leftovers { kill(pid, SIGKILL) }
    return (run, fixture)
  }

  @Test func anExtensionThatSendsRequestsAndNeverReadsIsNamedAndStopped() async throws {
    let (run, _) = try await visit(action: "SendsRequestsAndNeverReads", deadline: 2, extra: ["--handshake-timeout", "2000"])
    #expect(run.result.exitCode == 1)
    let fault = try #require(try run.result.faults().first { $0.kind == "stopped-reading" })
    #expect(fault.extension == "ShieldActionExt")
    #expect(fault.detail.contains("stopped reading its request pipe"))
    // Killed at once, not left flooding until the visit's teardown asks it to stop.
    #expect(try run.result.report().object("extensionExits").string("ShieldActionExt") == "was killed by SIGKILL")
  }

  @Test func anExtensionThatStopsReadingMidVisitIsNamedAndStopped() async throws {
    let (run, _) = try await visit(action: "StopsReadingOnPress", deadline: 2, extra: ["--action-timeout", "2000"])
    #expect(run.result.exitCode == 1)
    let faults = try run.result.faults()
    #expect(faults.contains { $0.kind == "stopped-reading" && $0.extension == "ShieldActionExt" }, "\(faults)")
    #expect(try run.result.report().object("extensionExits").string("ShieldActionExt") == "was killed by SIGKILL")
  }

  /// An extension that closes its answer pipe and runs on can never answer: that is named as the
  /// broken protocol stream it is, at once, not as a completion handler never called when the
  /// press's deadline (here 20 s) passes; and the process is killed.
  @Test func anExtensionThatClosesItsAnswerPipeIsNamedAtOnceAndKilled() async throws {
    let (run, _) = try await visit(action: "ClosesItsAnswerPipe", deadline: 20, extra: ["--action-timeout", "20000"])
    #expect(run.result.exitCode == 1)
    let faults = try run.result.faults()
    let fault = try #require(faults.first { $0.kind == "framing-violation" }, "\(faults)")
    #expect(fault.extension == "ShieldActionExt")
    #expect(fault.detail.contains("closed its answer pipe (fd 4) and kept running with handle(action:for: WebDomainToken) unanswered"))
    #expect(!faults.contains { $0.kind == "unresponsive" }, "one fault, not a missed deadline as well: \(faults)")
    #expect(try run.result.report().object("extensionExits").string("ShieldActionExt") == "was killed by SIGKILL")
  }

  @Test func execYesAsAnExtensionMissesTheHandshakeInsteadOfHangingTheVisit() async throws {
    let (run, _) = try await visit(action: "ExecsYes", deadline: 1, extra: ["--handshake-timeout", "1000"])
    #expect(run.result.exitCode == 1)
    let faults = try run.result.faults()
    #expect(faults.contains { $0.kind == "unresponsive" && $0.detail.contains("handshake") }, "\(faults)")
    let logs = try run.result.report()["logs"] as? [String: [String]] ?? [:]
    #expect((logs["ShieldActionExt"] ?? []).count <= 401, "stdout and stderr lines stay capped")
  }

  @Test func aLogFloodCannotPushBackTheActionDeadline() async throws {
    let (run, _) = try await visit(action: "FloodsLog", deadline: 1, extra: ["--action-timeout", "1000"])
    #expect(run.result.exitCode == 1)
    #expect(try run.result.faults().contains { $0.kind == "unresponsive" && $0.extension == "ShieldActionExt" })
    let logs = try run.result.report()["logs"] as? [String: [String]] ?? [:]
    let lines = logs["ShieldActionExt"] ?? []
    #expect(lines.filter { $0.hasPrefix("log: [info] flood") }.count == 200, "the first 200 $/log messages are kept")
    #expect(lines.contains { $0.contains("more $/log messages were counted but not kept") })
  }

  /// A `$/log` the host cannot read is said in the extension's log, never dropped without a trace.
  @Test func anUnreadableLogIsSaidNotDropped() async throws {
    let (run, _) = try await visit(action: "LogsUnreadably", deadline: 5)
    #expect(run.result.exitCode == 0, "\(run.result.stdout)")
    let logs = try run.result.report()["logs"] as? [String: [String]] ?? [:]
    let lines = logs["ShieldActionExt"] ?? []
    #expect(lines.contains { $0.hasPrefix("log: [unreadable] a $/log whose params are not {level, message}") }, "\(lines)")
    #expect(!run.result.stdout.contains("\u{1B}"), "no raw escape reaches the terminal")
  }

  @Test func aStoreWriteFloodCannotPushBackTheActionDeadline() async throws {
    let (run, _) = try await visit(action: "FloodsStoreWrites", deadline: 1, extra: ["--action-timeout", "1000"])
    #expect(run.result.exitCode == 1)
    let faults = try run.result.faults()
    #expect(faults.contains { $0.kind == "unresponsive" && $0.extension == "ShieldActionExt" })
    #expect(faults.filter { $0.kind == "store-limit-exceeded" }.count <= 64, "refusals stay bounded")
  }

  @Test func anAppKeepsAtMostFiftyStoresAndEachRefusalIsNamed() async throws {
    let (run, _) = try await visit(action: "CreatesSixtyStores", deadline: 30, extra: ["--action-timeout", "30000"])
    #expect(run.result.exitCode == 1)
    let refusals = try run.result.faults().filter { $0.kind == "store-limit-exceeded" }
    // The default store, seeded from the shield policy, is the first of the 50: 49 more fit.
    #expect(refusals.count == 11, "\(refusals.map(\.detail))")
    #expect(refusals.allSatisfy { $0.detail.contains("at most 50 ManagedSettingsStores") })
    #expect(try run.result.report()["response"] as? String == ".close")
  }

  @Test func aFloodOfAppGroupDenialsIsBoundedWithACount() async throws {
    let (run, _) = try await visit(action: "FloodsAppGroupDenials", deadline: 10, extra: ["--action-timeout", "10000"])
    let findings = try run.result.faults().filter { $0.kind == "app-group-not-entitled" }
    #expect(findings.count == 64, "\(findings.count) findings kept")
    let notes = try run.result.report()["notes"] as? [String] ?? []
    #expect(notes.contains { $0.contains("more shared-state findings were counted but not kept") }, "\(notes)")
  }

  @Test func aGrandchildThatCallsSetsidDoesNotSurviveTheVisit() async throws {
    let (run, fixture) = try await visit(action: "EscapesWithSetsid", deadline: 2)
    #expect(run.result.exitCode == 0, "\(run.result.stdout.prefix(300))")
    let recorded = try String(contentsOfFile: fixture.directory + "/escaped.pid", encoding: .utf8)
    let pid = try #require(Int32(recorded.trimmingCharacters(in: .whitespacesAndNewlines)))
    #expect(kill(pid, 0) != 0, "the setsid() grandchild \(pid) is still running")
  }

  /// Shutdown, end of file, SIGTERM, then SIGKILL: an extension that outlasts each polite step is
  /// still gone when the visit ends, and the transcript says which steps it ignored.
  @Test func anExtensionThatIgnoresShutdownAndSIGTERMIsKilled() async throws {
    let (run, _) = try await visit(action: "LingersAfterShutdown", deadline: 6)
    #expect(run.result.exitCode == 0, "the answer was kept: \(run.result.stdout)\(run.result.stderr)")
    let report = try run.result.report()
    #expect(try report.object("extensionExits").string("ShieldActionExt") == "was killed by SIGKILL")
    let events = try report.objects("transcript").filter { $0["extension"] as? String == "ShieldActionExt" }
      .compactMap { $0["text"] as? String }
    #expect(events.contains { $0.contains("sending SIGTERM") }, "\(events.suffix(5))")
    #expect(events.contains { $0.contains("still running after SIGTERM; sending SIGKILL") }, "\(events.suffix(5))")
  }

  @Test func aOneShotVisitStoppedBySIGTERMTearsDownItsExtensions() async throws {
    let (run, _) = try await visit(
      action: "IgnoresEverything", deadline: 1.5, extra: ["--action-timeout", "60000"], signal: SIGTERM, signalAfter: 1.5)
    #expect(run.result.exitCode == 128 + SIGTERM)
  }
}
