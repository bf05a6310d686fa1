import ExtensionHostTesting
import Foundation
import HostProtocol
import Testing

/// `TestHost.widget`: the sample widget extension in a real process, from a test.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct WidgetLibraryEndToEndTests {
  @Test func aTestReadsTheLockedWidgetsReadableAndRedactedText() async throws {
    let fixture = try WidgetFixture.make()
    defer { fixture.remove() }
    let result = try await TestHost.widget(
      "FocusWidget", family: "accessoryRectangular", device: .locked, lockScreenAccess: false, manifests: fixture.directory,
      products: BuildProducts.directory)
    try result.expectNoFaults()
    #expect(result.entries.map(\.readableText) == [["50 min left"], ["20 min left"]])
    #expect(result.entries.map(\.redactedText) == [["Thesis chapter 3"], ["Thesis chapter 3"]])
    try result.expectHides("Thesis chapter 3")
    #expect(throws: TestHostError.self) { try result.expectHides("50 min left") }
  }

  /// `at:` and `timeZone:` fix the moment the provider's own clock reads: a widget that greets by
  /// the hour and names the day shows the same text whenever the test runs.
  @Test func aTestFixesTheMomentAndTheZoneTheProviderReads() async throws {
    let fixture = try WidgetFixture.make(executable: "RealStyleWidgets")
    defer { fixture.remove() }
    let result = try await TestHost.widget(
      "DayGreetingWidget", family: "systemSmall", device: .unlocked, lockScreenAccess: true,
      at: try Date("2025-03-04T10:30:00Z", strategy: .iso8601), timeZone: TimeZone(identifier: "Asia/Tokyo"),
      manifests: fixture.directory, products: BuildProducts.directory)
    try result.expectNoFaults()
    #expect(result.entries.map(\.readableText) == [["Good evening", "Tuesday 4 March"]], "19:30 in Tokyo")
  }

  /// A moment of NaN seconds (`at: Date(timeIntervalSince1970: done / total)` on a day with nothing
  /// done) is no moment: refused with the reason before the extension runs, never sent to it.
  @Test func aMomentOfNoNumberIsRefusedBeforeTheExtensionRuns() async throws {
    let fixture = try WidgetFixture.make()
    defer { fixture.remove() }
    do {
      let result = try await TestHost.widget(
        "FocusWidget", family: "accessoryInline", device: .locked, lockScreenAccess: true, at: Date(timeIntervalSince1970: .nan),
        manifests: fixture.directory, products: BuildProducts.directory)
      Issue.record("a NaN moment was run: \(result.report)")
    } catch {
      #expect(error.description.hasPrefix("at: nan seconds since 1970 is no moment; give a finite Date"), "\(error)")
    }
  }

  /// Under the Data Protection entitlement a locked phone shows the widget's placeholder and no
  /// text of its timeline; unlocked, the same widget shows its content.
  @Test func aTestSeesThePlaceholderOfAProtectedWidgetWhileLocked() async throws {
    let fixture = try WidgetFixture.make(dataProtection: "NSFileProtectionComplete")
    defer { fixture.remove() }
    let locked = try await TestHost.widget(
      "FocusWidget", family: "accessoryRectangular", device: .locked, lockScreenAccess: true, manifests: fixture.directory,
      products: BuildProducts.directory)
    try locked.expectNoFaults()
    #expect(!locked.entries.isEmpty && locked.entries.allSatisfy(\.showsPlaceholder), "\(locked.entries)")
    #expect(!locked.entries.flatMap(\.readableText).contains("50 min left"), "\(locked.entries)")
    let unlocked = try await TestHost.widget(
      "FocusWidget", family: "accessoryRectangular", device: .unlocked, lockScreenAccess: true, manifests: fixture.directory,
      products: BuildProducts.directory)
    #expect(unlocked.entries.contains { !$0.showsPlaceholder && $0.readableText.contains("50 min left") }, "\(unlocked.entries)")
  }

  @Test func aProviderThatNeverCompletesFailsTheTestByName() async throws {
    let fixture = try WidgetFixture.make(executable: "FaultyWidgets")
    defer { fixture.remove() }
    let result = try await TestHost.widget(
      "never-completes", family: "accessoryRectangular", device: .locked, lockScreenAccess: true,
      manifests: fixture.directory, products: BuildProducts.directory)
    #expect(result.faults == ["provider-never-completed"])
    #expect(throws: TestHostError.self) { try result.expectNoFaults() }
  }
}

/// A test whose kind or family is mistyped, or whose kind does not offer the family, shows no
/// entry: it fails by name instead of passing with nothing checked.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct WidgetLibraryMistakeEndToEndTests {
  @Test func aMistypedKindOrFamilyThrowsAndAFamilyNotOfferedChecksNothing() async throws {
    let fixture = try WidgetFixture.make()
    defer { fixture.remove() }
    await #expect(throws: TestHostError.self) {
      _ = try await TestHost.widget(
        "FocusWidgt", family: "accessoryRectangular", device: .locked, lockScreenAccess: false, manifests: fixture.directory,
        products: BuildProducts.directory)
    }
    await #expect(throws: TestHostError.self) {
      _ = try await TestHost.widget(
        "FocusWidget", family: "accessoryRectangle", device: .locked, lockScreenAccess: false, manifests: fixture.directory,
        products: BuildProducts.directory)
    }
    let notOffered = try await TestHost.widget(
      "FocusWidget", family: "systemLarge", device: .locked, lockScreenAccess: false, manifests: fixture.directory,
      products: BuildProducts.directory)
    #expect(notOffered.entries.isEmpty)
    #expect(throws: TestHostError.self) { try notOffered.expectHides("Thesis chapter 3") }
  }
}
