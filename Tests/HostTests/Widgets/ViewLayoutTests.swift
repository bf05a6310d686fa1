import HostProtocol
import SwiftUI
import Testing

/// Where SwiftUI places views, as the host lays out an evaluated tree.
@MainActor
struct ViewLayoutTests {
  /// A `ZStack` (and a widget's or a hosted screen's root, which is one) centres each child on
  /// both axes in the space it has.
  @Test func aZStackCentresEachChild() throws {
    let views = try ViewEvaluator.evaluate(
      ZStack {
        Color.red.frame(width: 100, height: 40)
        Color.blue.frame(width: 30, height: 160)
      }, in: EnvironmentValues())
    let root = ViewLayout.layout(views, width: 300, height: 200, showsContainerBackground: true, typeName: "Widget")
    let stack = try #require(root.children.first?.children.first, "\(root)")
    #expect(stack.frame == ViewRect(x: 100, y: 20, width: 100, height: 160), "the stack, as wide and tall as its children, centred")
    let frames = stack.children.map(\.frame)
    #expect(frames == [ViewRect(x: 0, y: 60, width: 100, height: 40), ViewRect(x: 35, y: 0, width: 30, height: 160)], "\(frames)")
  }

  /// The host draws a `Gauge` (and a `ProgressView`) as a track along its bottom with its labels
  /// stacked above it, 2 points apart, the way a linear gauge reads on the phone.
  @Test func aGaugeStacksItsLabelsTwoPointsApartAboveItsTrack() throws {
    let views = try ViewEvaluator.evaluate(
      Gauge(value: 0.5) { Text("Water") } currentValueLabel: { Text("50%") }.frame(width: 120, height: 60),
      in: EnvironmentValues())
    let root = ViewLayout.layout(views, width: 120, height: 60, showsContainerBackground: true, typeName: "Widget")
    let gauge = try #require(Self.first(holding: "track", in: root), "\(root)")
    let labels = gauge.children.filter { $0.kind == .text }
    try #require(labels.count == 2, "\(gauge)")
    #expect(labels[1].frame.y == labels[0].frame.maxY + 2, "\(labels.map(\.frame))")
    let track = try #require(gauge.children.first { $0.typeName == "track" })
    #expect(track.frame.maxY == gauge.frame.height)
    #expect(labels[1].frame.maxY <= track.frame.y)
  }

  /// A gauge's value fills its track from the leading edge by the value's fraction, so a
  /// quarter-full gauge reads a quarter full.
  @Test(arguments: [0.0, 0.25, 1.0])
  func aGaugesValueFillsItsTrackFromTheLeadingEdge(_ value: Double) throws {
    let views = try ViewEvaluator.evaluate(
      Gauge(value: value) { Text("Water") }.frame(width: 120, height: 40), in: EnvironmentValues())
    let root = ViewLayout.layout(views, width: 120, height: 40, showsContainerBackground: true, typeName: "Widget")
    let gauge = try #require(Self.first(holding: "track", in: root), "\(root)")
    let track = try #require(gauge.children.first { $0.typeName == "track" })
    let filled = try #require(gauge.children.first { $0.typeName == "value" }, "\(gauge)")
    #expect(filled.frame == ViewRect(x: track.frame.x, y: track.frame.y, width: track.frame.width * value, height: track.frame.height))
  }

  /// A vertical `ScrollView` (the default) stacks its content down the screen, a horizontal one
  /// across it, as the first screenful shows before any scrolling.
  @Test(arguments: [(Axis.Set.vertical, true), (.horizontal, false)])
  func aScrollViewStacksItsContentAlongItsAxis(_ axes: Axis.Set, _ downward: Bool) throws {
    let views = try ViewEvaluator.evaluate(
      ScrollView(axes) { Color.red.frame(width: 40, height: 40); Color.blue.frame(width: 40, height: 40) },
      in: EnvironmentValues())
    let root = ViewLayout.layout(views, width: 300, height: 300, showsContainerBackground: true, typeName: "Widget")
    let scroll = try #require(Self.first(named: "ScrollView", in: root), "\(root)")
    let frames = scroll.children.map(\.frame)
    try #require(frames.count == 2, "\(scroll)")
    #expect(downward ? frames[1].y > frames[0].y && frames[1].x == frames[0].x : frames[1].x > frames[0].x && frames[1].y == frames[0].y, "\(frames)")
  }

  /// The first node, depth first, of type `typeName`.
  private static func first(named typeName: String, in node: ViewNode) -> ViewNode? {
    if node.typeName == typeName { return node }
    for child in node.children { if let found = first(named: typeName, in: child) { return found } }
    return nil
  }

  /// The first node, depth first, with a child of type `typeName`.
  private static func first(holding typeName: String, in node: ViewNode) -> ViewNode? {
    if node.children.contains(where: { $0.typeName == typeName }) { return node }
    for child in node.children { if let found = first(holding: typeName, in: child) { return found } }
    return nil
  }
}
