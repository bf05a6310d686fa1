public import Foundation
import HostProtocol

/// A shape, as SwiftUI's `Shape`, drawn in the foreground colour unless filled. The built-in
/// shapes and the app's own (a type with `path(in:)`) evaluate to a shape node of their name.
/// The built-in shapes are made off the main actor too (`nonisolated` initializers), as SwiftUI's
/// are: a model that returns a `RoundedRectangle` compiles in Swift 6 mode.
public protocol Shape: View {
  /// The outline in `rect`.
  func path(in rect: CGRect) -> Path
}

extension Shape {
  /// The rectangle itself: the built-in shapes are drawn by the host, not from their paths.
  public func path(in rect: CGRect) -> Path { Path(rect) }
}

extension Shape where Body == _ShapeView<Self> {
  /// An app's own shape is drawn as a shape of its type's name.
  public var body: _ShapeView<Self> { _ShapeView(shape: self) }
}

/// How an app's own shape is evaluated: a shape node named after its type.
public struct _ShapeView<S: Shape>: View, PrimitiveView {
  let shape: S
  public var body: Never { fatalError("_ShapeView has no body") }
  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    var node = EvaluatedView(kind: .shape, typeName: "\(S.self)")
    node.color = context.foreground
    return [node]
  }
}

/// A shape that can be inset, as SwiftUI's `InsettableShape`.
public protocol InsettableShape: Shape {
  associatedtype InsetShape: InsettableShape
  func inset(by amount: CGFloat) -> InsetShape
}

/// A shape transformed (trimmed, rotated, scaled, moved, stroked): evaluated as the shape it
/// transforms, whose outline the host draws as it is.
public struct _TransformedShape<Base: Shape>: Shape, PrimitiveView {
  let base: Base
  public var body: Never { fatalError("_TransformedShape has no body") }
  public func path(in rect: CGRect) -> Path { base.path(in: rect) }
  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] { try context.evaluate(base) }
}

extension Shape {
  public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TransformedShape<Self> { _TransformedShape(base: self) }
  public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> _TransformedShape<Self> { _TransformedShape(base: self) }
  public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> _TransformedShape<Self> { _TransformedShape(base: self) }
  public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> _TransformedShape<Self> {
    _TransformedShape(base: self)
  }
  public func offset(_ offset: CGSize) -> _TransformedShape<Self> { _TransformedShape(base: self) }
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> _TransformedShape<Self> { _TransformedShape(base: self) }
  public func size(width: CGFloat, height: CGFloat) -> _TransformedShape<Self> { _TransformedShape(base: self) }
  public func size(_ size: CGSize) -> _TransformedShape<Self> { _TransformedShape(base: self) }
  /// The outline, in the foreground colour.
  public func stroke(lineWidth: CGFloat = 1) -> _TransformedShape<Self> { _TransformedShape(base: self) }
  public func stroke(style: StrokeStyle) -> _TransformedShape<Self> { _TransformedShape(base: self) }
}

extension InsettableShape {
  /// The outline drawn inside the shape, in `content`.
  public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
    foregroundStyle(content)
  }
  public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true) -> some View {
    foregroundStyle(content)
  }
}

/// What the built-in shapes share: their name for the evaluated tree, and their outline.
@MainActor
protocol NamedShape: Shape, PrimitiveView {
  static var shapeName: String { get }
  /// How the host draws it in `environment`; nil for a rectangle.
  func outline(in environment: EnvironmentValues) -> ShapeOutline?
}

extension NamedShape {
  func outline(in environment: EnvironmentValues) -> ShapeOutline? { nil }

  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    var node = EvaluatedView(kind: .shape, typeName: Self.shapeName)
    node.color = context.foreground
    node.outline = outline(in: context.environment)
    return [node]
  }
}

extension Shape {
  /// The shape's outline in `content`.
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
    foregroundStyle(content)
  }
  /// The shape's outline in `content`, in a stroke style.
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View {
    foregroundStyle(content)
  }
}

/// The current foreground, as SwiftUI's `ForegroundStyle`.
public struct ForegroundStyle: ShapeStyle {
  nonisolated public init() {}
  public var resolvedColor: Color { .primary }
}

