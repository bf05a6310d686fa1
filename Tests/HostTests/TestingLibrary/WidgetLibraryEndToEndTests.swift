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
