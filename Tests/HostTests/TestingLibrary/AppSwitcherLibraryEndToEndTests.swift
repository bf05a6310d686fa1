import ExtensionHostTesting
import Testing

/// The App Switcher check from a user's own tests: real app processes, no command line.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct AppSwitcherLibraryEndToEndTests {
  @Test func theSampleAppsSnapshotHidesItsContent() async throws {
    let sample = try SwitcherAppFixture.sample()
    defer { sample.remove() }
    let result = try await TestHost.appSwitcher(manifests: sample.directory, events: [.inactive, .active, .background])
    #expect(result.snapshotText == ["Focus"])
    #expect(result.steps.map(\.event) == ["launch", "inactive", "active", "background"])
    #expect(result.steps[0].readableText.contains("Screen Time: 3 h 12 min"))
    try result.expectSnapshotHides("Screen Time: 3 h 12 min", "social.example: 1 h 40 min")
    try result.expectNoErrors()
  }

  @Test func aSnapshotThatShowsContentFailsWithTheReport() async throws {
    let app = try SwitcherAppFixture.scenes("RecordingSceneDelegate")
    defer { app.remove() }
    let result = try await TestHost.appSwitcher(manifests: app.directory, events: [.background])
    #expect(result.findings == ["snapshot-shows-content"])
    #expect(result.failed)
    #expect(throws: TestHostError.self) { try result.expectSnapshotHides("Balance 4,210.00") }
    do {
      try result.expectNoErrors()
      Issue.record("expectNoErrors passed a snapshot that shows the balance")
    } catch {
      #expect(error.description.contains("snapshot-shows-content"))
    }
  }

  @Test func textDeclaredPublicIsNotContent() async throws {
    let app = try SwitcherAppFixture.scenes("RecordingSceneDelegate")
    defer { app.remove() }
    let shown = try await TestHost.appSwitcher(manifests: app.directory, events: [.background], publicText: ["Balance .*"])
    #expect(shown.snapshotText == ["Balance 4,210.00", "Rent to J. Doe 1,200.00"])
    #expect(shown.findings == ["snapshot-shows-content"])
    #expect(throws: TestHostError.self) { try shown.expectSnapshotHides("Rent to J. Doe 1,200.00") }
    let quiet = try await TestHost.appSwitcher(
      manifests: app.directory, events: [.background], publicText: ["Balance .*", "Rent to .*"])
    #expect(quiet.findings == [], "\(quiet.findings)")
    await #expect(throws: TestHostError.self) {
      try await TestHost.appSwitcher(manifests: app.directory, events: [.background], publicText: ["("])
    }
  }

  /// A pattern `--public` refuses (a repeated group that matches the same text in many ways:
  /// matching it backtracks for hours on a line it does not match) is refused here too, with the
  /// reason, before the app runs, instead of hanging the user's `swift test`.
  @Test func aPatternThatBacktracksWithoutEndIsRefusedBeforeTheAppRuns() async throws {
    let app = try SwitcherAppFixture.scenes("RecordingSceneDelegate")
    defer { app.remove() }
    do {
      let result = try await TestHost.appSwitcher(manifests: app.directory, events: [.background], publicText: ["(.*)*Balance"])
      Issue.record("the pattern was run: \(result.findings)")
    } catch {
      #expect(error.description.contains("'(.*)*Balance' in publicText repeats the group '(.*)'"), "\(error)")
      #expect(error.description.contains("exponential backtracking"), "\(error)")
    }
  }

  @Test func anUnknownDeviceIsNamed() async throws {
    let sample = try SwitcherAppFixture.sample()
    defer { sample.remove() }
    await #expect(throws: TestHostError.self) {
      try await TestHost.appSwitcher(manifests: sample.directory, device: "Walkman")
    }
  }
}
