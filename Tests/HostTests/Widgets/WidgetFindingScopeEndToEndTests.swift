import Foundation
import Testing

/// Where the widget findings apply, on real widget extension processes: what a locked phone shows
/// by the user's own choice (Lock Screen widget access on) is no finding, and an `.atEnd`
/// timeline's rate is measured to its last entry.
@Suite(.serialized, .timeLimit(.minutes(5)))
struct WidgetFindingScopeEndToEndTests {
  /// With Lock Screen widget access on, the person who set it chose to show widgets on the locked
  /// phone: the locked rows are readable, and neither `readable-while-locked` nor a
  /// `--sensitive` match is named for them.
  @Test func withLockScreenAccessOnTheLockedRowsAreReadableAndNoFindingNamesThem() async throws {
    let fixture = try WidgetFixture.make()
    defer { fixture.remove() }
    let (run, report) = try await fixture.report(["--lock-screen-access", "on", "--sensitive", "min left"])
    #expect(run.exitCode == 0, "\(run.stdout)\n\(run.stderr)")
    let locked = try report.widgetRows(device: "locked", access: true)
    #expect(!locked.isEmpty)
    #expect(try locked.contains { try $0.strings("visibleText").contains { $0.contains("min left") } }, "\(run.stdout)")
    #expect(try report.widgetFindingIDs().filter { $0.hasSuffix("-while-locked") } == [], "\(run.stdout)")
  }

  /// Three entries ten minutes apart, then `.atEnd`: WidgetKit asks again after the last entry,
  /// 20 minutes on, which is 72 reloads a day (over the budget of 70), not at once.
  @Test func anAtEndTimelineReloadsAfterItsLastEntry() async throws {
    let fixture = try WidgetFixture.make(executable: "FaultyWidgets")
    defer { fixture.remove() }
    let (run, report) = try await fixture.report(["--kind", "at-end", "--device", "unlocked", "--at", "2026-12-07T09:00:00Z"])
    #expect(run.exitCode == 0, "warnings only: \(run.stdout)\n\(run.stderr)")
    let findings = try report.objects("widgets").flatMap { try $0.objects("findings") }
    let budget = try #require(findings.first { try $0.string("id") == "reloads-over-budget" }, "\(run.stdout)")
    let message = try budget.string("message")
    #expect(message.contains("asks to reload 72 times a day (policy atEnd)"), "\(message)")
  }
}
