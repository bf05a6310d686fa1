import Foundation
import HostEngine
import HostProtocol
import SwiftUI
import Testing
import WidgetKit

/// WidgetKit's content margins (iOS 17): a home screen widget's content sits 16 points inside
/// its edges while its `containerBackground` fills the whole widget, wherever in the tree it was
/// given; `contentMarginsDisabled()` draws the content to the edges; the Lock Screen's families
/// have none.
@MainActor
struct ContentMarginsTests {
  private func texts(in node: ViewNode, x: Double = 0, y: Double = 0) -> [(String, ViewRect)] {
    let frame = ViewRect(x: x + node.frame.x, y: y + node.frame.y, width: node.frame.width, height: node.frame.height)
    var found = node.text.map { [($0, frame)] } ?? []
    for child in node.children { found += texts(in: child, x: frame.x, y: frame.y) }
    return found
  }

  private func layout(margins: EdgeInsets) throws -> ViewNode {
    let views = try ViewEvaluator.evaluate(
      VStack(alignment: .leading) {
        Text("Balance")
        Spacer()
      }
      .frame(maxWidth: .infinity, alignment: .leading)
      .containerBackground(for: .widget) { Color.blue },
      in: EnvironmentValues())
    return ViewLayout.layout(views, width: 170, height: 170, showsContainerBackground: true, contentMargins: margins, typeName: "W")
  }

  @Test func theContentSitsInsideTheMarginsAndTheBackgroundFillsTheWidget() throws {
    let root = try layout(margins: WidgetFamily.systemSmall.defaultContentMargins)
    let holder = try #require(root.children.first { $0.typeName == ViewNode.widgetBackgroundTypeName }, "\(root)")
    let background = try #require(holder.children.first)
    #expect(holder.frame == ViewRect(x: 0, y: 0, width: 170, height: 170))
    #expect(background.frame == ViewRect(x: 0, y: 0, width: 170, height: 170), "the background fills the widget: \(background)")
    #expect(background.backgroundColor != nil)
    let balance = try #require(texts(in: root).first { $0.0 == "Balance" }?.1)
    #expect(balance.x == 16 && balance.y == 16, "16 points in: \(balance)")
  }

  @Test func withoutMarginsTheContentReachesTheEdges() throws {
    let balance = try #require(texts(in: try layout(margins: EdgeInsets())).first { $0.0 == "Balance" }?.1)
    #expect(balance.x == 0 && balance.y == 0, "\(balance)")
  }

  @Test func theLockScreensFamiliesHaveNoMarginsAndTheHomeScreensSixteen() {
    #expect(WidgetFamily.accessoryRectangular.defaultContentMargins == EdgeInsets())
    #expect(WidgetFamily.systemMedium.defaultContentMargins == EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16))
    var environment = EnvironmentValues()
    environment.setWidget(family: .accessoryCircular, renderingMode: .vibrant, showsContainerBackground: false)
    #expect(environment.widgetContentMargins == EdgeInsets(), "the environment reports the family's margins")
  }

  @Test func aConfigurationThatDisablesItsMarginsSaysSo() throws {
    let widgets = FixtureWidgets().body.body._widgets.compactMap(\.descriptor)
    #expect(widgets.map(\.contentMarginsDisabled) == [true, false], "\(widgets.map(\.kind))")
  }
}

private struct EdgeToEdge: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "edge", provider: MarginsProvider()) { _ in Color.red }.contentMarginsDisabled()
  }
}

private struct Inset: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "inset", provider: MarginsProvider()) { _ in Color.red }
  }
}

private struct FixtureWidgets: WidgetBundle {
  var body: some Widget {
    EdgeToEdge()
    Inset()
  }
}

private struct MarginsEntry: TimelineEntry { let date: Date }

private struct MarginsProvider: TimelineProvider {
  func placeholder(in context: Context) -> MarginsEntry { MarginsEntry(date: Date()) }
  func getSnapshot(in context: Context, completion: @escaping (MarginsEntry) -> Void) { completion(MarginsEntry(date: Date())) }
  func getTimeline(in context: Context, completion: @escaping (Timeline<MarginsEntry>) -> Void) {
    completion(Timeline(entries: [MarginsEntry(date: Date())], policy: .never))
  }
}

/// The same in the sample widget's own process: its home screen text sits inside the margins.
struct ContentMarginsEndToEndTests {
  @Test func theSampleWidgetsTextSitsInsideTheMargins() async throws {
    let fixture = try WidgetFixture.make()
    defer { fixture.remove() }
    var options = WidgetOptions(manifests: fixture.directory, searchDirectories: [BuildProducts.directory])
    options.family = "systemSmall"
    options.devices = [.unlocked]
    let report = try await WidgetRun.run(options)
    let row = try #require(report.rows.first, "\(report.text)")
    var frames: [(String, ViewRect)] = []
    func collect(_ node: ViewNode, x: Double, y: Double) {
      let frame = ViewRect(x: x + node.frame.x, y: y + node.frame.y, width: node.frame.width, height: node.frame.height)
      if let text = node.text { frames.append((text, frame)) }
      for child in node.children { collect(child, x: frame.x, y: frame.y) }
    }
    collect(row.view, x: 0, y: 0)
    try #require(!frames.isEmpty, "\(row.view)")
    for (text, frame) in frames {
      #expect(frame.x >= 16 && frame.y >= 16 && frame.maxX <= 154 && frame.maxY <= 154, "\(text) inside the margins: \(frame)")
    }
  }
}
