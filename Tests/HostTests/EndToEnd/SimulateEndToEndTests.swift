import Foundation
import Testing

/// `extension-host simulate` with real processes: the bundled school night, and each mistake a
/// monitor extension makes, named once, with its fix, and no process left behind.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct SimulateEndToEndTests {
  /// Two overlapping activities, the device in use throughout.
  static let overlapping = """
    scenario overlapping homework and bedtime
    timezone UTC
    begin 2026-12-01 21:00
    end day 1 23:00
    activity homework 21:00 to 22:30
    activity bedtime 22:00 to 07:00
    at 21:00 start homework
    at 21:00 start bedtime
    at 21:00 use device 1h50m
    at 22:50 expect shielded app com.example.social
    """

  private func simulate(_ scenario: String? = nil, monitor: String? = nil, extra: [String] = []) async throws -> HostRun {
    try await ScenarioRun.simulate(
      scenario,
      monitor: monitor.map { ManifestFixture.Extension(principalClass: "FaultyExtensions.\($0)", executable: "FaultyExtensions") } ?? .init(),
      extra: extra)
  }

  private func problems(_ run: HostRun) throws -> [(kind: String, detail: String, fix: String?)] {
    try run.report().objects("problems").map { try ($0.string("kind"), $0.string("detail"), $0["fix"] as? String) }
  }

  @Test func theSchoolNightShowsTheDay() async throws {
    let run = try await simulate()
    #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
    for line in [
      "day 1 21:50:00  callback  intervalWillStartWarning(for: bedtime)",
      "day 1 22:00:00  callback  intervalDidStart(for: bedtime)",
      "day 1 22:00:00  store     DeviceActivityMonitorExt changed shield.webDomainCategories of store \"default\": unset → .all()",
      "pressed secondaryButtonPressed → .defer",
      "day 2 07:00:00  callback  intervalDidEnd(for: bedtime)",
      "5 expectations held, 0 failed",
    ] {
      #expect(run.stdout.contains(line), "missing: \(line)\n\(run.stdout)")
    }
  }

  @Test func jsonForCI() async throws {
    let run = try await simulate(extra: ["--format", "json"])
    #expect(run.exitCode == 0)
    let report = try run.report()
    #expect(report["expectationsPassed"] as? Int == 5)
    #expect(report["monitorLaunches"] as? Int == 4)
    let kinds = try report.objects("timeline").map { try $0.string("kind") }
    #expect(kinds.contains("callback") && kinds.contains("visit") && kinds.contains("store"))
  }

  @Test func aFailedExpectationExitsOne() async throws {
    let run = try await simulate(Self.overlapping.replacingOccurrences(of: "expect shielded", with: "expect not-shielded"))
    #expect(run.exitCode == 1)
    #expect(run.stdout.contains("✗"), "\(run.stdout)")
  }

  @Test func aScenarioThatCannotBeReadIsPlaced() async throws {
    let run = try await simulate("begin 2026-12-01 21:00\nat 21:00 jump")
    #expect(run.exitCode == 2)
    #expect(run.stderr.contains("test.scenario:2:10: error: unknown action 'jump'"), "\(run.stderr)")
  }

  /// The naive "shield at start, nil at end" monitor clears bedtime's shields when homework ends.
  @Test func theNaiveMonitorClearsAnotherActivitysShields() async throws {
    let run = try await simulate(Self.overlapping, monitor: "NaiveMonitor", extra: ["--format", "json"])
    #expect(run.exitCode == 1)
    let all = try problems(run)
    let found = all.filter { $0.kind == "cleared-shields-of-another-activity" }
    #expect(found.count == 1, "\(all)")
    #expect(found.first?.detail.contains("homework") == true && found.first?.detail.contains("bedtime") == true)
    #expect(found.first?.fix?.contains("recompute the shields") == true)
    #expect(try run.report()["expectationsFailed"] as? Int == 1, "bedtime's shields are gone at 22:50")
  }

  @Test func theSampleKeepsOverlappingShields() async throws {
    let run = try await simulate(Self.overlapping)
    #expect(run.exitCode == 0, "\(run.stdout)")
  }

  @Test func aCrashInACallbackIsNamedAndTheNextBatchRelaunches() async throws {
    let run = try await simulate(Self.overlapping, monitor: "CrashesInCallback", extra: ["--format", "json"])
    #expect(run.exitCode == 1)
    let all = try problems(run)
    let crashes = all.filter { $0.kind == "crashed" }
    #expect(crashes.count == 2, "homework's and bedtime's starts, each its own launch: \(all)")
    #expect(crashes.allSatisfy { $0.fix?.hasPrefix("find the trap in the monitor's log") == true }, "\(crashes)")
    let logs = try run.report().objects("timeline").filter { try $0.string("kind") == "log" }.map { try $0.string("text") }
    let messages = logs.filter { $0.contains("stderr:") && $0.contains("CrashesInCallback crashed on purpose") }
    #expect(messages.count == 2, "each crash's own message is in the timeline, once: \(logs)")
  }

  /// A monitor that calls `exit(0)` in a callback did not crash: each batch's exit is named once,
  /// `exited-early`, against the monitor, with the callback it left unreturned.
  @Test func aMonitorThatExitsInACallbackExitedEarlyAndDidNotCrash() async throws {
    let run = try await simulate(Self.overlapping, monitor: "QuitsInCallback", extra: ["--format", "json"])
    #expect(run.exitCode == 1, "\(run.stdout)\n\(run.stderr)")
    let all = try problems(run)
    #expect(all.filter { $0.kind == "exited-early" }.count == 2, "homework's and bedtime's starts, each its own launch: \(all)")
    #expect(!all.contains { $0.kind == "crashed" }, "\(all)")
    for exit in all where exit.kind == "exited-early" {
      #expect(exit.detail.hasPrefix("exited with status 0 while handling intervalDidStart(for: "), "the callback, not the wire method: \(all)")
      #expect(exit.fix?.hasPrefix("never call exit(_:) in a monitor") == true, "\(exit)")
    }
  }

  /// However the host starts a batch's process (it forks them from a server started once), each
  /// is its own, as a spawn's: its own pid, leading its own process group, the host's child, its
  /// first callback the first its process ran, and nothing of the server left to it.
  @Test func everyBatchRunsInAProcessOfItsOwnAsASpawnWouldBe() async throws {
    let run = try await simulate(Self.overlapping, monitor: "ReportsItsProcess", extra: ["--format", "json"])
    let report = try run.report()
    let lines = try report.objects("timeline").filter { try $0.string("kind") == "log" }.map { try $0.string("text") }
      .filter { $0.contains("ReportsItsProcess pid=") }
    let fields = lines.map { line in
      Dictionary(
        line.split(separator: " ").compactMap { part -> (String, String)? in
          let pair = part.split(separator: "=", maxSplits: 1)
          return pair.count == 2 ? (String(pair[0]), String(pair[1])) : nil
        }, uniquingKeysWith: { first, _ in first })
    }
    let delivered = try report.int("callbacksDelivered")
    #expect(fields.count >= 3 && fields.count == delivered, "one line a callback: \(lines)")
    let pids = fields.compactMap { $0["pid"] }
    #expect(Set(pids).count == fields.count, "each batch in a process of its own: \(lines)")
    #expect(try report.int("monitorLaunches") == fields.count)
    for line in fields {
      #expect(line["group"] == line["pid"], "leads its own process group: \(line)")
      #expect(line["callbacks"] == "1", "nothing carried over from another process: \(line)")
      #expect(
        line["forkVariable"] == "false" && line["bindNow"] == "false" && line["sockets"] == "0",
        "no trace of the server: \(line)")
    }
    let parents = Set(fields.compactMap { $0["parent"] })
    #expect(parents.count == 1 && !parents.contains("1") && parents.isDisjoint(with: pids), "the host's children: \(lines)")
  }

  /// The scenario's time zone reaches the monitor's clock: a daily 10:00 schedule read in a
  /// callback at 09:00 in Kiritimati (UTC+14) next starts at 20:00 UTC the day before, not at
  /// 10:00 UTC.
  @Test func theMonitorReadsSchedulesInTheScenariosTimeZone() async throws {
    let scenario = """
      scenario a morning in Kiritimati
      timezone Pacific/Kiritimati
      begin 2026-12-01 08:00
      end day 1 12:00
      activity morning 09:00 to 09:30
      at 08:00 start morning
      at 08:00 use device 2h
      """
    let run = try await simulate(scenario, monitor: "ReportsItsClock", extra: ["--format", "json"])
    let logs = try run.report().objects("timeline").filter { try $0.string("kind") == "log" }.map { try $0.string("text") }
    #expect(logs.contains { $0.hasSuffix("ReportsItsClock nextStart=2026-11-30T20:00:00Z") }, "\(logs)\n\(run.stderr)")
  }

  /// A monitor executable that cannot serve forks (here: a script that drops the server's variable
  /// and runs the sample, as a runtime without the server would) costs one handshake timeout,
  /// then every batch is spawned, with the same verdicts, and no process is left behind. The
  /// timeout leaves a loaded machine time to start each spawned monitor.
  @Test func aMonitorThatCannotServeForksIsSpawnedForEachBatch() async throws {
    let fixture = try ManifestFixture()
    let products = fixture.directory + "/products"
    try FileManager.default.createDirectory(atPath: products, withIntermediateDirectories: true)
    for name in ["ShieldActionExt", "ShieldConfigExt", "WidgetExt"] {
      try FileManager.default.createSymbolicLink(atPath: products + "/" + name, withDestinationPath: BuildProducts.directory + "/" + name)
    }
    let script = products + "/DeviceActivityMonitorExt"
    try "#!/bin/sh\nunset EXTENSION_HOST_FORK_SERVER\nexec '\(BuildProducts.directory)/DeviceActivityMonitorExt'\n"
      .write(toFile: script, atomically: true, encoding: .utf8)
    #expect(chmod(script, 0o755) == 0)
    let run = try await HostRun.run(
      ["simulate", BuildProducts.repositoryRoot + "/Scenarios/SchoolNight.scenario", "--manifests", fixture.directory,
       "--products", products, "--handshake-timeout", "2000", "--format", "json"])
    #expect(run.exitCode == 0, "\(run.stderr)")
    let report = try run.report()
    #expect(try report.int("expectationsFailed") == 0 && report.int("expectationsPassed") == 5)
    #expect(try report.int("monitorLaunches") == report.int("callbacksDelivered"))
    #expect(try problems(run).isEmpty)
    #expect(fixture.leftoverProcesses.isEmpty, "the server that never became one is stopped too")
  }

  @Test func aCallbackThatNeverReturnsIsUnresponsive() async throws {
    let run = try await simulate(
      Self.overlapping, monitor: "NeverReturnsFromCallback", extra: ["--format", "json", "--callback-timeout", "300"])
    #expect(run.exitCode == 1)
    let found = try problems(run).filter { $0.kind == "unresponsive" }
    #expect(found.first?.detail.contains("did not return from intervalDidStart(for: homework) within 300 ms") == true, "\(found)")
    #expect(found.first?.detail.contains("its process is stopped") == false, "it runs, in a loop: \(found)")
    #expect(found.first?.fix?.hasPrefix("return from the callback in time: no semaphores, sleeps") == true, "\(found)")
  }

  /// A monitor that stops its own process in a callback (`raise(SIGSTOP)`, "to attach the
  /// debugger") is unresponsive, and the detail says its process is stopped: nothing of it runs
  /// until something continues it.
  @Test func aMonitorThatStopsItsOwnProcessIsNamedStopped() async throws {
    let run = try await simulate(
      Self.overlapping, monitor: "StopsItselfInCallback", extra: ["--format", "json", "--callback-timeout", "300"])
    #expect(run.exitCode == 1)
    let found = try problems(run).filter { $0.kind == "unresponsive" }
    #expect(
      found.first?.detail.contains(
        "did not return from intervalDidStart(for: homework) within 300 ms; iOS ends a monitor that keeps its callback "
          + "running; its process is stopped (SIGSTOP") == true, "\(found)")
    #expect(found.first?.fix?.hasPrefix("never stop the process (raise(SIGSTOP)") == true, "the signal's fix: \(found)")
  }

  /// A callback that overruns its deadline and then writes is named once, `unresponsive`: the
  /// write comes before its return, so it is not work after the return.
  @Test func aWriteInsideAnOverrunCallbackIsNotWorkAfterReturn() async throws {
    let run = try await simulate(
      Self.overlapping, monitor: "WritesAfterItsDeadline", extra: ["--format", "json", "--callback-timeout", "300"])
    let kinds = try problems(run).map(\.kind)
    #expect(kinds.contains("unresponsive"), "\(kinds)")
    #expect(!kinds.contains("work-after-return"), "\(kinds)")
  }

  /// One activity, so no other callback of the same process is running when the late writes
  /// arrive (a write that lands during a later callback of the same batch is in time, as on iOS).
  @Test func aWriteAfterReturnIsRefusedAndNamed() async throws {
    let scenario = """
      scenario homework only
      timezone UTC
      begin 2026-12-01 21:00
      end day 1 23:00
      activity homework 21:00 to 22:30
      at 21:00 start homework
      at 21:00 use device 20m
      at 21:30 expect shielded app com.example.social
      """
    let run = try await simulate(scenario, monitor: "WritesAfterReturn", extra: ["--format", "json"])
    #expect(run.exitCode == 1)
    let all = try problems(run)
    let found = all.filter { $0.kind == "work-after-return" }
    #expect(found.count == 1, "\(all)")
    #expect(found.first?.detail.contains("wrote the store 2 times") == true, "the shield and the other group's write: \(found)")
    #expect(found.first?.fix?.contains("before the callback returns") == true)
    #expect(try run.report()["expectationsFailed"] as? Int == 1, "the late write never reached the store")
  }

  @Test func aTooShortActivityFromTheMonitorIsRejectedWithTheFix() async throws {
    let run = try await simulate(Self.overlapping, monitor: "StartsTooShortAnActivity", extra: ["--format", "json"])
    let all = try problems(run)
    let found = all.filter { $0.kind == "monitoring-rejected" }
    #expect(found.first?.detail.contains("intervalTooShort") == true, "\(all)")
    #expect(found.first?.fix?.contains("15 minutes") == true)
  }

  /// An event whose threshold is no duration is accepted, as `startMonitoring` does not check it,
  /// and named once, with what it holds, since it can never be reached.
  @Test func anEventWhoseThresholdIsNoDurationIsNamedOnce() async throws {
    let run = try await simulate(Self.overlapping, monitor: "StartsEventsWithNoDuration", extra: ["--format", "json"])
    #expect(run.exitCode == 1)
    let all = try problems(run)
    let found = all.filter { $0.kind == "event-never-fires" }
    #expect(found.map(\.detail) == [
      "startMonitoring(limits): the threshold of event 'empty' is no duration (no day, hour, minute or second), so it is never reached",
      "startMonitoring(limits): the threshold of event 'negative' is no duration (minute: -5), so it is never reached",
    ], "\(all)")
    #expect(found.allSatisfy { $0.fix?.contains("positive duration") == true })
    #expect(!all.contains { $0.kind == "monitoring-rejected" }, "the activity itself is accepted: \(all)")
  }

  /// A monitor that restarts its own activity in its `intervalDidStart` starts the interval again at
  /// the same moment, without end: the host names the loop once, stops monitoring the activity
  /// and goes on, where it hung before.
  @Test func aCallbackThatRestartsItsOwnActivityIsALoopNamedOnceNotAHang() async throws {
    let run = try await simulate(Self.overlapping, monitor: "RestartsItsOwnActivity", extra: ["--format", "json"])
    #expect(run.exitCode == 1)
    let all = try problems(run)
    let loops = all.filter { $0.kind == "callback-loop" }
    #expect(loops.count == 1, "the loops at 21:00 and 22:00 are one fault: \(all)")
    #expect(loops.first?.detail.hasPrefix("intervalDidStart(for: limits) came 20 times at one moment") == true, "\(loops)")
    #expect(loops.first?.detail.contains("the host stopped monitoring 'limits'") == true)
    #expect(all.filter { $0.kind == "event-never-fires" }.count == 2, "each event once: \(all)")
    let center = try run.report().objects("timeline").compactMap { $0["text"] as? String }
    #expect(center.contains("the host called stopMonitoring(limits)"), "\(center.suffix(20))")
    #expect(center.contains("intervalDidStart(for: bedtime)"), "the run went on past the first loop")
  }

  /// A monitor that prints (as real ones do, `print` being log output on iOS) gets a warning, not
  /// a failed run: the flood is capped, the callback still returns, and the run exits 0.
  @Test func aFloodOfOutputIsCappedAndTheCallbackStillReturns() async throws {
    // The scenario's expectations are the shielding monitor's; this one prints and shields nothing.
    let scenario = Self.overlapping.split(separator: "\n").filter { !$0.contains(" expect ") }.joined(separator: "\n")
    let run = try await simulate(scenario, monitor: "FloodsOutputInCallback", extra: ["--format", "json"])
    let all = try run.report().objects("problems")
    let printed = all.filter { ($0["kind"] as? String) == "wrote-to-stdout" }
    #expect(!printed.isEmpty && printed.allSatisfy { ($0["isViolation"] as? Bool) == false }, "\(all)")
    #expect(all.allSatisfy { ($0["kind"] as? String) == "wrote-to-stdout" }, "printing is all it did wrong: \(all)")
    #expect(run.exitCode == 0, "a warning alone does not fail the run: \(all)")
    let text = try await simulate(scenario, monitor: "FloodsOutputInCallback")
    let warned = text.stdout.split(separator: "\n").filter { $0.contains("[wrote-to-stdout]") }
    #expect(text.exitCode == 0 && !warned.isEmpty && warned.allSatisfy { $0.contains("warning") }, "\(text.stdout.suffix(2000))")
    let callbacks = try run.report().objects("timeline").filter { ($0["kind"] as? String) == "callback" }
    #expect(callbacks.contains { ($0["text"] as? String) == "intervalDidStart(for: homework)" })
    // What passed the 200 lines kept is counted, never dropped without a trace (fifth sweep).
    let logs = try run.report().objects("timeline").filter { ($0["kind"] as? String) == "log" }.compactMap { $0["text"] as? String }
    #expect(
      logs.contains { $0.hasPrefix("DeviceActivityMonitorExt stdout: ") && $0.contains(" more lines were counted but not kept (200 lines") },
      "\(logs.suffix(3))")
  }

  /// The second bundled scenario with adversarial delivery: the naive monitor's final shields
  /// differ from a faithful run's, the sample's do not.
  @Test func chaosFailsTheNaiveMonitorAndPassesTheSample() async throws {
    let path = BuildProducts.repositoryRoot + "/Scenarios/SocialLimit.scenario"
    let sample = try await simulate(try String(contentsOfFile: path, encoding: .utf8), extra: ["--chaos", "3", "--format", "json"])
    #expect(sample.exitCode == 0, "\(sample.stdout.prefix(3000))")
    let naive = try await simulate(
      try String(contentsOfFile: path, encoding: .utf8), monitor: "NaiveLimitMonitor", extra: ["--chaos", "3", "--format", "json"])
    #expect(naive.exitCode == 1)
    let all = try problems(naive)
    let differ = all.filter { $0.kind == "chaos-final-shields-differ" }
    #expect(differ.first?.detail.contains("faithfully unset") == true, "\(all)")
    #expect(differ.first?.fix?.contains("treat each callback as a hint") == true)
  }

  /// Two intervals that start in one batch, at the first use of the device.
  static let twoStartsInOneBatch = """
    scenario two starts at the first use
    timezone UTC
    begin 2026-12-01 20:00
    end day 1 23:30
    activity first 20:30 to 22:00
    activity second 20:30 to 23:00
    at 20:00 start first
    at 20:00 start second
    at 21:00 use device 10m
    """

  /// A monitor that keeps 16 MB from a callback is over the 6 MB budget: named once against it,
  /// the process ended, the rest of its batch not delivered; with a 64 MB budget it passes.
  @Test func memoryPastTheBudgetIsNamedAndEndsTheProcess() async throws {
    let run = try await simulate(Self.twoStartsInOneBatch, monitor: "AllocatesPastTheBudget", extra: ["--format", "json"])
    #expect(run.exitCode == 1)
    let all = try problems(run)
    let found = all.filter { $0.kind == "memory-budget-exceeded" }
    #expect(found.count == 1, "both starts are one batch, and the first callback ends it: \(all)")
    #expect(found.first?.detail.contains("over the 6.0 MB budget") == true, "\(found)")
    #expect(!all.contains { $0.kind == "crashed" }, "the host ended it: not a crash \(all)")
    let report = try run.report()
    #expect(report["memoryBudgetKilobytes"] as? Int == 6144)
    #expect((report["peakMonitorMemoryKilobytes"] as? Int ?? 0) >= 16 << 10, "\(report["peakMonitorMemoryKilobytes"] ?? "none")")
    let texts = try report.objects("timeline").compactMap { $0["text"] as? String }
    #expect(texts.contains("intervalDidStart(for: second) was not delivered: the monitor is not running"), "\(texts)")

    let roomy = try await simulate(
      Self.twoStartsInOneBatch, monitor: "AllocatesPastTheBudget", extra: ["--format", "json", "--memory-budget", "64"])
    #expect(try problems(roomy).filter { $0.kind == "memory-budget-exceeded" }.isEmpty)
  }

  /// The sample stays far within the budget, and each callback's growth is in the JSON.
  @Test func theSampleReportsItsMemoryPerCallback() async throws {
    let run = try await simulate(extra: ["--format", "json"])
    let report = try run.report()
    let peak = try #require(report["peakMonitorMemoryKilobytes"] as? Int)
    #expect(peak < 6144, "\(peak) kB")
    let callbacks = try report.objects("timeline").filter { ($0["kind"] as? String) == "callback" }
    #expect(!callbacks.isEmpty && callbacks.allSatisfy { $0["memoryKilobytes"] is Int }, "\(callbacks)")
    #expect(run.stdout.isEmpty == false)
  }
}