extension ShapeStyle where Self == ForegroundStyle {
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

public struct Rectangle: NamedShape, InsettableShape {
  nonisolated public func inset(by amount: CGFloat) -> Rectangle { self }
  static let shapeName = "Rectangle"
  nonisolated public init() {}
  public var body: Never { fatalError("Rectangle has no body") }
}

public struct RoundedRectangle: NamedShape, InsettableShape {
  nonisolated public func inset(by amount: CGFloat) -> RoundedRectangle { self }
  static let shapeName = "RoundedRectangle"
  public var cornerRadius: CGFloat
  nonisolated public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) { self.cornerRadius = cornerRadius }
  nonisolated public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { cornerRadius = cornerSize.width }
  public var body: Never { fatalError("RoundedRectangle has no body") }
  func outline(in environment: EnvironmentValues) -> ShapeOutline? { .rounded(Double(cornerRadius)) }
}

public struct Circle: NamedShape, InsettableShape {
  nonisolated public func inset(by amount: CGFloat) -> Circle { self }
  static let shapeName = "Circle"
  nonisolated public init() {}
  public var body: Never { fatalError("Circle has no body") }
  func outline(in environment: EnvironmentValues) -> ShapeOutline? { .circle }
}

public struct Capsule: NamedShape, InsettableShape {
  nonisolated public func inset(by amount: CGFloat) -> Capsule { self }
  static let shapeName = "Capsule"
  nonisolated public init(style: RoundedCornerStyle = .continuous) {}
  public var body: Never { fatalError("Capsule has no body") }
  func outline(in environment: EnvironmentValues) -> ShapeOutline? { .capsule }
}

public struct Ellipse: NamedShape, InsettableShape {
  static let shapeName = "Ellipse"
  nonisolated public init() {}
  nonisolated public func inset(by amount: CGFloat) -> Ellipse { self }
  public var body: Never { fatalError("Ellipse has no body") }
  func outline(in environment: EnvironmentValues) -> ShapeOutline? { .ellipse }
}

/// A rectangle with each corner rounded on its own, as SwiftUI's `UnevenRoundedRectangle`.
public struct UnevenRoundedRectangle: NamedShape {
  static let shapeName = "UnevenRoundedRectangle"
  nonisolated public init(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
    topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
  ) {}
  public var body: Never { fatalError("UnevenRoundedRectangle has no body") }
}

/// The shape of the widget's container, as SwiftUI's `ContainerRelativeShape`.
public struct ContainerRelativeShape: NamedShape, InsettableShape {
  nonisolated public func inset(by amount: CGFloat) -> ContainerRelativeShape { self }
  static let shapeName = "ContainerRelativeShape"
  nonisolated public init() {}
  public var body: Never { fatalError("ContainerRelativeShape has no body") }
  /// The shape `containerShape(_:)` set around it, else the widget's own outline in its family
  /// (`ShapeOutline.widgetContainer(family:)`).
  func outline(in environment: EnvironmentValues) -> ShapeOutline? {
    environment.containerShapeOutline ?? .widgetContainer(family: environment.widgetFamilyName)
  }
}

extension ShapeOutline {
  /// The outline of a widget of `family` (`WidgetContainerOutline`); nil for none (outside a
  /// widget, or `accessoryInline`).
  package static func widgetContainer(family: String?) -> ShapeOutline? {
    guard let family else { return nil }
    if WidgetContainerOutline.isCircle(family: family) { return .circle }
    return WidgetContainerOutline.cornerRadius(family: family).map(ShapeOutline.rounded)
  }
}

/// How rounded corners bend, as SwiftUI's `RoundedCornerStyle`.
public enum RoundedCornerStyle: Hashable, Sendable { case circular, continuous }

/// The backdrop WidgetKit's `AccessoryWidgetBackground` draws: the system's, not the widget's.
package struct _AccessoryBackdrop: View, PrimitiveView {
  package init() {}
  package var body: Never { fatalError("_AccessoryBackdrop has no body") }
  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    [EvaluatedView(kind: .accessoryBackground, typeName: "AccessoryWidgetBackground")]
  }
}

// The built-in shapes by name (iOS 17): `.background(.fill, in: .rect(cornerRadius: 8))`.
extension Shape where Self == Rectangle {
  nonisolated public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
  nonisolated public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
    RoundedRectangle(cornerRadius: cornerRadius, style: style)
  }
  nonisolated public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
    RoundedRectangle(cornerSize: cornerSize, style: style)
  }
}

extension Shape where Self == UnevenRoundedRectangle {
  nonisolated public static func rect(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
    topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
  ) -> UnevenRoundedRectangle {
    UnevenRoundedRectangle(
      topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius, bottomTrailingRadius: bottomTrailingRadius,
      topTrailingRadius: topTrailingRadius, style: style)
  }
}

extension Shape where Self == Circle {
  nonisolated public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
  nonisolated public static var capsule: Capsule { Capsule() }
  nonisolated public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == Ellipse {
  nonisolated public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == ContainerRelativeShape {
  nonisolated public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
