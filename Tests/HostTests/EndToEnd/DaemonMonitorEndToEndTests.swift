import Foundation
import HostProtocol
import Synchronization
import Testing

@testable import HostEngine

/// The daemon hosts the DeviceActivityMonitor extension with the same supervision as the shield
/// extensions: `extension-host monitor` (`host/monitor`) wakes it for one batch, the process is
/// stopped once the callbacks returned (as iOS does), what it wrote is what `visit --connect`
/// sees, and its crashes, hangs and writes after return are named once, counted, backed off and
/// quarantined like any supervised extension's.
@Suite(.serialized, .timeLimit(.minutes(3)))
struct DaemonMonitorEndToEndTests {
  enum ExtensionPointName {
    static let monitor = "com.apple.deviceactivity.monitor-extension"
  }

  /// A policy that shields nothing: in these tests the shields come from the monitor.
  static let categoriesOnly = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict><key>Categories</key><dict><key>Social</key><dict>
    <key>Applications</key><array><string>com.example.social</string></array>
    <key>WebDomains</key><array><string>social.example</string></array>
    </dict></dict></dict></plist>
    """

  private func fixture(monitor: String? = nil) throws -> ManifestFixture {
    let fixture = try ManifestFixture(
      monitor: monitor.map { ManifestFixture.Extension(principalClass: "FaultyExtensions.\($0)", executable: "FaultyExtensions") }
        ?? .init())
    try Self.categoriesOnly.write(toFile: fixture.directory + "/ShieldPolicy.plist", atomically: true, encoding: .utf8)
    return fixture
  }

  private func monitorStatus(_ daemon: DaemonProcess) async throws -> [String: Any] {
    let status = try await daemon.client(["status", "--format", "json"])
    #expect(status.exitCode == 0, "\(status.stderr)")
    let extensions = try status.report().objects("extensions").filter { $0["name"] as? String == "DeviceActivityMonitorExt" }
    return try #require(extensions.first, "no status for the monitor: \(status.stdout)")
  }

  private func decision(_ daemon: DaemonProcess, _ fixture: ManifestFixture, target: [String] = ["social.example"]) async throws -> String {
    let visit = try await daemon.client(["visit"] + target + ["--format", "json"] + fixture.arguments)
    #expect(visit.stderr.isEmpty, "\(visit.stderr)")
    return try visit.report().string("decision")
  }

  @Test func theSamplesShieldsReachTheVisitsAndEachBatchHasItsOwnProcess() async throws {
    let daemon = try await DaemonProcess()
    let fixture = try fixture()
    #expect(try await decision(daemon, fixture) == "not shielded")

    let start = try await daemon.client(
      ["monitor", "intervalDidStart", "bedtime", "--at", "2026-12-02T22:00:00Z", "--format", "json"] + fixture.arguments)
    #expect(start.exitCode == 0, "\(start.stdout) \(start.stderr)")
    let report = try start.report()
    #expect(try report.objects("callbacks").map { try $0.string("outcome") } == ["returned"])
    #expect(try report.objects("faults").isEmpty)
    #expect(try report.strings("storeChanges").contains { $0.contains("applicationCategories") && $0.contains(".all()") })
    #expect(try report.string("exit") == "exited with status 0", "stopped after the batch, as iOS ends it")
    // The visit before found nothing shielded and launched nothing: no process of the fixture runs.
    #expect(fixture.leftoverProcesses.isEmpty, "the monitor's process is gone after its batch: \(fixture.leftoverProcesses)")
    #expect(try await decision(daemon, fixture) == "shielded by category")

    let end = try await daemon.client(["monitor", "intervalDidEnd", "bedtime"] + fixture.arguments)
    #expect(end.exitCode == 0, "\(end.stdout) \(end.stderr)")
    #expect(end.stdout.contains("DeviceActivityMonitorExt intervalDidEnd(for: bedtime): returned"), "\(end.stdout)")
    #expect(try await decision(daemon, fixture) == "not shielded")

    let monitor = try await monitorStatus(daemon)
    #expect(monitor["state"] as? String == "stopped", "\(monitor)")
    #expect(monitor["crashes"] as? Int == 0 && monitor["restarts"] as? Int == 0, "a batch's launch is no restart: \(monitor)")
    let status = try await daemon.client(["status", "--format", "json"]).report()
    #expect(try status.int("monitorBatches") == 2 && status.int("visits") == 3, "\(status)")
    #expect(await daemon.terminate() == 0)
    #expect(fixture.leftoverProcesses.isEmpty)
  }

  /// `monitor --at` and `--time-zone` hand the callback a moment; the monitor's own `Date()`,
  /// `DateFormatter` and `Calendar.current` read it, as they would at that moment on the phone.
  @Test func aMonitorCallbackAtAMomentReadsItAsItsOwnClock() async throws {
    let daemon = try await DaemonProcess()
    let fixture = try ManifestFixture(
      monitor: ManifestFixture.Extension(principalClass: "RealStyleExtensions.DailyLogMonitor", executable: "RealStyleExtensions"))
    let run = try await daemon.client(
      ["monitor", "intervalDidStart", "daily", "--at", "2025-03-04T12:15:00Z", "--time-zone", "Asia/Tokyo"] + fixture.arguments)
    #expect(run.exitCode == 0, "\(run.stdout) \(run.stderr)")
    #expect(run.stdout.contains("started 2025-03-04 at 21:15 in Asia/Tokyo"), "\(run.stdout)")
    #expect(await daemon.terminate() == 0)
    #expect(fixture.leftoverProcesses.isEmpty)
  }

  @Test func aCrashIsNamedOnceBackedOffAndQuarantinedUntilRestart() async throws {
    let daemon = try await DaemonProcess()
    let fixture = try fixture(monitor: "CrashesInCallback")
    for run in 1...3 {
      let batch = try await daemon.client(["monitor", "intervalDidStart", "bedtime", "--format", "json"] + fixture.arguments)
      #expect(batch.exitCode == 1, "batch \(run): \(batch.stdout) \(batch.stderr)")
      let report = try batch.report()
      #expect(try report.objects("faults").map { try $0.string("kind") } == ["crashed"], "batch \(run): \(report)")
      #expect(try report.objects("faults").first?.string("fix").hasPrefix("find the trap in the monitor's log") == true)
      #expect(try report.objects("callbacks").map { try $0.string("outcome") } == ["the monitor exited before returning"])
      let messages = try report.strings("logs").filter { $0.contains("CrashesInCallback crashed on purpose") }
      #expect(messages.count == 1, "the crash's own message, once: \(report)")
    }
    let quarantined = try await daemon.client(["monitor", "intervalDidStart", "bedtime"] + fixture.arguments)
    #expect(quarantined.exitCode == 3, "\(quarantined.stdout)")
    #expect(quarantined.stderr.contains("DeviceActivityMonitorExt is quarantined (3 crashes within"), "\(quarantined.stderr)")
    let monitor = try await monitorStatus(daemon)
    #expect(monitor["state"] as? String == "quarantined" && monitor["crashes"] as? Int == 3, "\(monitor)")
    #expect(monitor["restarts"] as? Int == 2, "each launch after a crash is a restart: \(monitor)")
    let log = daemon.log
    #expect(log.split(separator: "\n").filter { $0.contains("crashed: ") && $0.contains("DeviceActivityMonitorExt") }.count == 3)
    #expect(log.contains("waiting") && log.contains("before restarting"), "backed off between crashes")

    let restart = try await daemon.client(["restart", "DeviceActivityMonitorExt"])
    #expect(restart.exitCode == 0, "\(restart.stderr)")
    let again = try await daemon.client(["monitor", "intervalDidStart", "bedtime", "--format", "json"] + fixture.arguments)
    #expect(again.exitCode == 1 && (try? again.report().objects("faults").count) == 1, "runs again after restart: \(again.stdout)")
    #expect(await daemon.terminate() == 0)
    #expect(fixture.leftoverProcesses.isEmpty)
  }

  @Test func aCallbackThatNeverReturnsIsUnresponsiveAndTheRestIsNotDelivered() async throws {
    let daemon = try await DaemonProcess()
    let fixture = try fixture(monitor: "NeverReturnsFromCallback")
    let batch = try await daemon.client(
      ["monitor", "intervalDidStart", "bedtime", "--callback-timeout", "500", "--format", "json"] + fixture.arguments)
    #expect(batch.exitCode == 1, "\(batch.stdout) \(batch.stderr)")
    let report = try batch.report()
    #expect(try report.objects("faults").map { try $0.string("kind") } == ["unresponsive"], "\(report)")
    #expect(try report.objects("callbacks").map { try $0.string("outcome") } == ["no return (no return within 500 ms)"])
    #expect(fixture.leftoverProcesses.isEmpty, "the stuck monitor is killed with its process group")
    let monitor = try await monitorStatus(daemon)
    #expect(monitor["crashes"] as? Int == 1 && monitor["state"] as? String == "stopped", "\(monitor)")
    #expect(await daemon.terminate() == 0)
  }

  @Test func aWriteAfterReturnIsRefusedAndNamed() async throws {
    let daemon = try await DaemonProcess()
    let fixture = try fixture(monitor: "WritesAfterReturn")
    let batch = try await daemon.client(["monitor", "intervalDidStart", "bedtime", "--format", "json"] + fixture.arguments)
    #expect(batch.exitCode == 1, "\(batch.stdout) \(batch.stderr)")
    let report = try batch.report()
    #expect(try report.objects("faults").map { try $0.string("kind") } == ["work-after-return"], "\(report)")
    #expect(try report.strings("storeChanges").isEmpty, "the late write is refused")
    #expect(try await decision(daemon, fixture) == "not shielded")
    #expect(try await monitorStatus(daemon)["crashes"] as? Int == 0)
    #expect(await daemon.terminate() == 0)
    #expect(fixture.leftoverProcesses.isEmpty)
  }

  @Test func aBadBatchIsRefusedByNameAndUsageErrorsExitTwo() async throws {
    let daemon = try await DaemonProcess()
    let fixture = try fixture()
    let noEvent = try await daemon.client(["monitor", "eventDidReachThreshold", "daily"] + fixture.arguments)
    #expect(noEvent.exitCode == 2 && noEvent.stderr.contains("needs the event's name"), "\(noEvent.stderr)")
    let unknown = try await daemon.client(["monitor", "intervalDidBegin", "daily"] + fixture.arguments)
    #expect(unknown.exitCode == 2 && unknown.stderr.contains("the six are intervalDidStart"), "\(unknown.stderr)")
    let zone = try await daemon.client(["monitor", "intervalDidStart", "daily", "--time-zone", "Mars/Olympus"] + fixture.arguments)
    #expect(zone.exitCode == 3 && zone.stderr.contains("timeZone must be a time zone identifier"), "\(zone.stderr)")
    try FileManager.default.removeItem(atPath: fixture.directory + "/DeviceActivityMonitorExt-Info.plist")
    let noMonitor = try await daemon.client(["monitor", "intervalDidStart", "daily"] + fixture.arguments)
    #expect(noMonitor.exitCode == 3 && noMonitor.stderr.contains(ExtensionPointName.monitor), "\(noMonitor.stderr)")
    #expect(await daemon.terminate() == 0)
  }

  @Test func aBatchOutsideItsLimitsIsInvalidParamsNamingTheMember() async throws {
    let daemon = try await DaemonProcess()
    let fixture = try fixture()
    let start = DaemonMonitorRequest.Callback(callback: .intervalDidStart, activity: "bedtime")
    let cases: [(label: String, callbacks: [DaemonMonitorRequest.Callback], words: String)] = [
      ("empty", [], "callbacks must hold 1 to 64 callbacks, not 0"),
      ("65 callbacks", Array(repeating: start, count: DaemonMonitorRequest.maxCallbacks + 1), "not 65"),
      ("an event where none is taken", [.init(callback: .intervalDidEnd, activity: "bedtime", event: "daily")], "callbacks[0]: intervalDidEnd takes no event"),
      ("an empty activity", [start, .init(callback: .intervalDidEnd, activity: "")], "callbacks[1].activity must be a name"),
    ]
    var client = try ControlClient(socketPath: daemon.socket)
    for item in cases {
      do {
        _ = try client.send(DaemonMonitorRequest(manifests: fixture.directory, products: BuildProducts.directory, callbacks: item.callbacks))
        Issue.record("\(item.label): answered, not refused")
      } catch ControlClientError.daemon(let error) {
        #expect(error.code == .invalidParams && error.message.contains(item.words), "\(item.label): \(error)")
      }
    }
    let full = try client.send(
      DaemonMonitorRequest(
        manifests: fixture.directory, products: BuildProducts.directory,
        callbacks: Array(repeating: start, count: DaemonMonitorRequest.maxCallbacks)))
    #expect(full.callbacks.count == 64 && full.succeeded, "64 is allowed: \(full.faults)")
    #expect(try await monitorStatus(daemon)["crashes"] as? Int == 0, "the monitor was never charged for the client's batches")
    #expect(await daemon.terminate() == 0)
  }

  /// The daemon's `--device-state` holds for a monitor batch too, and a batch may ask for another:
  /// before the first unlock the App Group's defaults (Apple's default class) cannot be opened by
  /// the monitor, which shields everything exactly when its read is refused as iOS refuses it.
  @Test func aBatchRunsInTheDaemonsDeviceStateAndNamesEachRefusedOpen() async throws {
    let daemon = try await DaemonProcess(["--device-state", "before-first-unlock"])
    let fixture = try fixture(monitor: "ShieldsWhenProtectedReadFails")
    let restarted = try await daemon.client(["monitor", "intervalDidStart", "bedtime", "--format", "json"] + fixture.arguments)
    #expect(restarted.exitCode == 0, "\(restarted.stdout) \(restarted.stderr)")
    let report = try restarted.report()
    let file = "AppGroups/group.com.example.FocusApp/Library/Preferences/group.com.example.FocusApp.plist"
    #expect(
      try report.strings("notes").contains {
        $0.hasPrefix("DeviceActivityMonitorExt could not open \(file)") && $0.contains("not unlocked since it restarted")
      }, "\(report)")
    #expect(try report.strings("storeChanges").contains { $0.contains("→ .all()") }, "the refused read, as iOS refuses it: \(report)")
    #expect(try await decision(daemon, fixture, target: ["--app", "com.example.social"]) == "shielded by category")

    let unlocked = try await daemon.client(
      ["monitor", "intervalDidStart", "bedtime", "--device-state", "unlocked", "--format", "json"] + fixture.arguments)
    #expect(unlocked.exitCode == 0, "\(unlocked.stdout) \(unlocked.stderr)")
    #expect(try unlocked.report().strings("notes").isEmpty, "nothing refused while unlocked")
    #expect(try unlocked.report().strings("storeChanges").contains { $0.contains(".all() → unset") }, "\(unlocked.stdout)")
    #expect(await daemon.terminate() == 0)
    #expect(fixture.leftoverProcesses.isEmpty)
  }

  /// `serve --memory-limit` holds a monitor as it holds the shield extensions: over it after its
  /// batch (16 MB kept above a runtime of about 25), it is killed, the breach named once, a crash counted.
  @Test func aMonitorOverTheDaemonsMemoryCeilingIsKilledAndCounted() async throws {
    let daemon = try await DaemonProcess(["--memory-limit", "32"])
    let fixture = try fixture(monitor: "AllocatesPastTheBudget")
    let batch = try await daemon.client(["monitor", "intervalDidStart", "bedtime", "--format", "json"] + fixture.arguments)
    #expect(batch.exitCode == 1, "\(batch.stdout) \(batch.stderr)")
    let report = try batch.report()
    #expect(try report.objects("faults").map { try $0.string("kind") } == ["resource-limit"], "\(report)")
    #expect(try report.string("exit") == "was killed by SIGKILL")
    let monitor = try await monitorStatus(daemon)
    #expect(monitor["crashes"] as? Int == 1, "\(monitor)")
    #expect((monitor["lastProblem"] as? String)?.contains("the ceiling is 32 MiB") == true, "\(monitor)")
    #expect(await daemon.terminate() == 0)
    #expect(fixture.leftoverProcesses.isEmpty)
  }

  /// Batches from clients at once reach the monitor one at a time, each in a process of its own:
  /// every one returns and none is blamed for another's store writes (run side by side, a batch's
  /// writes would be judged against the other's running callback and refused as work after return).
  @Test func batchesFromClientsAtOnceRunOneAtATimeAndEachIsJudgedAlone() async throws {
    let daemon = try await DaemonProcess()
    let fixture = try fixture()
    let callbacks = ["intervalDidStart", "intervalDidEnd", "intervalDidStart", "intervalDidEnd", "intervalDidStart", "intervalDidEnd"]
    let client = fixture.arguments + ["--socket", daemon.socket]
    let runs = try await withThrowingTaskGroup(of: (Int, HostRun).self) { group in
      for index in callbacks.indices {
        group.addTask { (index, try await HostRun.run(["monitor", callbacks[index], "bedtime", "--format", "json"] + client)) }
      }
      var runs: [Int: HostRun] = [:]
      for try await (index, run) in group { runs[index] = run }
      return runs
    }
    for (index, run) in runs.sorted(by: { $0.key < $1.key }) {
      #expect(run.exitCode == 0, "batch \(index): \(run.stdout) \(run.stderr)")
      #expect((try? run.report().objects("faults").isEmpty) == true, "batch \(index) judged alone: \(run.stdout)")
    }
    let status = try await daemon.client(["status", "--format", "json"]).report()
    #expect(try status.int("monitorBatches") == callbacks.count)
    #expect(try await monitorStatus(daemon)["crashes"] as? Int == 0)
    #expect(await daemon.terminate() == 0)
    #expect(fixture.leftoverProcesses.isEmpty)
  }

  /// The monitor itself checks the turn: each callback holds a lock file in the App Group for
  /// 150 ms and crashes if another batch's process holds it. Six clients at once, no crash.
  @Test func batchesFromClientsAtOnceNeverOverlapInsideTheMonitor() async throws {
    let daemon = try await DaemonProcess()
    let fixture = try fixture(monitor: "CrashesWhenBatchesOverlap")
    let client = fixture.arguments + ["--socket", daemon.socket]
    let runs = try await withThrowingTaskGroup(of: HostRun.self) { group in
      for callback in ["intervalDidStart", "intervalDidEnd", "intervalDidStart", "intervalDidEnd", "intervalDidStart", "intervalDidEnd"] {
        group.addTask { try await HostRun.run(["monitor", callback, "bedtime", "--format", "json"] + client) }
      }
      var runs: [HostRun] = []
      for try await run in group { runs.append(run) }
      return runs
    }
    #expect(runs.count == 6)
    for run in runs {
      #expect(run.exitCode == 0, "\(run.stdout) \(run.stderr)")
      #expect(try run.report().objects("faults").isEmpty, "\(run.stdout)")
    }
    #expect(try await monitorStatus(daemon)["crashes"] as? Int == 0)
    #expect(await daemon.terminate() == 0)
    #expect(fixture.leftoverProcesses.isEmpty)
  }
}
