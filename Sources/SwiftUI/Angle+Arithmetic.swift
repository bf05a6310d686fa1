/// Arithmetic on angles, as SwiftUI gives `Angle` through its animatable vector math: shapes
/// write `.degrees(-135) - .degrees(90)` and `angle * progress`.
extension Angle {
  /// The value animations interpolate: the angle in radians.
  public var animatableData: Double {
    get { radians }
    set { radians = newValue }
  }

  public static func + (left: Angle, right: Angle) -> Angle { Angle(radians: left.radians + right.radians) }
  public static func - (left: Angle, right: Angle) -> Angle { Angle(radians: left.radians - right.radians) }
  public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }
  public static func * (left: Angle, right: Double) -> Angle { Angle(radians: left.radians * right) }
  public static func / (left: Angle, right: Double) -> Angle { Angle(radians: left.radians / right) }
  public static func += (left: inout Angle, right: Angle) { left = left + right }
  public static func -= (left: inout Angle, right: Angle) { left = left - right }
  public static func *= (left: inout Angle, right: Double) { left = left * right }
  public static func /= (left: inout Angle, right: Double) { left = left / right }
}
