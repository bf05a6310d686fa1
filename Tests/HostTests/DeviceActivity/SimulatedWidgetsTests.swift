import Foundation
import HostProtocol
import Testing

@testable import HostEngine

/// When a placed widget's entries show and its policy reloads on the virtual clock
/// (Apple, "Keeping a widget up to date"; the floor is this host's reading).
struct SimulatedWidgetsTests {
  let now = Date(timeIntervalSince1970: 1_800_000_000)

  @Test func theEntryShownIsTheLastWhoseDateCameElseTheFirst() {
    let dates = [0.0, 600, 1200].map { now.addingTimeInterval($0) }
    #expect(SimulatedWidgets.entryShown(dates, at: now.addingTimeInterval(-1)) == 0, "before the first: the first")
    #expect(SimulatedWidgets.entryShown(dates, at: now) == 0)
    #expect(SimulatedWidgets.entryShown(dates, at: now.addingTimeInterval(599)) == 0)
    #expect(SimulatedWidgets.entryShown(dates, at: now.addingTimeInterval(600)) == 1)
    #expect(SimulatedWidgets.entryShown(dates, at: now.addingTimeInterval(86_400)) == 2)
    #expect(SimulatedWidgets.entryShown([], at: now) == nil)
  }

  @Test func eachPolicyReloadsWhenItSaysAndNeverSoonerThanTheFloor() {
    let entries = [now, now.addingTimeInterval(1800)]
    let mapped = { (date: Double) in Date(timeIntervalSince1970: date) }
    let atEnd = SimulatedWidgets.reloadDate(WidgetReloadPolicy(kind: "atEnd", date: nil), entries: entries, mapped: mapped, now: now)
    #expect(atEnd == now.addingTimeInterval(1800), ".atEnd: the last entry's date")
    let after = SimulatedWidgets.reloadDate(
      WidgetReloadPolicy(kind: "after", date: now.timeIntervalSince1970 + 3600), entries: entries, mapped: mapped, now: now)
    #expect(after == now.addingTimeInterval(3600), ".after: its date")
    #expect(SimulatedWidgets.reloadDate(WidgetReloadPolicy(kind: "never", date: nil), entries: entries, mapped: mapped, now: now) == nil)
    let past = SimulatedWidgets.reloadDate(WidgetReloadPolicy(kind: "atEnd", date: nil), entries: [now], mapped: mapped, now: now)
    #expect(past == now.addingTimeInterval(SimulatedWidgets.shortestPolicyReload), "an .atEnd on a past entry waits for the floor")
    #expect(SimulatedWidgets.shortestPolicyReload == 300)
  }

  @Test func theWidgetsNextChangeIsTheEarliestEntryOrReloadAfterNow() {
    var widgets = SimulatedWidgets(extensions: [], lockScreenAccess: true)
    var placed = SimulatedWidgets.Placed(widget: PlacedWidget(kind: "k", family: "accessoryInline", line: 1), process: 0)
    placed.entryDates = [now, now.addingTimeInterval(600)]
    placed.nextReload = now.addingTimeInterval(300)
    widgets.placed = [placed]
    #expect(widgets.nextChange(after: now) == now.addingTimeInterval(300))
    #expect(widgets.nextChange(after: now.addingTimeInterval(300)) == now.addingTimeInterval(600))
    #expect(widgets.nextChange(after: now.addingTimeInterval(600)) == nil, "nothing after: the clock runs to the next step")
  }
}