extension SimulateEndToEndTests {
  /// A monitor that writes the store's other setting groups: each change is on the timeline, the
  /// monitor reads back what it wrote in the same callback, and clearing the store removes them.
  @Test func otherSettingGroupsAreKeptAndShownLikeShields() async throws {
    let scenario = """
      scenario strict mode during homework
      timezone UTC
      begin 2026-12-01 21:00
      end day 1 23:00
      activity homework 21:00 to 22:30
      at 21:00 start homework
      at 21:00 use device 20m
      at 21:30 expect shielded app com.example.social
      at 21:40 visit https://video.example/watch
      at 22:40 expect not-shielded app com.example.social
      """
    let run = try await simulate(scenario, monitor: "StrictModeMonitor")
    #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
    let changed = "DeviceActivityMonitorExt changed"
    for line in [
      "21:00:00  store     \(changed) application.denyAppRemoval of store \"strict\": unset → true",
      "21:00:00  store     \(changed) webContent.blockedByFilter of store \"strict\": unset → .specific(1 domain)",
      "21:00:00  store     \(changed) appStore.maximumRating of store \"strict\": unset → 300",
      "21:00:00  store     \(changed) safari.cookiePolicy of store \"strict\": unset → .currentWebsite",
      "DeviceActivityMonitorExt stderr: StrictModeMonitor read denyAppRemoval=true maximumRating=300 passcode=nil",
      "note: store \"strict\"'s webContent.blockedByFilter blocks video.example: on iOS Safari's content filter refuses the page",
      "22:30:00  store     \(changed) application.denyAppRemoval of store \"strict\": true → unset",
      "22:30:00  store     \(changed) webContent.blockedByFilter of store \"strict\": .specific(1 domain) → unset",
      "2 expectations held, 0 failed",
    ] {
      #expect(run.stdout.contains(line), "missing: \(line)\n\(run.stdout)")
    }
    #expect(!run.stdout.contains("kept its settings") && !run.stdout.contains("fault"), "\(run.stdout)")
  }
}
