import Foundation
import Testing

/// An app that ends on its own is named once, for what it did, where it did it: `exit(0)` in a
/// callback is the app quitting, not a crash; a crash or an exit in work a callback left running
/// is not blamed on that callback, which had returned; nor is a main thread held by such work.
@Suite(.serialized, .timeLimit(.minutes(5)))
struct AppDepartureEndToEndTests {
  /// Runs the app of `delegate` through `background,foreground`; the tour must end in `background`
  /// with one finding, whose id and message this returns. No app process may be left.
  private func backgroundFinding(_ delegate: String, _ extra: [String] = []) async throws -> (id: String, message: String) {
    let app = try SwitcherAppFixture.scenes(delegate)
    defer { app.remove() }
    let (run, report) = try await app.report(extra, events: "background,foreground")
    #expect(run.exitCode == 1, "\(run.stdout)\n\(run.stderr)")
    #expect(leftoverExtensionProcesses(launchedFrom: app.directory).isEmpty, "app processes left behind")
    let steps = try report.objects("steps")
    let ids = try report.findingIDs()
    try #require(steps.count == 2 && ids.count == 1, "the tour ends in 'background', named once: \(run.stdout)")
    let finding = try #require(try steps[1].objects("findings").first)
    return (try finding.string("id"), try finding.string("message"))
  }

  @Test func anAppThatCallsExitInItsBackgroundCallbackEndedItselfAndDidNotCrash() async throws {
    let (id, message) = try await backgroundFinding("QuitsOnBackgroundSceneDelegate")
    #expect(id == "app-exited")
    #expect(message.hasPrefix("the app ended itself in sceneDidEnterBackground(_:) during 'background'"), "\(message)")
    #expect(message.contains("exited with status 0"), "\(message)")
    #expect(!message.contains("crashed"), "\(message)")
    let app = try SwitcherAppFixture.scenes("QuitsOnBackgroundSceneDelegate")
    defer { app.remove() }
    let text = try await app.run([], events: "background")
    #expect(text.stdout.components(separatedBy: "[app-exited]").count == 2, "named once: \(text.stdout)")
    #expect(text.stdout.contains("fix: never call exit(_:)"), "\(text.stdout)")
    #expect(!text.stdout.contains("callback-crashed"), "\(text.stdout)")
    #expect(text.stdout.contains("no snapshot (the tour ended in 'background' before one was taken)"), "\(text.stdout)")
  }

  /// An app that stops its own process in a callback (`raise(SIGSTOP)`) is `callback-blocked`,
  /// said to be stopped, with the fix about the signal rather than about slow work; it is killed.
  @Test func anAppThatStopsItsOwnProcessInACallbackIsNamedStopped() async throws {
    let app = try SwitcherAppFixture.scenes("StopsItselfOnBackgroundSceneDelegate")
    defer { app.remove() }
    let (run, report) = try await app.report(["--callback-limit", "1000"], events: "background,foreground")
    #expect(run.exitCode == 1, "\(run.stdout)\n\(run.stderr)")
    #expect(leftoverExtensionProcesses(launchedFrom: app.directory).isEmpty, "app processes left behind")
    let steps = try report.objects("steps")
    let ids = try report.findingIDs()
    try #require(steps.count == 2 && ids == ["callback-blocked"], "\(run.stdout)")
    let finding = try #require(try steps[1].objects("findings").first)
    #expect(
      try finding.string("message").hasPrefix(
        "the app did not return in sceneDidEnterBackground(_:) within 1000 ms of 'background'; its process is stopped (SIGSTOP"),
      "\(finding)")
    #expect(try finding.string("fix").hasPrefix("never stop the process (raise(SIGSTOP)"), "\(finding)")
  }

  /// Work queued with `DispatchQueue.main.async` in `sceneDidEnterBackground(_:)` runs after it
  /// returned, as the snapshot is taken: an exit there, a crash (an index out of range) or a wait
  /// that never ends is that work's, never the callback's.
  @Test(arguments: [
    ("QuitsAfterBackgroundSceneDelegate", [], "app-exited", "the app ended itself during 'background'"),
    ("CrashesAfterBackgroundSceneDelegate", [], "callback-crashed", "the app crashed during 'background'"),
    (
      "HoldsMainQueueAfterBackgroundSceneDelegate", ["--callback-limit", "1000"], "callback-blocked",
      "the app did not return from 'background' within 1000 ms"
    ),
  ] as [(String, [String], String, String)])
  func whatWorkACallbackLeftRunningDoesIsNotBlamedOnThatCallback(delegate: String, extra: [String], id: String, start: String)
    async throws
  {
    let finding = try await backgroundFinding(delegate, extra)
    #expect(finding.id == id)
    #expect(
      finding.message.hasPrefix(start + ", after sceneDidEnterBackground(_:) returned, in work it left running"), "\(finding.message)")
  }
}
