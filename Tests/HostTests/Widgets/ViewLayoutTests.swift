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
}
