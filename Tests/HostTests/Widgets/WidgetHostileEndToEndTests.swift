import Foundation
import Testing

/// The fourth hostile sweep's widget cases (Documentation/Testing.md, "Hostile input, fourth
/// sweep"): real `extension-host widgets` runs of the FaultyWidgets extension and of manifests
/// written to break the host. HostRun fails a test whose host leaves a process behind.
@Suite(.timeLimit(.minutes(2)))
struct WidgetHostileEndToEndTests {
  /// A provider that stops its own process (`raise(SIGSTOP)`) is named as stopped, with a fix
  /// about the signal, not as code that forgot its completion handler; the process is killed.
  @Test func aProviderThatStopsItsOwnProcessIsNamedStopped() async throws {
    let fixture = try WidgetFixture.make(executable: "FaultyWidgets")
    defer { fixture.remove() }
    let (run, report) = try await fixture.report([
      "--kind", "stops-itself", "--device", "locked", "--lock-screen-access", "on", "--provider-timeout", "500",
    ])
    #expect(run.exitCode == 1, "\(run.stdout)\n\(run.stderr)")
    #expect(try report.widgetFaultIDs() == ["provider-never-completed"])
    let fault = try #require(report.objects("faults").first)
    #expect(try fault.string("detail").contains("did not answer within 500 ms; its process is stopped (SIGSTOP"), "\(fault)")
    #expect(try fault.string("fix").hasPrefix("never stop the process (raise(SIGSTOP)"), "\(fault)")
  }

  /// A view whose body stops its own process is named as stopped in `view-too-slow`, with the
  /// fix about the signal, not about slow work in `body`; the process is killed.
  @Test func aViewThatStopsItsOwnProcessIsNamedStopped() async throws {
    let fixture = try WidgetFixture.make(executable: "FaultyWidgets")
    defer { fixture.remove() }
    let (run, report) = try await fixture.report([
      "--kind", "stops-in-view", "--device", "locked", "--lock-screen-access", "on", "--render-timeout", "500",
    ])
    #expect(run.exitCode == 1, "\(run.stdout)\n\(run.stderr)")
    #expect(try report.widgetFaultIDs() == ["view-too-slow"])
    let fault = try #require(report.objects("faults").first)
    #expect(try fault.string("detail").contains("was not evaluated within 500 ms; its process is stopped (SIGSTOP"), "\(fault)")
    #expect(try fault.string("fix").hasPrefix("never stop the process (raise(SIGSTOP)"), "\(fault)")
  }

  /// An entitlements file listing thousands of App Groups is a set-up error at the array, before
  /// anything runs; it used to reach the launch, which failed with "Argument list too long"
  /// (the groups are named to the process in one environment variable) and blamed the build.
  @Test func thousandsOfAppGroupsAreASetUpErrorAtTheirArray() async throws {
    let fixture = try WidgetFixture.make()
    defer { fixture.remove() }
    let entitlements = EntitlementsText.listing(
      appGroups: ["group.com.example.FocusApp"] + (0..<5_000).map { "group.com.example.FocusApp.shared.team\($0)" })
    try Data(entitlements.utf8).write(to: URL(fileURLWithPath: fixture.directory + "/Widgets.entitlements"))
    let run = try await HostRun.run(["widgets", "--manifests", fixture.directory, "--products", BuildProducts.directory])
    #expect(run.exitCode == 3, "\(run.stdout)\n\(run.stderr)")
    #expect(
      run.stderr.contains(
        "Widgets.entitlements:6:2: error: com.apple.security.application-groups lists 5001 App Groups; extension-host runs a "
          + "target with at most 100"), "\(run.stderr)")
    #expect(!run.stderr.contains("Argument list too long"), "\(run.stderr)")
    #expect(run.stdout.isEmpty, "\(run.stdout)")
  }
}
