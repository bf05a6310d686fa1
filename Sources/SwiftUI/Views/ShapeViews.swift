public import Foundation

/// A view that draws a shape and takes further fills and strokes, as SwiftUI's `ShapeView`
/// (iOS 17): `Capsule().fill(.yellow).stroke(.blue, lineWidth: 8)`.
public protocol ShapeView<Content>: View {
  /// The type of shape it draws.
  associatedtype Content: Shape
  /// The shape it draws, which further fills and strokes draw too.
  var shape: Content { get }
}

/// A shape filled with a style over a background, as SwiftUI's `FillShapeView`: what
/// `Shape.fill(_:style:)` returns. With a background (a fill after a stroke), the fill is drawn
/// over it.
public struct FillShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView, PrimitiveView {
  public var shape: Content
  public var style: Style
  public var fillStyle: FillStyle
  public var background: Background

  public init(shape: Content, style: Style, fillStyle: FillStyle, background: Background) {
    self.shape = shape
    self.style = style
    self.fillStyle = fillStyle
    self.background = background
  }

  public var body: Never { fatalError("FillShapeView has no body") }

  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    let filled = shape.foregroundStyle(style)
    if Background.self == EmptyView.self { return try context.evaluate(filled) }
    return try context.evaluate(ZStack { background; filled })
  }
}

/// A shape's outline over a background, as SwiftUI's `StrokeShapeView`: what a shape view's
/// `stroke(_:lineWidth:antialiased:)` returns. Evaluated as its background (the fill it is
/// chained after): the outline, a line of `lineWidth` points, is not drawn (Source compatibility).
public struct StrokeShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView, PrimitiveView {
  public var shape: Content
  public var style: Style
  public var strokeStyle: StrokeStyle
  public var isAntialiased: Bool
  public var background: Background

  public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
    self.shape = shape
    self.style = style
    self.strokeStyle = strokeStyle
    self.isAntialiased = isAntialiased
    self.background = background
  }

  public var body: Never { fatalError("StrokeShapeView has no body") }

  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    try context.evaluate(background)
  }
}

extension Shape {
  /// The shape filled with `content`.
  public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle())
    -> FillShapeView<Self, S, EmptyView>
  {
    FillShapeView(shape: self, style: content, fillStyle: style, background: EmptyView())
  }
}

extension ShapeView {
  /// The shape filled with `content` over this view.
  public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle())
    -> FillShapeView<Content, S, Self>
  {
    FillShapeView(shape: shape, style: content, fillStyle: style, background: self)
  }

  /// The shape's outline in `content` over this view.
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true)
    -> StrokeShapeView<Content, S, Self>
  {
    StrokeShapeView(shape: shape, style: content, strokeStyle: StrokeStyle(lineWidth: lineWidth), isAntialiased: antialiased, background: self)
  }

  /// The shape's outline in `content`, in a stroke style, over this view.
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
    -> StrokeShapeView<Content, S, Self>
  {
    StrokeShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
  }
}
