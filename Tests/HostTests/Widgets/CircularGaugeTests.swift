import Foundation
import HostProtocol
@testable import ShieldRendering
import SwiftUI
import Testing
import WidgetKit

/// A circular gauge is drawn as the Lock Screen draws it: a ring (closed for the capacity style,
/// open at the bottom for `accessoryCircular`) whose value's part is drawn in the gauge's colour,
/// its labels in the middle; not a bar along the bottom, which a circular widget's outline cuts.
@MainActor
struct CircularGaugeTests {
  private func gauge(_ style: some GaugeStyle, value: Double) throws -> ViewNode {
    var environment = EnvironmentValues()
    environment.setWidget(family: .accessoryCircular, renderingMode: .vibrant, showsContainerBackground: false)
    let views = try ViewEvaluator.evaluate(
      Gauge(value: value) { Text("Water") } currentValueLabel: { Text("\(Int(value * 100))") }.gaugeStyle(style),
      in: environment)
    let root = ViewLayout.layout(views, width: 76, height: 76, showsContainerBackground: false, typeName: "W")
    return try #require(first(root) { $0.children.contains { $0.typeName == "track" } }, "\(root)")
  }

  private func first(_ node: ViewNode, where matches: (ViewNode) -> Bool) -> ViewNode? {
    if matches(node) { return node }
    for child in node.children { if let found = first(child, where: matches) { return found } }
    return nil
  }

  @Test func theCapacityStyleIsAClosedRingFilledByItsValue() throws {
    let gauge = try gauge(.accessoryCircularCapacity, value: 0.25)
    let track = try #require(gauge.children.first { $0.typeName == "track" }?.ring)
    let value = try #require(gauge.children.first { $0.typeName == "value" }?.ring)
    #expect(track.start == 0 && track.length == 1)
    #expect(value.start == 0 && value.length == 0.25)
    #expect(gauge.frame.width == gauge.frame.height && gauge.frame.width > 40, "a square: \(gauge.frame)")
    let labels = gauge.children.filter { $0.kind == .text }
    #expect(labels.map(\.text) == ["25"], "the capacity ring shows its current value only")
    for label in labels {
      #expect(label.frame.x >= track.lineWidth && label.frame.maxX <= gauge.frame.width - track.lineWidth, "inside the ring")
    }
  }

  @Test func theCircularStyleIsOpenAtTheBottom() throws {
    let gauge = try gauge(.accessoryCircular, value: 0.5)
    let track = try #require(gauge.children.first { $0.typeName == "track" }?.ring)
    let value = try #require(gauge.children.first { $0.typeName == "value" }?.ring)
    #expect(track.start == 0.625 && track.length == 0.75, "from half past seven round to half past four")
    #expect(value.length == 0.375)
  }

  /// Only the labels the style draws are on the Lock Screen (Apple's pages for each style):
  /// xdripswift's glucose gauge names its label "Not shown", since `accessoryCircular` puts the
  /// bounds, not the label, in the ring's opening.
  @Test func aRingShowsOnlyTheLabelsItsStyleDraws() throws {
    func texts(_ view: some View) throws -> [String] {
      var environment = EnvironmentValues()
      environment.setWidget(family: .accessoryCircular, renderingMode: .vibrant, showsContainerBackground: false)
      let root = ViewLayout.layout(
        try ViewEvaluator.evaluate(view, in: environment), width: 76, height: 76, showsContainerBackground: false, typeName: "W")
      func collect(_ node: ViewNode) -> [String] { (node.kind == .text ? [node.text ?? ""] : []) + node.children.flatMap(collect) }
      return collect(root)
    }
    let glucose = Gauge(value: 120.0, in: 40...400) { Text("Not shown") } currentValueLabel: { Text("120") }
      minimumValueLabel: { Text("40") } maximumValueLabel: { Text("400") }
    #expect(try texts(glucose.gaugeStyle(.accessoryCircular)) == ["120", "40", "400"])
    #expect(try texts(glucose.gaugeStyle(.accessoryCircularCapacity)) == ["120"])
    #expect(try texts(glucose.gaugeStyle(.accessoryLinear)) == ["Not shown", "40", "400"])
    #expect(try texts(glucose.gaugeStyle(.accessoryLinearCapacity)) == ["Not shown", "120", "40", "400"])
    let days = Gauge(value: 0.4) { Text("DAYS") } currentValueLabel: { Text("12") }
    #expect(try texts(days.gaugeStyle(.accessoryCircular)) == ["DAYS", "12"], "no bounds: the label in the opening")
    #expect(try texts(Gauge(value: 0.4) { Text("Water") }.gaugeStyle(.accessoryCircularCapacity)) == ["Water"])
    #expect(try texts(Gauge(value: 0.4) { Text("Water") }.gaugeStyle(.accessoryLinear)) == ["Water"])
  }

