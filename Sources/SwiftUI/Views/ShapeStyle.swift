public import Foundation

/// What fills a shape or colours text, as SwiftUI's `ShapeStyle`. Here every style comes down to
/// one colour (a gradient to its first stop, a material to its tint).
public protocol ShapeStyle: Sendable {
  /// The colour this style is drawn as here.
  var resolvedColor: Color { get }
}

extension Color: ShapeStyle {
  public var resolvedColor: Color { self }
}

/// A style of any type, as SwiftUI's `AnyShapeStyle` (a function that picks one of two styles):
/// drawn as the style it wraps.
public struct AnyShapeStyle: ShapeStyle {
  private let color: Color

  /// The style `style`, its type erased.
  public init<S: ShapeStyle>(_ style: S) { color = style.resolvedColor }
  public var resolvedColor: Color { color }
}

/// The hierarchical levels of the foreground, as SwiftUI's `HierarchicalShapeStyle`.
public struct HierarchicalShapeStyle: ShapeStyle {
  let level: Int
  public static let primary = HierarchicalShapeStyle(level: 0)
  public static let secondary = HierarchicalShapeStyle(level: 1)
  public static let tertiary = HierarchicalShapeStyle(level: 2)
  public static let quaternary = HierarchicalShapeStyle(level: 3)
  public static let quinary = HierarchicalShapeStyle(level: 4)
  public var resolvedColor: Color {
    [Color.primary, .secondary, .primary.opacity(0.3), .primary.opacity(0.18), .primary.opacity(0.1)][level]
  }
}

/// The fill colours, as SwiftUI's `FillShapeStyle` (`.fill.tertiary`).
public struct FillShapeStyle: ShapeStyle {
  let alpha: Double
  public var primary: FillShapeStyle { FillShapeStyle(alpha: 0.2) }
  public var secondary: FillShapeStyle { FillShapeStyle(alpha: 0.16) }
  public var tertiary: FillShapeStyle { FillShapeStyle(alpha: 0.12) }
  public var quaternary: FillShapeStyle { FillShapeStyle(alpha: 0.08) }
  public var quinary: FillShapeStyle { FillShapeStyle(alpha: 0.05) }
  public var resolvedColor: Color { Color.gray.opacity(alpha) }
}

/// A material, as SwiftUI's `Material`: `Material.regular` or, where a shape style is expected,
/// `.regularMaterial`.
/// A shape filled with a material blurs what lies beneath it, as the `UIBlurEffect` style of the
/// same thickness does (`systemUltraThinMaterial` ... `systemChromeMaterial`; `bar`, the
/// toolbars' material, as `systemChromeMaterial`).
public struct Material: ShapeStyle {
  let alpha: Double
  let blurStyle: Int
  /// A mostly translucent material.
  public static let ultraThin = Material(alpha: 0.35, blurStyle: 6)
  /// A material that's more translucent than opaque.
  public static let thin = Material(alpha: 0.5, blurStyle: 7)
  /// A material that's somewhat translucent.
  public static let regular = Material(alpha: 0.65, blurStyle: 8)
  /// A material that's more opaque than translucent.
  public static let thick = Material(alpha: 0.8, blurStyle: 9)
  /// A mostly opaque material.
  public static let ultraThick = Material(alpha: 0.9, blurStyle: 10)
  /// The material of the system's toolbars.
  public static let bar = Material(alpha: 0.9, blurStyle: 10)
  public var resolvedColor: Color {
    var color = Color.white.opacity(alpha)
    color.materialBlurStyle = blurStyle
    return color
  }
}

/// The accent or tint, as SwiftUI's `TintShapeStyle`.
public struct TintShapeStyle: ShapeStyle {
  public var resolvedColor: Color { .accentColor }
}

/// A linear gradient, as SwiftUI's `LinearGradient`; drawn as its first colour here.
public struct LinearGradient: ShapeStyle {
  let colors: [Color]
  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) { self.colors = colors }
  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) { colors = gradient.colors }
  public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) { colors = stops.map(\.color) }
  public var resolvedColor: Color { colors.first ?? .clear }
}

extension LinearGradient: View, PrimitiveView {
  public var body: Never { fatalError("LinearGradient has no body") }
  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    try resolvedColor.evaluate(in: context)
  }
}

/// Colours of a gradient, as SwiftUI's `Gradient`; as a style (a gauge's `tint`) it is drawn as
/// its first colour here.
public struct Gradient: ShapeStyle, Hashable {
  /// A colour and where it sits, 0...1, as SwiftUI's `Gradient.Stop`.
  public struct Stop: Hashable, Sendable {
    public var color: Color
    public var location: CGFloat
    public init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }

  public var stops: [Stop]
  public var colors: [Color] { stops.map(\.color) }
  public init(colors: [Color]) {
    stops = colors.enumerated().map { Stop(color: $1, location: colors.count > 1 ? CGFloat($0) / CGFloat(colors.count - 1) : 0) }
  }
  public init(stops: [Stop]) { self.stops = stops }
  public var resolvedColor: Color { colors.first ?? .clear }
}

