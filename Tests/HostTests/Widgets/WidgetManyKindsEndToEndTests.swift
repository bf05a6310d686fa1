import Foundation
import Testing

/// A bundle that declares hundreds of kinds would be rendered in every family, state and entry,
/// each row holding its view: 300 kinds took 414 s and 2.8 GB. The first 64 kinds and families are
/// shown, and a note says how many there are.
@Suite(.timeLimit(.minutes(2)))
struct WidgetManyKindsEndToEndTests {
  @Test func theFirstKindsAndFamiliesAreShownAndTheRestSaid() async throws {
    let fixture = try WidgetExtensionEndToEndTests.fakeWidget("widgetManyKinds")
    defer { fixture.remove() }
    let (run, report) = try await fixture.report(["--device", "unlocked", "--lock-screen-access", "on"])
    #expect(try report.widgetFaultIDs() == [], "\(run.stdout)")
    let kinds = try report.objects("widgets").map { try $0.string("kind") }
    #expect(kinds == (0..<64).map { "k\($0)" }, "one row each, in the order declared")
    #expect(try report.strings("notes").contains { $0.contains("offers 100 kinds and families; the first 64 are shown") }, "\(run.stdout)")
  }
}
