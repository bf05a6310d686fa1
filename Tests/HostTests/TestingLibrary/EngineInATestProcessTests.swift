import Foundation
import Glibc
import HostEngine
import Testing

/// The engine runs in the user's own test process when a test uses `ExtensionHostTesting`, where
/// SIGPIPE keeps its default action (ending the process). An extension that breaks the protocol
/// while the engine still writes to it must be a fault in the report, never the end of the test
/// run: this test runs itself again in a process of its own, with SIGPIPE as a user's test
/// process has it, and the widget extension that answers a render with garbage five times over.
@Suite(.timeLimit(.minutes(2)))
struct EngineInATestProcessTests {
  static let childVariable = "EXTENSION_HOST_TESTS_DEFAULT_SIGPIPE"

  @Test func anExtensionThatBreaksThePipeWhileTheEngineWritesNeverEndsTheProcessUsingIt() async throws {
    if ProcessInfo.processInfo.environment[Self.childVariable] != nil {
      signal(SIGPIPE, SIG_DFL)  // as in a user's `swift test` process
      for behavior in ["widgetCrashingKinds", "widgetRendersGarbage", "widgetExitsAfterShutdown", "widgetAnswersWrongShape", "widgetAnswersOutOfOrder"] {
        let fixture = try WidgetFixture.make(
          executable: "FaultyExtensions",
          extraInfo: "<key>FakeProtocolBehavior</key><string>\(behavior)</string><key>FakeProtocolPhase</key><string>press</string>")
        defer { fixture.remove() }
        for _ in 0..<10 {
          var options = WidgetOptions(manifests: fixture.directory, searchDirectories: [BuildProducts.directory])
          options.renderLimit = .milliseconds(300)
          _ = try await WidgetRun.run(options)
        }
      }
      return
    }
    let bundle = BuildProducts.directory + "/extension-hostPackageTests.xctest"
    let run = try await HostRun.run(
      ["--testing-library", "swift-testing", "--filter", "EngineInATestProcessTests"], executable: bundle,
      environment: [Self.childVariable: "1"])
    #expect(run.exitCode == 0, "the test process that used the engine ended: \(run.exitCode)\n\(run.stdout.suffix(2000))\n\(run.stderr.suffix(2000))")
    let output = run.stdout + run.stderr
    #expect(output.contains("anExtensionThatBreaksThePipeWhileTheEngineWritesNeverEndsTheProcessUsingIt() passed"), "\(output.suffix(2000))")
  }
}
