import Foundation
import Testing

/// The host names the environments it draws a family in to the provider's context, over the
/// protocol pipe of a real widget extension process.
@Suite(.timeLimit(.minutes(5)))
struct EnvironmentVariantsEndToEndTests {
  /// The timetable's provider prepares its Always-On line because the host says the Lock Screen
  /// is also drawn dimmed: the Always-On row reads it, the locked row the lesson with its room
  /// hidden (access off).
  @Test func theProviderPreparesForEveryEnvironmentTheHostDraws() async throws {
    let fixture = try WidgetFixture.make(executable: "RealStyleWidgets")
    defer { fixture.remove() }
    let (run, report) = try await fixture.report([
      "--kind", "LessonScheduleWidget", "--family", "accessoryRectangular", "--lock-screen-access", "off",
    ])
    #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
    let dimmed = try #require(try report.widgetRows(device: "always-on").first)
    #expect(try dimmed.strings("visibleText") == ["WIS B2.14"])
    let locked = try #require(try report.widgetRows(device: "locked").first)
    #expect(try locked.strings("visibleText").first == "Mathematics")
    #expect(try locked.strings("redactedText") == ["B2.1"])
  }
}