  /// A style an app wrote that wraps a built-in one passes its configuration's labels, nil for
  /// those the gauge lacks: the built-in style still knows the gauge had no bounds.
  @Test func aStyleWrappingABuiltInOneKeepsWhatTheGaugeLacked() throws {
    struct Wrapped: GaugeStyle {
      func makeBody(configuration: Configuration) -> some View {
        AccessoryCircularGaugeStyle().makeBody(configuration: configuration).padding(1)
      }
    }
    var environment = EnvironmentValues()
    environment.setWidget(family: .accessoryCircular, renderingMode: .vibrant, showsContainerBackground: false)
    let views = try ViewEvaluator.evaluate(
      Gauge(value: 0.4) { Text("DAYS") } currentValueLabel: { Text("12") }.gaugeStyle(Wrapped()), in: environment)
    func collect(_ node: EvaluatedView) -> [String] { (node.text.map { [$0] } ?? []) + node.children.flatMap(collect) }
    #expect(views.flatMap(collect) == ["DAYS", "12"])
  }

  @Test func theRendererDrawsTheRingsPartAsADash() {
    var writer = SVGWriter()
    ScreenSVGRenderer.ring(
      ViewNode.Ring(start: 0, length: 0.25, lineWidth: 6), at: ViewRect(x: 0, y: 0, width: 76, height: 76),
      color: RGBAColor(255, 255, 255), into: &writer)
    let circle = writer.markup
    #expect(circle.contains("<circle") && circle.contains("r=\"35\"") && circle.contains("fill=\"none\""), "\(circle)")
    #expect(circle.contains("stroke-dasharray=\"54.98 219.91\""), "a quarter of the circumference: \(circle)")
    #expect(circle.contains("rotate(-90 38 38)"), "from the top: \(circle)")

    // An extension's numbers are clamped: a negative line draws nothing, a line wider than the
    // circle is as wide as it, a part past one turn is the whole circle.
    var hostile = SVGWriter()
    let frame = ViewRect(x: 0, y: 0, width: 76, height: 76)
    ScreenSVGRenderer.ring(ViewNode.Ring(start: 0, length: 1, lineWidth: -4), at: frame, color: RGBAColor(255, 255, 255), into: &hostile)
    #expect(hostile.markup.isEmpty, "\(hostile.markup)")
    ScreenSVGRenderer.ring(ViewNode.Ring(start: 0, length: 9, lineWidth: 1e9), at: frame, color: RGBAColor(255, 255, 255), into: &hostile)
    #expect(hostile.markup.contains("stroke-width=\"76\"") && !hostile.markup.contains("dasharray"), "\(hostile.markup)")
  }
}

/// The ring in a real headless Chromium: a quarter-full capacity gauge on the Lock Screen is
/// bright at half past one on its ring (its value) and dim at half past seven (its track only).
@Suite(
  .serialized, .timeLimit(.minutes(2)),
  .enabled(if: Chromium.isAvailable || Chromium.isRequired, Comment(rawValue: Chromium.absenceMessage)))
@MainActor
struct CircularGaugePictureTests {
  @Test func aQuarterFullRingIsLitOnlyWhereItsValueIs() async throws {
    var environment = EnvironmentValues()
    environment.setWidget(family: .accessoryCircular, renderingMode: .vibrant, showsContainerBackground: false)
    environment.colorScheme = .dark
    let views = try ViewEvaluator.evaluate(Gauge(value: 0.25) { Text("") }.gaugeStyle(.accessoryCircularCapacity), in: environment)
    let widget = ViewLayout.layout(views, width: 76, height: 76, showsContainerBackground: false, typeName: "W")
    let svg = WidgetSVGRenderer.svg(widget: widget, family: "accessoryCircular", locked: true, dimmed: false, title: "gauge")
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("gauge-\(UUID()).svg")
    try svg.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let image = try await Chromium.screenshot(of: file, width: 390, height: 844)
    // The widget is centred at x 195, 250 points down; the 58-point gauge in its middle.
    let center = (x: 195.0, y: 288.0), radius = (58.0 - 58 * 0.08) / 2
    func luma(atTurn turn: Double) -> Double {
      let angle = turn * 2 * Double.pi
      return image.pixel(x: Int(center.x + radius * sin(angle)), y: Int(center.y - radius * cos(angle))).luma
    }
    let wallpaper = image.pixel(x: 20, y: 600).luma
    #expect(luma(atTurn: 0.125) > 0.8, "the value's part is lit")
    #expect(luma(atTurn: 0.625) < 0.5 && luma(atTurn: 0.625) > wallpaper, "the track is faint, but drawn")
  }
}
