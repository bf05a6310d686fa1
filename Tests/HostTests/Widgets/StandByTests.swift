import HostEngine
import HostProtocol
import Testing

/// A home screen widget seen locked is in StandBy, and is evaluated as StandBy draws it: dark,
/// its container background removed (`showsWidgetContainerBackground` false), so a widget that
/// shows more there is read as it shows there; on the home screen, as before.
struct StandByTests {
  @Test func aHomeScreenWidgetSeenLockedIsEvaluatedForStandBy() async throws {
    let fixture = try WidgetFixture.make(executable: "FaultyWidgets")
    defer { fixture.remove() }
    var options = WidgetOptions(manifests: fixture.directory, searchDirectories: [BuildProducts.directory])
    options.kind = "standby-aware"
    options.devices = [.unlocked, .locked]
    options.lockScreenAccess = [true]
    let report = try await WidgetRun.run(options)
    #expect(report.faults.isEmpty, "\(report.faults)")
    let home = try #require(report.rows.first { $0.device == .unlocked }, "\(report.text)")
    let standBy = try #require(report.rows.first { $0.device == .locked }, "\(report.text)")
    #expect(home.visibleText == ["Always", "light"], "\(home.visibleText)")
    #expect(standBy.visibleText == ["Always", "In StandBy", "dark"], "\(standBy.visibleText)")
    #expect(!Self.hasBackground(standBy.view), "StandBy removes the container background")
    #expect(Self.hasBackground(home.view), "the home screen draws it")
  }

  private static func hasBackground(_ node: ViewNode) -> Bool {
    node.typeName == ViewNode.widgetBackgroundTypeName || node.children.contains(where: hasBackground)
  }
}
