import Foundation
import Glibc
import Testing

/// A deadline a daemon client chooses shorter than the contract's own times out that client's
/// visit only (`RequestDeadline`): the real daemon keeps the real, healthy extension warm and
/// charges it nothing. An extension that misses the contract's deadline too is still retired.
@Suite(.serialized, .timeLimit(.minutes(3)))
struct DaemonClientDeadlineEndToEndTests {
  private let slowButHealthy = {
    try ManifestFixture(
      action: .init(principalClass: "FaultyExtensions.AnswersInAQuarterSecond", executable: "FaultyExtensions"),
      configuration: .init(principalClass: "FaultyExtensions.ConfiguresInAQuarterSecond", executable: "FaultyExtensions"))
  }

  private func visit(_ fixture: ManifestFixture, _ daemon: DaemonProcess, extra: [String]) async throws -> HostRun {
    try await HostRun.run(["visit", "social.example", "--format", "json", "--socket", daemon.socket] + extra + fixture.arguments)
  }

  /// Polls `condition` every 50 ms for at most 30 s (generous: the machine is shared).
  private func eventually(_ condition: () async throws -> Bool) async rethrows -> Bool {
    let deadline = ContinuousClock.now + .seconds(30)
    while ContinuousClock.now < deadline {
      if try await condition() { return true }
      try? await Task.sleep(for: .milliseconds(50))
    }
    return try await condition()
  }

  private func count(_ text: String, in log: String) -> Int { log.components(separatedBy: text).count - 1 }

  @Test func aOneMillisecondClientDeadlineTimesOutTheVisitAndChargesTheExtensionNothing() async throws {
    let daemon = try await DaemonProcess()
    let fixture = try slowButHealthy()
    let late = "was answered after the 1 ms the visit waited, within the contract's"
    var pids: Set<Int> = []
    // More visits than --max-crashes (3) and --max-strikes (3) would allow if each were charged.
    for index in 1...5 {
      let run = try await visit(fixture, daemon, extra: ["--configuration-timeout", "1", "--action-timeout", "1"])
      #expect(run.exitCode == 1, "a timed-out visit did not finish: \(run.stdout.prefix(300))")
      let report = try run.report()
      let timedOut = try report.strings("timedOut")
      #expect(timedOut.count == 2, "\(timedOut)")
      #expect(timedOut.allSatisfy { $0.contains("within the 1 ms this visit asked for") && $0.contains("no fault of the extension") })
      let faults = try run.faults()
      #expect(faults.isEmpty, "the extension was charged: \(faults)")
      // Both late answers are in before the next visit, so the extension never has a backlog.
      #expect(await eventually { count(late, in: daemon.log) >= 2 * index }, "the late answers: \(daemon.log.suffix(800))")
      let status = try await daemon.client(["status", "--format", "json"]).report().objects("extensions")
      #expect(status.count == 2)
      for item in status {
        #expect(try item.string("state") == "running", "\(item)")
        #expect(try item.int("crashes") == 0 && item.int("strikes") == 0 && item.int("restarts") == 0, "\(item)")
        pids.insert(try item.int("pid"))
      }
    }
    #expect(pids.count == 2, "the same two warm processes served every visit: \(pids)")

    let kept = try await visit(fixture, daemon, extra: [])
    #expect(kept.exitCode == 0, "with the contract's deadlines the same extensions pass: \(kept.stdout.prefix(400))")
    #expect(try kept.report().strings("timedOut").isEmpty)
    #expect(await daemon.terminate() == 0)
    #expect(fixture.leftoverProcesses.isEmpty)
  }

  @Test func theTextReportSaysTimedOutAndNotContractKept() async throws {
    let daemon = try await DaemonProcess()
    let fixture = try slowButHealthy()
    let run = try await HostRun.run(
      ["visit", "social.example", "--action-timeout", "1", "--socket", daemon.socket] + fixture.arguments)
    #expect(run.exitCode == 1)
    #expect(run.stdout.contains("Timed out: ShieldActionExt did not answer handle(action:for: WebDomainToken) within the 1 ms"))
    #expect(run.stdout.contains("Timed out (no contract violation)"), "\(run.stdout.suffix(300))")
    #expect(!run.stdout.contains("Contract kept"))
    #expect(await daemon.terminate() == 0)
  }

  @Test func anExtensionThatAlsoMissesTheContractsDeadlineIsStillRetired() async throws {
    let daemon = try await DaemonProcess()
    let fixture = try ManifestFixture(
      action: .init(principalClass: "FaultyExtensions.NeverCompletes", executable: "FaultyExtensions"))
    let run = try await visit(fixture, daemon, extra: ["--action-timeout", "1"])
    #expect(run.exitCode == 1)
    #expect(try run.report().strings("timedOut").count == 1)
    #expect(try run.faults().isEmpty, "nothing is known against it yet: the contract's 2 s have not passed")
    // Past the contract's 2 s the press is `unresponsive`; the next liveness tick retires it.
    let retired = try await eventually {
      let extensions = try await daemon.client(["status", "--format", "json"]).report().objects("extensions")
      let action = try #require(extensions.first { $0["name"] as? String == "ShieldActionExt" })
      return try action.int("crashes") == 1
    }
    #expect(retired, "the extension that never answered was not retired: \(daemon.log.suffix(800))")
    let extensions = try await daemon.client(["status", "--format", "json"]).report().objects("extensions")
    let action = try #require(extensions.first { $0["name"] as? String == "ShieldActionExt" })
    #expect((action["lastProblem"] as? String)?.contains("within 2000 ms") == true, "\(action)")
    #expect(await daemon.terminate() == 0)
    #expect(fixture.leftoverProcesses.isEmpty)
  }
}
