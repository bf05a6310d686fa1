import Foundation
import Testing

/// Blame follows causality: a press the shield cannot offer is never sent, and the action
/// extension, which was sent nothing, is never named. Real extensions over real pipes.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct UnofferedPressEndToEndTests {
  private func realStyle(_ name: String) -> ManifestFixture.Extension {
    ManifestFixture.Extension(principalClass: "RealStyleExtensions.\(name)", executable: "RealStyleExtensions")
  }

  /// Whether the transcript shows a request sent to the action extension.
  private func actionWasAsked(_ report: [String: Any]) throws -> Bool {
    try report.objects("transcript").contains {
      $0["extension"] as? String == "ShieldActionExt" && $0["channel"] as? String == "sent"
        && ($0["text"] as? String ?? "").contains("shield/handleAction")
    }
  }

  @Test func aSecondaryPressOnAShieldWithoutOneIsAUsageErrorNamingWhatItShows() async throws {
    // Xcode's configuration template: ShieldConfiguration() everywhere, a primary button only.
    let fixture = try ManifestFixture(configuration: realStyle("TemplateShieldConfiguration"))
    let run = try await HostRun.run(["visit", "social.example", "--press", "secondary", "--format", "json"] + fixture.arguments)
    #expect(run.exitCode == 2, "\(run.stderr)")
    #expect(
      run.stderr.contains(
        "--press secondary: the shield has no secondary button to press: it shows only the primary button ('OK')"),
      "\(run.stderr)")
    let report = try run.report()
    let faults = try run.faults()
    #expect(faults.isEmpty, "nobody broke the contract: \(faults)")
    #expect(report["pressed"] == nil, "nothing was pressed")
    let notOffered = try report.object("pressNotOffered")
    #expect(notOffered["press"] as? String == "secondaryButtonPressed")
    #expect(notOffered["failedConfiguration"] == nil)
    #expect(try !actionWasAsked(report), "the action extension was sent the press")
    #expect(fixture.leftoverProcesses.isEmpty)
  }

  @Test func theDaemonGivesTheSameUsageError() async throws {
    let daemon = try await DaemonProcess()
    let fixture = try ManifestFixture(configuration: realStyle("TemplateShieldConfiguration"))
    let run = try await HostRun.run(
      ["visit", "social.example", "--press", "secondary", "--format", "json", "--socket", daemon.socket] + fixture.arguments)
    #expect(run.exitCode == 2, "\(run.stderr)")
    #expect(run.stderr.contains("the shield has no secondary button to press"), "\(run.stderr)")
    #expect(try run.faults().isEmpty)
    #expect(await daemon.terminate() == 0)
    #expect(fixture.leftoverProcesses.isEmpty)
  }

  @Test func theSystemDefaultAfterASlowConfigurationBlamesTheConfigurationOnce() async throws {
    let fixture = try ManifestFixture(
      configuration: ManifestFixture.Extension(principalClass: "FaultyExtensions.SlowConfiguration", executable: "FaultyExtensions"))
    let run = try await HostRun.run(
      ["visit", "social.example", "--press", "secondary", "--configuration-timeout", "300", "--format", "json"]
        + fixture.arguments)
    #expect(run.exitCode == 1, "the configuration broke the contract: \(run.stderr)")
    let faults = try run.faults()
    #expect(faults.map(\.extension) == ["ShieldConfigExt"], "one finding, against the configuration: \(faults)")
    #expect(faults.map(\.kind) == ["unresponsive"], "\(faults)")
    let report = try run.report()
    let notOffered = try report.object("pressNotOffered")
    #expect((notOffered["failedConfiguration"] as? String)?.contains("too long") == true, "\(notOffered)")
    #expect(try !actionWasAsked(report), "the action extension was sent the press")
    #expect(!run.stderr.contains("--press secondary:"), "not a usage error: the configuration is the cause")
    #expect(fixture.leftoverProcesses.isEmpty)
  }

  @Test func theTextReportSaysWhyNothingWasPressed() async throws {
    let fixture = try ManifestFixture(configuration: realStyle("TemplateShieldConfiguration"))
    let run = try await HostRun.run(["visit", "social.example", "--press", "secondary", "--no-color"] + fixture.arguments)
    #expect(run.exitCode == 2)
    #expect(run.stdout.contains("Not pressed: the shield has no secondary button to press"), "\(run.stdout)")
    #expect(!run.stdout.contains("violation"), "\(run.stdout)")
  }
}
