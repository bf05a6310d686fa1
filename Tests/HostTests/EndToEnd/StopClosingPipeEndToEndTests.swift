import Foundation
import Testing

/// An extension the host has asked to stop may close its pipes as it goes: its answer pipe
/// closed with `shutdown` unanswered is no broken protocol, and a clean exit after it is no fault.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct StopClosingPipeEndToEndTests {
  @Test func closingTheAnswerPipeOnceAskedToStopIsNoFault() async throws {
    let fixture = try ManifestFixture(
      action: ManifestFixture.Extension(principalClass: "FaultyExtensions.FakeProtocol", executable: "FaultyExtensions"))
    let path = fixture.directory + "/ShieldActionExt-Info.plist"
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let keys = "<key>FakeProtocolBehavior</key><string>closesAnswerPipeOnShutdown</string><key>FakeProtocolPhase</key><string>press</string>"
    let dict = try #require(text.range(of: "<dict>"))
    try text.replacingCharacters(in: dict, with: "<dict>" + keys).write(toFile: path, atomically: true, encoding: .utf8)
    let run = try await WatchedHostRun.run(["visit", "social.example", "--format", "json"] + fixture.arguments, limit: .seconds(40))
    #expect(try run.result.faults().isEmpty, "\(run.result.stdout)")
    #expect(run.result.exitCode == 0, "\(run.result.stdout)\(run.result.stderr)")
  }
}