/// A gradient made from one colour, as SwiftUI's `AnyGradient` (`Color.blue.gradient`).
public struct AnyGradient: ShapeStyle, Hashable {
  let color: Color
  public var resolvedColor: Color { color }
}

extension Color {
  /// A gentle gradient of this colour: drawn as the colour here.
  public var gradient: AnyGradient { AnyGradient(color: self) }
}

/// A radial gradient, as SwiftUI's `RadialGradient`; drawn as its first colour here.
public struct RadialGradient: ShapeStyle {
  let colors: [Color]
  public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) { colors = gradient.colors }
  public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) { self.colors = colors }
  public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) { colors = stops.map(\.color) }
  public var resolvedColor: Color { colors.first ?? .clear }
}

/// An angular gradient, as SwiftUI's `AngularGradient`; drawn as its first colour here.
public struct AngularGradient: ShapeStyle {
  let colors: [Color]
  public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) { colors = gradient.colors }
  public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) { self.colors = colors }
  public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) { colors = gradient.colors }
  public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) { self.colors = colors }
  public var resolvedColor: Color { colors.first ?? .clear }
}

/// An elliptical gradient, as SwiftUI's `EllipticalGradient`; drawn as its first colour here.
public struct EllipticalGradient: ShapeStyle {
  let colors: [Color]
  public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
    colors = gradient.colors
  }
  public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
    self.colors = colors
  }
  public var resolvedColor: Color { colors.first ?? .clear }
}

extension RadialGradient: View, PrimitiveView {
  public var body: Never { fatalError("RadialGradient has no body") }
  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] { try resolvedColor.evaluate(in: context) }
}

extension AngularGradient: View, PrimitiveView {
  public var body: Never { fatalError("AngularGradient has no body") }
  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] { try resolvedColor.evaluate(in: context) }
}

extension EllipticalGradient: View, PrimitiveView {
  public var body: Never { fatalError("EllipticalGradient has no body") }
  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] { try resolvedColor.evaluate(in: context) }
}

/// A point in a unit square, as SwiftUI's `UnitPoint`.
public struct UnitPoint: Hashable, Sendable {
  public var x: Double
  public var y: Double
  public init(x: Double, y: Double) { (self.x, self.y) = (x, y) }
  public static let zero = UnitPoint(x: 0, y: 0)
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  public static let leading = UnitPoint(x: 0, y: 0.5)
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  public static let top = UnitPoint(x: 0.5, y: 0)
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  public static let topLeading = UnitPoint(x: 0, y: 0)
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  public static var primary: HierarchicalShapeStyle { .primary }
  public static var secondary: HierarchicalShapeStyle { .secondary }
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
  public static var quaternary: HierarchicalShapeStyle { .quaternary }
  public static var quinary: HierarchicalShapeStyle { .quinary }
}

extension ShapeStyle where Self == FillShapeStyle {
  public static var fill: FillShapeStyle { FillShapeStyle(alpha: 0.2) }
}

extension ShapeStyle where Self == TintShapeStyle {
  public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == Material {
  public static var ultraThinMaterial: Material { .ultraThin }
  public static var thinMaterial: Material { .thin }
  public static var regularMaterial: Material { .regular }
  public static var thickMaterial: Material { .thick }
  public static var ultraThickMaterial: Material { .ultraThick }
  public static var bar: Material { Material.bar }
}

extension ShapeStyle where Self == Color {
  public static var black: Color { Color.black }
  public static var white: Color { Color.white }
  public static var clear: Color { Color.clear }
  public static var red: Color { Color.red }
  public static var orange: Color { Color.orange }
  public static var yellow: Color { Color.yellow }
  public static var green: Color { Color.green }
  public static var mint: Color { Color.mint }
  public static var teal: Color { Color.teal }
  public static var cyan: Color { Color.cyan }
  public static var blue: Color { Color.blue }
  public static var indigo: Color { Color.indigo }
  public static var purple: Color { Color.purple }
  public static var pink: Color { Color.pink }
  public static var brown: Color { Color.brown }
  public static var gray: Color { Color.gray }
  public static var accentColor: Color { Color.accentColor }
}

extension Color: View, PrimitiveView {
  public var body: Never { fatalError("Color has no body") }
  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    var node = EvaluatedView(kind: .color, typeName: "Color")
    node.color = context.resolve(self)
    return [node]
  }
}

/// The background of the context, as SwiftUI's `BackgroundStyle`.
public struct BackgroundStyle: ShapeStyle {
  public init() {}
  public var resolvedColor: Color { Color(uiColor: .systemBackground, description: "background") }
}

extension ShapeStyle where Self == BackgroundStyle {
  public static var background: BackgroundStyle { BackgroundStyle() }
}
