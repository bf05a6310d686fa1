import Foundation
import HostEngine
import HostProtocol
import Testing

/// Monitor extensions written as shipped apps write them (`Tests/RealStyleExtensions/RealStyleMonitors.swift`),
/// compiled unchanged and run on the virtual clock: the selection the app saved in the App Group
/// is what they shield, and what they do shows on the timeline.
@Suite(.timeLimit(.minutes(2)))
struct RealStyleMonitorEndToEndTests {
  /// A manifests folder whose monitor is `principal` of the real-style binary, its App Group seeded
  /// with `defaults`.
  private func simulate(_ scenario: String, monitor principal: String, defaults: [String: Any]) async throws -> HostRun {
    try await ScenarioRun.simulate(
      scenario, monitor: ManifestFixture.Extension(principalClass: "RealStyleExtensions.\(principal)", executable: "RealStyleExtensions"),
      defaults: defaults)
  }

  /// A FamilyActivitySelection as the app's JSONEncoder saves it, holding the tokens the system
  /// hands out for these apps and sites.
  private func selection(apps: [String] = [], sites: [String] = []) throws -> Data {
    let token = { (kind: String, name: String) in ["data": TokenMint.token(kind, name).data.base64EncodedString()] }
    let object: [String: Any] = [
      "applicationTokens": apps.map { token("application", $0) }, "categoryTokens": [[String: String]](),
      "webDomainTokens": sites.map { token("webDomain", $0) }, "includeEntireCategory": false,
    ]
    return try JSONSerialization.data(withJSONObject: object)
  }

  @Test func theSavedSelectionIsShieldedDuringTheIntervalAndClearedAfter() async throws {
    let scenario = """
      scenario evening focus
      timezone UTC
      begin 2026-12-01 20:00
      end day 1 23:00
      activity evening 21:00 to 22:30
      at 20:30 start evening
      at 21:00 use device 10m
      at 21:30 expect shielded app com.example.social
      at 21:31 expect shielded https://video.example
      at 21:32 expect not-shielded app com.example.puzzles
      at 22:40 expect not-shielded app com.example.social
      """
    let run = try await simulate(
      scenario, monitor: "SelectionScheduleMonitor",
      defaults: ["familyActivitySelection": try selection(apps: ["com.example.social"], sites: ["video.example"])])
    #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
    for line in [
      "changed shield.applications of store \"focus\": unset → 1 token",
      "changed shield.webDomains of store \"focus\": unset → 1 token",
      "changed shield.applications of store \"focus\": 1 token → unset",
      "4 expectations held, 0 failed",
    ] {
      #expect(run.stdout.contains(line), "missing: \(line)\n\(run.stdout)")
    }
  }

  @Test func aDailyLimitShieldsAllButTheAllowedAppsAndRestartsMonitoringFromItsCallback() async throws {
    let scenario = """
      scenario a daily limit
      timezone UTC
      begin 2026-12-01 08:00
      end day 2 09:00
      activity daily 00:00 to 23:59:59 repeats
      event daily.discouraged 30m app com.example.social
      at 08:00 start daily
      at 12:00 use app com.example.social 40m
      at 13:00 expect shielded app com.example.puzzles
      at 13:01 expect not-shielded app com.example.social
      at day 2 08:30 expect not-shielded app com.example.puzzles
      """
    let run = try await simulate(
      scenario, monitor: "DailyLimitMonitor",
      defaults: ["allowedApps": try selection(apps: ["com.example.social"]), "limitMinutes": 30])
    #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
    for line in [
      "eventDidReachThreshold(discouraged, activity: daily)",
      "changed shield.applicationCategories of store \"daily\"",
      "changed application.denyAppRemoval of store \"daily\": unset → true",
      "3 expectations held, 0 failed",
    ] {
      #expect(run.stdout.contains(line), "missing: \(line)\n\(run.stdout)")
    }
    #expect(!run.stdout.contains("monitoring-rejected"), "the restart's own schedule is valid: \(run.stdout)")
  }

  /// `ManagedSettingsStore.stores` (iOS 26.5) lists the stores every process of the app
  /// configured, and `deleteStores(_:)` removes them: the monitor's interval end finds the two
  /// stores its start wrote, in another process, and leaves none.
  @Test func anIntervalEndDeletesEveryStoreTheAppConfigured() async throws {
    let scenario = """
      scenario stores swept
      timezone UTC
      begin 2026-12-01 20:00
      end day 1 23:00
      activity evening 21:00 to 22:00
      at 20:30 start evening
      at 21:00 use device 10m
      at 21:30 expect shielded app com.example.social
      at 22:30 expect not-shielded app com.example.social
      """
    let run = try await simulate(
      scenario, monitor: "StoreSweepMonitor", defaults: ["familyActivitySelection": try selection(apps: ["com.example.social"])])
    #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
    for line in [
      "deleting stores: daily, focus",
      "stores left: 0",
      "changed shield.applications of store \"focus\": 1 token → unset",
      "changed application.denyAppRemoval of store \"daily\": true → unset",
      "2 expectations held, 0 failed",
    ] {
      #expect(run.stdout.contains(line), "missing: \(line)\n\(run.stdout)")
    }
  }

