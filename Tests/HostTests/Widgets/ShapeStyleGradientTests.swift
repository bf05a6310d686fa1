import HostProtocol
import SwiftUI
import Testing

/// The gradients and shadows written in a style's place (`.linearGradient(colors:…)`,
/// `.red.shadow(.drop(radius:))`) draw as the style they stand for: a gradient's first colour, the
/// shadowed style's own colour.
@MainActor
struct ShapeStyleGradientTests {
  @Test func aGradientStaticDrawsItsFirstColourAndAShadowedStyleItsOwn() throws {
    let views = try ViewEvaluator.evaluate(
      VStack {
        Text("Streak").foregroundStyle(.linearGradient(colors: [.orange, .red], startPoint: .top, endPoint: .bottom))
        Rectangle().fill(.green.shadow(.inner(radius: 2)))
        Circle().fill(.conicGradient(colors: [.blue, .purple], center: .center))
        Text("Goal").foregroundStyle(.white.shadow(.drop(radius: 1)))
      }, in: EnvironmentValues())
    let nodes = try #require(views.first).children
    #expect(nodes.map { $0.color?.name } == [Color.orange.description, Color.green.description, Color.blue.description, Color.white.description])
    #expect(nodes[0].text == "Streak" && nodes[3].text == "Goal")
  }
}
