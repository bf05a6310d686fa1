public import Foundation

/// A view drawn by a closure, as SwiftUI's `Canvas`.
///
/// The renderer runs once when the canvas is evaluated, at `Canvas.evaluationSize` (about a small
/// widget's): the host shows the canvas as one shape named `Canvas` and reads the texts and images
/// the renderer drew (`GraphicsContext`), in the canvas's environment, so its words are seen and
/// redacted like any text. Symbols passed to it are not drawn.
public struct Canvas<Symbols: View>: View, PrimitiveView {
  /// The size the renderer is given when the canvas is evaluated.
  public static var evaluationSize: CGSize { CGSize(width: 160, height: 160) }

  let renderer: (inout GraphicsContext, CGSize) -> Void

  /// A canvas drawn by `renderer`.
  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void
  ) where Symbols == EmptyView {
    self.renderer = renderer
  }

  /// A canvas drawn by `renderer`, with views it may draw by identifier.
  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
  ) {
    self.renderer = renderer
  }

  public var body: Never { fatalError("Canvas has no body") }

  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    var graphics = GraphicsContext(environment: context.environment)
    renderer(&graphics, Self.evaluationSize)
    var plot = EvaluatedView(kind: .shape, typeName: "Canvas")
    plot.color = context.foreground
    var drawn: [EvaluatedView] = [plot]
    for view in graphics.recording.views { drawn += try context.evaluate(view) }
    return [EvaluatedView(kind: .zstack, typeName: "Canvas", children: drawn)]
  }
}
