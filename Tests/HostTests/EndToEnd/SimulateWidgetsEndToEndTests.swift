import Foundation
import Testing

/// Widget timelines on `simulate`'s virtual clock, with real processes: the widget extension
/// beside the monitor, each entry shown from its date, the `.atEnd`, `.after` and `.never`
/// policies, and `WidgetCenter` reloads from the app (a scenario line) and from the monitor
/// extension's own code.
@Suite(.serialized, .timeLimit(.minutes(3)))
struct SimulateWidgetsEndToEndTests {
  func simulate(
    _ scenario: String?, widget: String? = nil, extra: [String] = [], prepare: (ManifestFixture) throws -> Void = { _ in }
  ) async throws -> HostRun {
    let fixture = try ManifestFixture(widget: ManifestFixture.Extension(executable: widget))
    try prepare(fixture)
    var path = BuildProducts.repositoryRoot + "/Scenarios/LockScreenWidget.scenario"
    if let scenario {
      path = fixture.directory + "/test.scenario"
      try scenario.write(toFile: path, atomically: true, encoding: .utf8)
    }
    let run = try await HostRun.run(["simulate", path, "--format", "json"] + extra + fixture.arguments)
    #expect(fixture.leftoverProcesses.isEmpty, "extension processes left behind")
    return run
  }

  /// What a person saw on the widget, in time order: (time, entry, visible text).
  func sights(_ run: HostRun, kind: String) throws -> [(time: String, entry: String, visible: [String], redacted: [String])] {
    try run.report().objects("timeline").compactMap { line in
      guard let sight = line["widget"] as? [String: Any], try sight.string("kind") == kind else { return nil }
      return (try line.string("time"), try sight.string("entry"), try sight.strings("visibleText"), try sight.strings("redactedText"))
    }
  }

  private func timelinesAsked(_ run: HostRun, kind: String) throws -> [(time: String, text: String)] {
    try run.report().objects("timeline").compactMap { line in
      let text = try line.string("text")
      guard try line.string("kind") == "widget", text.hasPrefix(kind + " ("), text.contains("new timeline") else { return nil }
      return (try line.string("time"), text)
    }
  }

