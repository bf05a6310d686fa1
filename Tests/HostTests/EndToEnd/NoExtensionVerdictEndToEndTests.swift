import Foundation
import Testing

/// A visit in which no extension ran never says "Contract kept": no extension was asked to keep
/// it. The verdict says what happened instead: the target is not shielded, or the system's default
/// shield showed (and the system answered the press). A visit in which an extension ran keeps the
/// old verdict. Real processes, real manifests folders.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct NoExtensionVerdictEndToEndTests {
  /// The verdict line: the report's last line, without its time.
  private func verdict(_ stdout: String) -> String {
    let last = stdout.split(separator: "\n").last.map(String.init) ?? ""
    return last.range(of: " in ", options: .backwards).map { String(last[..<$0.lowerBound]) } ?? last
  }

  @Test func aProjectWithoutShieldExtensionsSaysTheSystemShowedItsShield() async throws {
    let fixture = try OptionalShieldsEndToEndTests.monitorOnly()
    let run = try await HostRun.run(["visit", "social.example"] + fixture.arguments)
    #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
    #expect(
      verdict(run.stdout) == "No extension ran: the system default shield showed and the system answered the press",
      "\(run.stdout)")
    #expect(!run.stdout.contains("Contract kept"), "\(run.stdout)")
    #expect(fixture.leftoverProcesses.isEmpty)
  }

  @Test func aTargetNotShieldedSaysSo() async throws {
    let fixture = try ManifestFixture()
    let run = try await HostRun.run(["visit", "open.example"] + fixture.arguments)
    #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
    #expect(verdict(run.stdout) == "No extension ran: the target is not shielded", "\(run.stdout)")
  }

  @Test func theBundledSampleStillKeepsTheContract() async throws {
    let fixture = try ManifestFixture()
    let run = try await HostRun.run(["visit", "https://social.example/feed"] + fixture.arguments)
    #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
    #expect(verdict(run.stdout) == "Contract kept", "\(run.stdout)")
  }

  /// An action extension launched beside the system default shield and pressed where that shield
  /// has no button is never asked anything: it kept no contract, and the verdict does not say it
  /// did before the usage error.
  @Test func anActionExtensionNeverAskedKeepsNoContract() async throws {
    let fixture = try ManifestFixture()
    try OptionalShieldsEndToEndTests.removing(["ShieldConfigExt"], from: fixture)
    let run = try await HostRun.run(["visit", "social.example", "--press", "secondary"] + fixture.arguments)
    #expect(run.exitCode == 2, "\(run.stdout)\(run.stderr)")
    #expect(verdict(run.stdout) == "No extension ran: the system default shield showed", "\(run.stdout)")
    #expect(run.stderr.contains("--press secondary: the shield has no secondary button"), "\(run.stderr)")
    #expect(fixture.leftoverProcesses.isEmpty)
  }
}
