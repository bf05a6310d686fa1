import Foundation
import Testing

/// A timeline whose entries are not in date order shows each entry from its date on, as WidgetKit
/// does, and an entry dated 1e300 seconds after 1970 is never shown; `simulate` showed the last
/// entry in the array whose date had come, so a timeline of 20:20, 20:00, 20:10 showed "middle" at
/// 20:20, and named the far date as day 184332845, where the calendar stops. A real widget extension (`FaultyWidgets`' `out-of-order`) on the virtual clock.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct WidgetEntryOrderEndToEndTests {
  @Test func entriesOutOfDateOrderShowAtTheirDates() async throws {
    let widgets = SimulateWidgetsEndToEndTests()
    let run = try await widgets.simulate(
      """
      begin 2026-12-01 20:00
      end day 1 21:00
      widget out-of-order accessoryInline
      at 20:05 expect widget out-of-order shows first
      at 20:15 expect widget out-of-order shows middle
      at 20:25 expect widget out-of-order shows late
      at 20:59 expect widget out-of-order hides never reached
      """, widget: "FaultyWidgets")
    #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
    #expect(try run.report()["expectationsPassed"] as? Int == 4, "\(run.stdout)")
    let seen = try widgets.sights(run, kind: "out-of-order")
    #expect(seen.map(\.time) == ["day 1 20:00:00", "day 1 20:10:00", "day 1 20:20:00"], "\(seen)")
    #expect(seen.map(\.visible) == [["first"], ["middle"], ["late"]], "\(seen)")
    let timeline = try #require(
      try run.report().objects("timeline").map { try $0.string("text") }.first { $0.contains("new timeline") }, "\(run.stdout)")
    #expect(
      timeline.contains("4 entries at day 1 20:20:00, day 1 20:00:00, day 1 20:10:00, no day of any calendar (1e+300 s after 1970)"),
      "the far date is not a day the calendar stops at: \(timeline)")
  }
}
