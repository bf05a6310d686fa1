import Foundation
import Testing

/// A widget extension may answer the requests it has read in any order (JSON-RPC allows it), and
/// `shutdown` before renders sent ahead of it. The host says `exit` only once every request sent
/// before `shutdown` has ended.
struct WidgetOutOfOrderEndToEndTests {
  /// Renders answered last first, and `shutdown` answered 300 ms before the renders read ahead of
  /// it: every row is shown, and nothing is named (the host waited with `exit`).
  @Test func rendersAnsweredAfterShutdownAreAllShownAndNothingIsNamed() async throws {
    let fixture = try WidgetExtensionEndToEndTests.fakeWidget("widgetAnswersOutOfOrder")
    defer { fixture.remove() }
    let (run, report) = try await fixture.report(["--family", "systemSmall"])
    #expect(run.exitCode == 0, "\(run.stdout)\n\(run.stderr)")
    #expect(try report.widgetFaultIDs() == [], "\(run.stdout)")
    #expect(try report.objects("widgets").count == 8, "every device state, with and without Lock Screen access")
  }
}
