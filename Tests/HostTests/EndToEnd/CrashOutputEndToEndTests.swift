import Foundation
import Testing

/// A widget extension or an app that crashes says why on stderr (`Fatal error: …`); the report
/// keeps that beside the fault, in its log, instead of dropping it (`widgets` and `app-switcher`
/// showed no output of the process at all, while the fix pointed at a transcript never shown).
@Suite(.serialized, .timeLimit(.minutes(3)))
struct CrashOutputEndToEndTests {
  @Test func aWidgetExtensionsCrashMessageIsInTheReport() async throws {
    let fixture = try WidgetFixture.make(executable: "FaultyWidgets")
    defer { fixture.remove() }
    let (run, report) = try await fixture.report(["--kind", "crashes", "--device", "unlocked", "--lock-screen-access", "on"])
    #expect(try report.widgetFaultIDs() == ["crashed"], "\(run.stdout)")
    let logs = try #require(report["logs"] as? [String: [String]], "\(run.stdout)")
    #expect(logs.values.joined().contains { $0.hasPrefix("stderr: ") && $0.contains("Fatal error: the timeline crashes") }, "\(logs)")
    let text = try await HostRun.run(
      ["widgets", "--manifests", fixture.directory, "--products", BuildProducts.directory, "--kind", "crashes", "--device", "unlocked",
       "--lock-screen-access", "on"])
    #expect(text.stdout.contains("\nLog of "), "\(text.stdout)")
    #expect(text.stdout.contains("Fatal error: the timeline crashes"), "\(text.stdout)")
  }

  @Test func anAppsCrashMessageIsInTheReport() async throws {
    let app = try SwitcherAppFixture.scenes("CrashingSceneDelegate")
    defer { app.remove() }
    let (run, report) = try await app.report(events: "background")
    #expect(try report.findingIDs() == ["callback-crashed"], "\(run.stdout)")
    let logs = try report.strings("logs")
    #expect(logs.contains { $0.hasPrefix("stderr: ") && $0.contains("Fatal error: Index out of range") }, "\(logs)")
  }
}
