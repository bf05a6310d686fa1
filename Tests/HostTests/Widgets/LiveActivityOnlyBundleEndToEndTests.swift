import Foundation
import Testing

/// A widget extension made only of what iOS draws without a timeline (a Live Activity and a
/// control, as expo's widget targets ship them) is reported as what it holds, over a real
/// extension process, not as an empty report.
@Suite(.timeLimit(.minutes(5)))
struct LiveActivityOnlyBundleEndToEndTests {
  @Test func aBundleOfALiveActivityAndAControlSaysWhatItHoldsAndShowsNothing() async throws {
    let fixture = try WidgetFixture.make(executable: "RealStyleLiveActivities")
    defer { fixture.remove() }
    let (run, report) = try await fixture.report()
    #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
    #expect(try report.objects("widgets").isEmpty)
    let notes = try report.strings("notes")
    #expect(
      notes.contains {
        $0.contains("serves no timeline widget: exportWidgets holds a Live Activity of WorkoutActivityAttributes, the control StartWorkoutControl,")
      }, "\(notes)")
    #expect(notes.contains { $0.contains("nothing is shown") }, "\(notes)")
    #expect(try report.objects("faults").isEmpty, "\(run.stdout)")
  }

  /// A bundle that serves timeline widgets beside a Live Activity and controls (Xcode's widget
  /// extension template ships the three in one bundle, as reekystive/LifeBurn's does) shows its
  /// widgets and names what it holds that is not shown, rather than passing over it.
  @Test func aBundleOfWidgetsBesideALiveActivityAndControlsNamesWhatIsNotShown() async throws {
    let fixture = try WidgetFixture.make(executable: "RealStyleWidgets")
    defer { fixture.remove() }
    let (run, report) = try await fixture.report(["--family", "accessoryInline", "--device", "unlocked"])
    #expect(try report.objects("faults").isEmpty, "\(run.stdout)\(run.stderr)")
    #expect(try !report.objects("widgets").isEmpty)
    let notes = try report.strings("notes")
    #expect(
      notes.contains {
        $0.contains(
          "RealStyleWidgetBundle also holds a Live Activity of DeliveryAttributes, the control TimerControl, the control "
            + "ScoresControl, the control FavoriteToggleControl, the control AddTaskControl, which iOS draws")
          && $0.hasSuffix("which this host does not draw: they are not shown")
      }, "\(notes)")
  }

  /// A bundle that serves a timeline widget shows it and says nothing of the kind.
  @Test func aBundleWithATimelineWidgetShowsItWithoutThatNote() async throws {
    let fixture = try WidgetFixture.make()
    defer { fixture.remove() }
    let (run, report) = try await fixture.report(["--family", "accessoryInline"])
    #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
    #expect(try !report.objects("widgets").isEmpty)
    #expect(try report.strings("notes").allSatisfy { !$0.contains("nothing is shown") }, "\(run.stdout)")
  }
}
