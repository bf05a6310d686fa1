import Foundation
import HostEngine
import HostProtocol
import Testing

/// A family's renders are sent in one line (`ExtensionConnection.requestsInLine`): each is due
/// its limit after the one before it is answered, never counted from when the line was sent.
struct WidgetRenderLineTests {
  private func options(
    kind: String, renderLimit: Duration, providerLimit: Duration = .seconds(5), fixture: WidgetFixture
  ) -> WidgetOptions {
    var options = WidgetOptions(manifests: fixture.directory, searchDirectories: [BuildProducts.directory])
    options.kind = kind
    options.renderLimit = renderLimit
    options.providerLimit = providerLimit
    return options
  }

  /// Every render of `slow-view` takes 0.15 s; with a 0.4 s limit, three or more renders sent
  /// together would miss it if their clocks started when they were sent. The second family's
  /// placeholder and timeline wait in line behind the first family's renders, with a 0.25 s
  /// limit of their own; the shutdown (0.5 s) waits behind the second family's renders: each
  /// would be late if its clock started when it was sent, and the extension stopped before it
  /// had answered.
  @Test func viewsThatEachTakeUnderTheLimitAreNeverLateHoweverManyWaitInLine() async throws {
    let fixture = try WidgetFixture.make(executable: "FaultyWidgets")
    defer { fixture.remove() }
    let report = try await WidgetRun.run(
      options(kind: "slow-view", renderLimit: .milliseconds(400), providerLimit: .milliseconds(250), fixture: fixture))
    #expect(report.faults.isEmpty, "\(report.faults)")
    let perFamily = report.renderRequests / 2
    #expect(perFamily >= 4, "each family's line (\(perFamily) renders) outlasts the limits behind it")
    #expect(report.rows.count == WidgetDeviceState.allCases.count * 2 * 2)
    #expect(Set(report.rows.map(\.family)) == ["accessoryRectangular", "accessoryInline"])
    for row in report.rows { #expect(row.visibleText == ["Code 482913"] || row.shows == .placeholder, "\(row)") }
  }

  /// A view whose body never returns is named once, as a view too slow (not as a provider),
  /// against the render it was in; the renders behind it end with the extension, unnamed.
  @Test func aViewThatNeverReturnsIsOneFaultNamingItsRender() async throws {
    let fixture = try WidgetFixture.make(executable: "FaultyWidgets")
    defer { fixture.remove() }
    let report = try await WidgetRun.run(options(kind: "hanging-view", renderLimit: .milliseconds(300), fixture: fixture))
    #expect(report.faults.map(\.kind) == [.viewTooSlow], "\(report.faults)")
    let detail = report.faults.first?.detail ?? ""
    #expect(detail.contains("the view of 'hanging-view' in accessoryRectangular"), "\(detail)")
    #expect(detail.contains("within 300 ms"), "\(detail)")
    #expect(report.rows.isEmpty)
  }
}