  /// The bundled scenario: the monitor's `intervalDidStart` keeps bedtime in the App Group and
  /// calls `WidgetCenter.reloadTimelines(ofKind:)`; the sample widget reads it; locked with Lock
  /// Screen access off, the session's name is redacted; its entries change at their dates.
  @Test func theMonitorReloadsTheSampleWidgetAtBedtime() async throws {
    let run = try await simulate(nil)
    #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
    let report = try run.report()
    #expect(report["expectationsPassed"] as? Int == 5)
    let seen = try sights(run, kind: "FocusWidget")
    #expect(
      seen.map(\.time) == ["day 1 21:30:00", "day 1 22:00:00", "day 1 22:10:00", "day 1 22:30:00", "day 1 23:00:00", "day 1 23:30:00"])
    #expect(seen.map(\.visible) == [
      ["Thesis chapter 3", "50 min left"], ["Bedtime", "50 min left"], ["50 min left"], ["20 min left"], ["50 min left"], ["20 min left"],
    ])
    #expect(seen.map(\.redacted) == [[], [], ["Bedtime"], ["Bedtime"], ["Bedtime"], ["Bedtime"]])
    let asked = try timelinesAsked(run, kind: "FocusWidget")
    #expect(asked.map(\.time) == ["day 1 21:30:00", "day 1 22:00:00", "day 1 23:00:00"], "placed, the monitor's reload, .after")
    #expect(asked[1].text.contains("DeviceActivityMonitorExt called WidgetCenter.shared.reloadTimelines(ofKind: \"FocusWidget\")"))
    #expect(asked[2].text.contains("its policy .after is due"))
  }

  /// `.atEnd`: entries at 0, 10 and 20 minutes; the next timeline when the last entry's date comes.
  @Test func entriesChangeAtTheirDatesAndAtEndReloadsAfterTheLast() async throws {
    let run = try await simulate(
      """
      begin 2026-12-01 20:00
      end day 1 20:45
      widget at-end accessoryInline
      """, widget: "FaultyWidgets")
    #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
    let seen = try sights(run, kind: "at-end")
    #expect(seen.map(\.time) == ["day 1 20:00:00", "day 1 20:10:00", "day 1 20:20:00", "day 1 20:30:00", "day 1 20:40:00"])
    #expect(seen.map(\.visible) == [["step A"], ["step B"], ["step A"], ["step B"], ["step A"]])
    #expect(try timelinesAsked(run, kind: "at-end").map(\.time) == ["day 1 20:00:00", "day 1 20:20:00", "day 1 20:40:00"])
  }

  /// `WidgetCenter.getCurrentConfigurations(_:)` in the widget's own process reports the widgets
  /// the scenario placed, kind and family, in the order they were placed.
  @Test func currentConfigurationsAreTheScenariosPlacedWidgets() async throws {
    let run = try await simulate(
      """
      begin 2026-12-01 20:00
      end day 1 20:10
      widget placed-widgets accessoryRectangular
      widget never accessoryInline
      at 20:01 expect widget placed-widgets shows placed-widgets in accessoryRectangular, never in accessoryInline
      """, widget: "FaultyWidgets")
    #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
    #expect(try run.report()["expectationsPassed"] as? Int == 1)
  }

  /// `.never`: no reload by itself; the app's `reload widgets` line asks for one, `all` too.
  @Test func neverReloadsOnlyWhenWidgetCenterAsks() async throws {
    let run = try await simulate(
      """
      begin 2026-12-01 20:00
      end day 2 08:00
      widget never accessoryInline
      at 23:00 expect widget never shows timeline 1
      at 23:30 reload widgets never
      at 23:31 expect widget never shows timeline 2
      at day 2 07:00 reload widgets all
      at day 2 07:01 expect widget never shows timeline 3
      at day 2 07:01 expect widget never hides timeline 2
      """, widget: "FaultyWidgets")
    #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
    let asked = try timelinesAsked(run, kind: "never")
    #expect(asked.map(\.time) == ["day 1 20:00:00", "day 1 23:30:00", "day 2 07:00:00"])
    #expect(asked[1].text.contains("the app called WidgetCenter.shared.reloadTimelines(ofKind: \"never\")"))
    #expect(asked[2].text.contains("the app called WidgetCenter.shared.reloadAllTimelines()"))
    #expect(try run.report()["expectationsPassed"] as? Int == 4)
  }

  /// A timeline that asks to reload every five minutes gets WidgetKit's daily budget (70), then
  /// no policy reload until the next day.
  @Test func policyReloadsStopForTheDayPastTheDailyBudget() async throws {
    let run = try await simulate(
      """
      begin 2026-12-01 00:00
      end day 1 08:00
      widget chatty accessoryInline
      """, widget: "FaultyWidgets")
    #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
    let asked = try timelinesAsked(run, kind: "chatty")
    #expect(asked.count == 71, "placed, then 70 by policy")
    #expect(asked.last?.time == "day 1 05:50:00")
    let spent = try run.report().objects("timeline").filter { try $0.string("text").contains("daily budget") }
    #expect(try spent.map { try $0.string("time") } == ["day 1 05:55:00"])
    #expect(try spent.first?.string("text").contains("the next policy reload is at day 2 00:00:00") == true)
  }

  /// A provider that reads the app's token from the Keychain (seeded by `AppKeychain.plist`,
  /// kept `kSecAttrAccessibleWhenUnlocked`): signed in while unlocked; a reload while locked gets
  /// `errSecInteractionNotAllowed` (-25308) in the widget's own process, named in the timeline.
  @Test func aReloadWhileLockedCannotReadAWhenUnlockedKeychainItem() async throws {
    let run = try await simulate(
      """
      begin 2026-12-01 20:00
      end day 1 21:00
      widget keychain-token accessoryInline
      at 20:05 expect widget keychain-token shows signed in
      at 20:10 lock
      at 20:20 reload widgets keychain-token
      at 20:21 expect widget keychain-token shows signed out (-25308)
      """, widget: "FaultyWidgets"
    ) { fixture in try AppKeychainFile.write([AppKeychainFile.token()], into: fixture.directory) }
    #expect(run.exitCode == 0, "\(run.stdout.prefix(4000))\(run.stderr)")
    #expect(try run.report()["expectationsPassed"] as? Int == 2)
    let refused = try run.report().objects("timeline").filter { try $0.string("kind") == "protected" }.map { try $0.string("text") }
    #expect(refused.count == 1 && refused[0].contains("could not read the secret of Keychain item generic password"), "\(refused)")
    #expect(refused.first?.hasPrefix("an extension") == false, "named against the widget's process: \(refused)")
  }

  /// An expectation about the widget that does not hold fails the run, and says what it read.
  @Test func aWidgetExpectationThatFailsExitsOneAndSaysWhatItRead() async throws {
    let run = try await simulate(
      """
      begin 2026-12-01 20:00
      end day 1 21:00
      widget never accessoryInline
      at 20:30 expect widget never shows timeline 9
      """, widget: "FaultyWidgets")
    #expect(run.exitCode == 1, "\(run.stdout)\(run.stderr)")
    let failed = try run.report().objects("timeline").filter { $0["passed"] as? Bool == false }
    #expect(try failed.map { try $0.string("text") } == ["widget never shows 'timeline 9' (it reads 'timeline 1')"])
  }

  /// A provider that never completes is a named fault of the simulation, with no process left.
  @Test func aWidgetThatNeverCompletesIsANamedProblem() async throws {
    let run = try await simulate(
      """
      begin 2026-12-01 20:00
      end day 1 21:00
      widget never-completes accessoryRectangular
      """, widget: "FaultyWidgets")
    #expect(run.exitCode == 1, "\(run.stdout)\(run.stderr)")
    let problems = try run.report().objects("problems")
    #expect(try problems.map { try $0.string("kind") } == ["provider-never-completed"])
    #expect(try problems.first?.string("extension") == "com.example.FocusApp.Widgets")
  }

  /// A placed widget whose provider calls its completion three times shows the first timeline
  /// and is named once, `completion-called-twice`, though the scenario reloads it (fifth sweep).
  @Test func aWidgetThatCompletesTwiceIsNamedOnce() async throws {
    let run = try await simulate(
      """
      begin 2026-12-01 20:00
      end day 1 21:00
      widget completes-twice accessoryInline
      at 20:30 reload widgets all
      at 20:40 expect widget completes-twice shows first
      """, widget: "FaultyWidgets")
    #expect(run.exitCode == 1, "\(run.stdout)\(run.stderr)")
    let problems = try run.report().objects("problems")
    #expect(try problems.map { try $0.string("kind") } == ["completion-called-twice"], "\(problems)")
    #expect(try problems.first?.string("extension") == "com.example.FocusApp.Widgets")
    #expect(try problems.first?.string("detail").contains("getTimeline(in:completion:) more than once") == true)
    let failed = try run.report().objects("timeline").filter { $0["passed"] as? Bool == false }
    #expect(failed.isEmpty, "the first timeline is shown: \(failed)")
  }

  /// A placed widget no extension has is a set-up error naming the scenario's line.
  @Test func aWidgetNoExtensionHasIsASetUpErrorAtItsLine() async throws {
    let run = try await simulate(
      """
      begin 2026-12-01 20:00
      widget NoSuchWidget accessoryRectangular
      """)
    #expect(run.exitCode == 3, "\(run.stdout)\(run.stderr)")
    #expect(run.stderr.contains("test.scenario:2"), "\(run.stderr)")
    #expect(run.stderr.contains("no widget extension has a widget of kind 'NoSuchWidget'; the kinds are FocusWidget"), "\(run.stderr)")
  }

  /// A placed widget in a family its kind does not support is a set-up error at the scenario's
  /// line, naming the families it does support.
  @Test func aWidgetInAFamilyItsKindDoesNotSupportIsASetUpErrorAtItsLine() async throws {
    let run = try await simulate(
      """
      begin 2026-12-01 20:00
      widget FocusWidget systemExtraLarge
      """)
    #expect(run.exitCode == 3, "\(run.stdout)\(run.stderr)")
    #expect(run.stderr.contains("test.scenario:2"), "\(run.stderr)")
    #expect(
      run.stderr.contains("'FocusWidget' does not support systemExtraLarge; it supports systemSmall, accessoryRectangular, accessoryInline"),
      "\(run.stderr)")
  }

  /// Under `simulate` a widget provider's own `Date()`, `Calendar.current` and `DateFormatter`
  /// read the virtual clock in the scenario's time zone: the greeting and the day are the
  /// simulated evening's, and the next hour's reload shows the next greeting.
  @Test func aProvidersOwnClockReadsTheSimulatedMoment() async throws {
    let run = try await simulate(
      """
      scenario a greeting at the day's end
      timezone Pacific/Auckland
      begin 2025-03-04 17:30
      end day 1 18:30
      widget DayGreetingWidget accessoryRectangular
      at 17:31 expect widget DayGreetingWidget shows Good afternoon
      at 17:32 expect widget DayGreetingWidget shows Tuesday 4 March
      at 18:01 expect widget DayGreetingWidget shows Good evening
      """, widget: "RealStyleWidgets")
    #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
    #expect(try run.report()["expectationsPassed"] as? Int == 3, "\(run.stdout)")
  }
}
