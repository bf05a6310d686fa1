import Foundation
import Testing

/// A widget extension may answer the requests it has read in any order (JSON-RPC allows it), and
/// `shutdown` before renders sent ahead of it. The host says `exit` only once every request sent
/// before `shutdown` has ended, and an extension that exits on its own with renders unanswered
/// is named for that, not for a crash.
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

  /// An extension that answers `shutdown`, then exits (status 0) before answering the renders
  /// it read ahead of it, before the host said `exit`: named `exited-early` with the render it
  /// left, not `crashed` ("fix the crash" would be false).
  @Test func anExitAfterShutdownWithRendersUnansweredIsAnEarlyExitNotACrash() async throws {
    let fixture = try WidgetExtensionEndToEndTests.fakeWidget("widgetExitsAfterShutdown")
    defer { fixture.remove() }
    let (run, report) = try await fixture.report(["--family", "systemSmall"])
    #expect(run.exitCode == 1, "\(run.stdout)\n\(run.stderr)")
    #expect(try report.widgetFaultIDs() == ["exited-early"], "\(run.stdout)")
    let detail = try report.objects("faults").first?.string("detail") ?? ""
    #expect(detail.contains("exited with status 0"), "\(detail)")
    #expect(detail.contains("before the host said exit"), "\(detail)")
    #expect(!run.stdout.contains("fix the crash"), "\(run.stdout)")
  }
}
