import Foundation
import HostEngine
import HostProtocol
import Testing
import WidgetKit

/// `WidgetCenter.getCurrentConfigurations(_:)` and `currentConfigurations()`: the widgets the
/// person placed. Outside `simulate` (whose scenario places them) there are none: in a process
/// without a host, and in the widget extension's own process under `extension-host widgets`.
struct WidgetCenterConfigurationsTests {
  @Test func withoutAHostNoWidgetIsPlaced() async throws {
    #expect(try await WidgetCenter.shared.currentConfigurations().isEmpty)
    let reported: [WidgetInfo] = try await withCheckedThrowingContinuation { continuation in
      WidgetCenter.shared.getCurrentConfigurations { continuation.resume(with: $0) }
    }
    #expect(reported.isEmpty)
  }

  @Test func theWidgetsCommandPlacesNone() async throws {
    let fixture = try WidgetFixture.make(executable: "FaultyWidgets")
    defer { fixture.remove() }
    var options = WidgetOptions(manifests: fixture.directory, searchDirectories: [BuildProducts.directory])
    options.kind = "placed-widgets"
    options.devices = [.unlocked]
    let report = try await WidgetRun.run(options)
    #expect(report.faults.isEmpty, "\(report.faults)")
    #expect(!report.rows.isEmpty)
    for row in report.rows { #expect(row.visibleText == ["none placed"], "\(row)") }
  }
}
