import Foundation
import Glibc
import Testing

@testable import HostEngine

/// The host's own teardown of an extension's process group, seen without the command line's
/// last resort (a `visit` process adopts orphans and kills them before it exits; this test
/// process does neither), so only the engine can have killed what the extension left.
@Suite(.serialized, .timeLimit(.minutes(1)))
struct ProcessGroupTeardownTests {
  init() { signal(SIGPIPE, SIG_IGN) }

  @Test func whatAWellBehavedExtensionLeftInItsGroupDiesWhenItExits() async throws {
    let fixture = try ManifestFixture(
      action: .init(principalClass: "FaultyExtensions.AnswersAndLeavesAHelper", executable: "FaultyExtensions"))
    let setup = try SetupLoader.load(manifests: fixture.directory, policyPath: nil, searchDirectories: [BuildProducts.directory])
    let options = VisitOptions(target: .webDomain("social.example"))
    let report = try await VisitSession(setup: setup, options: options, provider: ColdLaunchProvider(options: options)).run()
    #expect(report.faults.isEmpty, "\(report.faults)")
    let logs: [String] = try #require(report.logs["ShieldActionExt"])
    let line = try #require(logs.first { $0.contains("in process group") }, "\(logs)")
    let numbers: [Int32] = line.split(separator: " ").compactMap { Int32(String($0)) }
    try #require(numbers.count == 2, "\(line)")
    let (helper, group) = (numbers[0], numbers[1])
    defer { kill(-group, SIGKILL) }
    // Reaped by init once killed; give it a moment, far less than any liveness or idle period.
    let deadline = ContinuousClock.now + .seconds(3)
    while kill(-group, 0) == 0, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(10)) }
    #expect(kill(-group, 0) != 0, "helper \(helper) still runs in process group \(group) after the extension exited")
  }
}
