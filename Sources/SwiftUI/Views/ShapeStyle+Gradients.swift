public import Foundation

// The gradients and shadows as `ShapeStyle` statics and methods (iOS 15 and 16), as apps write
// them in a style's place: `.foregroundStyle(.linearGradient(colors:startPoint:endPoint:))`,
// `.fill(.red.shadow(.inner(radius: 2)))`. A gradient is drawn as its first colour here, a shadow
// not at all (`ShapeStyle.shadow(_:)` keeps its style's colour).

extension ShapeStyle where Self == LinearGradient {
  public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
    LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
  }
  public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
    LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
  }
  public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
    LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
  }
}

extension ShapeStyle where Self == RadialGradient {
  public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
    RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
  }
  public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
    RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
  }
  public static func radialGradient(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
    RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
  }
}

extension ShapeStyle where Self == AngularGradient {
  public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
    AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
  }
  public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
    AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
  }
  public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
    AngularGradient(gradient: gradient, center: center, angle: angle)
  }
  public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
    AngularGradient(colors: colors, center: center, angle: angle)
  }
}

extension ShapeStyle where Self == EllipticalGradient {
  public static func ellipticalGradient(
    _ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }
  public static func ellipticalGradient(
    colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }
}

/// A drop or inner shadow a style casts, as SwiftUI's `ShadowStyle` (iOS 16).
public struct ShadowStyle: Equatable, Sendable {
  let isInner: Bool
  let color: Color
  let radius: CGFloat
  let offset: CGSize

  /// A shadow cast outside the shape.
  public static func drop(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)
    -> ShadowStyle
  { ShadowStyle(isInner: false, color: color, radius: radius, offset: CGSize(width: x, height: y)) }

  /// A shadow cast inside the shape.
  public static func inner(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)
    -> ShadowStyle
  { ShadowStyle(isInner: true, color: color, radius: radius, offset: CGSize(width: x, height: y)) }
}

/// Not for use: a style with a shadow (`ShapeStyle.shadow(_:)`), drawn as the style.
public struct _ShadowShapeStyle<Base: ShapeStyle>: ShapeStyle {
  let base: Base
  let shadow: ShadowStyle
  public var resolvedColor: Color { base.resolvedColor }
}

extension ShapeStyle {
  /// This style casting `style`'s shadow: drawn as the style itself here.
  public func shadow(_ style: ShadowStyle) -> some ShapeStyle { _ShadowShapeStyle(base: self, shadow: style) }
}

extension View {
  /// The style `.background` reads inside the view (iOS 16): accepted; `.background` is the
  /// system background here.
  public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View { unrecorded() }
}