  /// Under `simulate` a monitor's own `Date()`, `DateFormatter` and `Calendar.current` read the
  /// simulated moment in the scenario's time zone, as the phone's clock would at that callback.
  @Test func aMonitorsOwnClockReadsTheSimulatedMoment() async throws {
    let scenario = """
      scenario the day's log
      timezone Asia/Tokyo
      begin 2025-03-04 20:00
      end day 2 23:00
      activity evening 21:00 to 22:00 repeats
      at 20:30 start evening
      at 21:00 use device 10m
      at day 2 21:05 use device 10m
      """
    let run = try await simulate(scenario, monitor: "DailyLogMonitor", defaults: [:])
    #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
    for line in ["started 2025-03-04 at 21:00 in Asia/Tokyo", "started 2025-03-05 at 21:05 in Asia/Tokyo"] {
      #expect(run.stdout.contains(line), "missing: \(line)\n\(run.stdout)")
    }
  }

  /// A schedule of the day whose end is bedtime: the interval's end shields the selection the app
  /// saved with a PropertyListEncoder (its tokens as data), and the next morning's start, at the
  /// first use of the device, clears it.
  @Test func aDaytimeScheduleShieldsAtItsEndAndClearsAtTheNextStart() async throws {
    let scenario = """
      scenario bedtime
      timezone UTC
      begin 2026-12-01 20:00
      end day 2 08:00
      activity daytime 06:00 to 22:00 repeats
      at 20:30 start daytime
      at 21:30 expect not-shielded app com.example.social
      at 22:30 expect shielded app com.example.social
      at day 2 06:10 use device 5m
      at day 2 06:30 expect not-shielded app com.example.social
      """
    let token = ["data": TokenMint.token("application", "com.example.social").data]
    let object: [String: Any] = [
      "applicationTokens": [token], "categoryTokens": [[String: Data]](), "webDomainTokens": [[String: Data]](),
      "includeEntireCategory": false,
    ]
    let plist = try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)
    let run = try await simulate(scenario, monitor: "BedtimeMonitor", defaults: ["blockedAppsSelection": plist])
    #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
    #expect(run.stdout.contains("changed shield.applications of store \"default\": unset → 1 token"), "\(run.stdout)")
    #expect(run.stdout.contains("3 expectations held, 0 failed"), "\(run.stdout)")
  }

  /// A pay-per-minute app (after Pudan416/step-trader): each minute of use charges the balance the
  /// app keeps in the App Group and re-arms the event one minute further from the callback,
  /// counting the day's earlier use (`includesPastActivity`), so the third minute spends the last
  /// step at 09:03 and the app is shielded from then on; the monitor logs the day's use as a clock
  /// written with `NSInteger`.
  @Test func aPerMinuteMeterRearmsItsEventFromTheCallbackAndShieldsWhenTheBalanceIsSpent() async throws {
    let scenario = """
      scenario pay per minute
      timezone UTC
      begin 2026-12-01 08:00
      end day 1 10:00
      activity minuteMode 00:00 to 23:59 repeats
      event minuteMode.minute_com.example.social 1m app com.example.social
      at 08:00 start minuteMode
      at 09:00 use app com.example.social 4m
      at 09:05 expect shielded app com.example.social
      at 09:06 expect not-shielded app com.example.puzzles
      """
    let settings = try JSONSerialization.data(withJSONObject: [
      "com.example.social": ["entryCostSteps": 1, "minuteTariffEnabled": true]
    ])
    let run = try await simulate(
      scenario, monitor: "MinuteMeterMonitor",
      defaults: [
        "stepsBalance": 3, "appUnlockSettings_v1": settings,
        "timeAccessSelection_v1_com.example.social": try selection(apps: ["com.example.social"]),
      ])
    #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
    for line in [
      "charged 1 for com.example.social: 00:01 used today, 2 left",
      "charged 1 for com.example.social: 00:03 used today, 0 left",
      "changed shield.applications of store \"default\": unset → 1 token",
      "2 expectations held, 0 failed",
    ] {
      #expect(run.stdout.contains(line), "missing: \(line)\n\(run.stdout)")
    }
    #expect(!run.stdout.contains("monitoring-rejected") && !run.stdout.contains("callback-loop"), "\(run.stdout)")
  }
}
