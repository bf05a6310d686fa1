import Foundation
import Testing

/// App locks under the host's Face ID: the owner is recognised when the system can ask, and an
/// app in the background cannot ask.
@Suite(.serialized, .timeLimit(.minutes(5)))
struct AppLockEndToEndTests {
  /// LOKEY's lock: it takes the statement's place once the scene is in the background and asks
  /// Face ID in its `task` as it shows. The system cancels a request from an app in the
  /// background (`LAError.systemCancel`, -4): the lock and its failure stay until the person
  /// comes back and unlocks, instead of the owner's face opening the vault while nobody looks.
  @Test func aLockThatAsksFaceIDFromTheBackgroundStaysLocked() async throws {
    let app = try SwitcherAppFixture.scenes("BackgroundLockSceneDelegate")
    defer { app.remove() }
    let (run, report) = try await app.report(events: "background,foreground,active")
    #expect(run.exitCode == 0, "\(run.stdout)")
    let steps = try report.objects("steps")
    try #require(steps.count == 4, "\(run.stdout)")
    #expect(try steps[0].strings("visibleText").contains("Rent -1,400.00"))
    #expect(try report.object("snapshot").strings("visibleText") == ["Vault locked"])
    let locked = ["Vault locked", "Face ID failed (-4)"]
    #expect(try steps[1].strings("visibleText") == locked, "the vault did not open in the background")
    #expect(try steps[3].strings("visibleText") == locked, "still locked once active, as on the phone")
    #expect(try report.findingIDs() == [])
  }
}
