/// A built-in shape, as SwiftUI's `Shape`, drawn in the foreground colour unless filled.
public protocol Shape: View {}

/// What the built-in shapes share: their name for the evaluated tree.
@MainActor
protocol NamedShape: Shape, PrimitiveView {
  static var shapeName: String { get }
}

extension NamedShape {
  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    var node = EvaluatedView(kind: .shape, typeName: Self.shapeName)
    node.color = context.foreground
    return [node]
  }
}

extension Shape {
  /// The shape filled with `content`.
  public func fill<S: ShapeStyle>(_ content: S = .foreground) -> some View {
    foregroundStyle(content)
  }
  /// The shape's outline in `content`.
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
    foregroundStyle(content)
  }
  /// The shape's outline in `content`, in a stroke style.
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View {
    foregroundStyle(content)
  }
}

/// How a line is drawn, as SwiftUI's `StrokeStyle`.
public struct StrokeStyle: Hashable, Sendable {
  public var lineWidth: CGFloat
  public init(lineWidth: CGFloat = 1) { self.lineWidth = lineWidth }
}

/// The current foreground, as SwiftUI's `ForegroundStyle`.
public struct ForegroundStyle: ShapeStyle {
  public init() {}
  public var resolvedColor: Color { .primary }
}

extension ShapeStyle where Self == ForegroundStyle {
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

public struct Rectangle: NamedShape {
  static let shapeName = "Rectangle"
  public init() {}
  public var body: Never { fatalError("Rectangle has no body") }
}

public struct RoundedRectangle: NamedShape {
  static let shapeName = "RoundedRectangle"
  public var cornerRadius: CGFloat
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) { self.cornerRadius = cornerRadius }
  public var body: Never { fatalError("RoundedRectangle has no body") }
}

public struct Circle: NamedShape {
  static let shapeName = "Circle"
  public init() {}
  public var body: Never { fatalError("Circle has no body") }
}

public struct Capsule: NamedShape {
  static let shapeName = "Capsule"
  public init(style: RoundedCornerStyle = .continuous) {}
  public var body: Never { fatalError("Capsule has no body") }
}

/// The shape of the widget's container, as SwiftUI's `ContainerRelativeShape`.
public struct ContainerRelativeShape: NamedShape {
  static let shapeName = "ContainerRelativeShape"
  public init() {}
  public var body: Never { fatalError("ContainerRelativeShape has no body") }
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
