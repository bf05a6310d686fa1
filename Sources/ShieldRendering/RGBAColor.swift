import Foundation
import HostProtocol

/// A concrete sRGB colour with straight (not premultiplied) alpha, every component in 0...1.
struct RGBAColor: Hashable, Sendable {
  var red: Double
  var green: Double
  var blue: Double
  var alpha: Double

  /// A colour from components in 0...1; values outside are clamped, NaN becomes 0.
  init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = Self.clamp(red)
    self.green = Self.clamp(green)
    self.blue = Self.clamp(blue)
    self.alpha = Self.clamp(alpha)
  }

  /// A colour from 8-bit components and an alpha in 0...1, as Apple's colour tables list them.
  init(_ red: Int, _ green: Int, _ blue: Int, alpha: Double = 1) {
    self.init(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: alpha)
  }

  /// The wire colour's components, ignoring its dynamic name.
  init(_ color: ShieldColor) {
    self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
  }

  static let white = RGBAColor(255, 255, 255)
  static let black = RGBAColor(0, 0, 0)

  /// `#rrggbb`, ignoring alpha.
  var hex: String {
    "#"
      + [red, green, blue].map { component in
        let byte = Int((component * 255).rounded())
        let digits = String(byte, radix: 16)
        return digits.count == 1 ? "0" + digits : digits
      }.joined()
  }

  /// The same colour with its alpha multiplied by `factor`.
  func withAlpha(multipliedBy factor: Double) -> RGBAColor {
    RGBAColor(red: red, green: green, blue: blue, alpha: alpha * factor)
  }

  /// This colour painted over `background` (source-over), with the background's alpha kept opaque.
  func composited(over background: RGBAColor) -> RGBAColor {
    RGBAColor(
      red: red * alpha + background.red * (1 - alpha),
      green: green * alpha + background.green * (1 - alpha),
      blue: blue * alpha + background.blue * (1 - alpha),
      alpha: 1
    )
  }

  /// Relative luminance (WCAG), ignoring alpha: 0 is black, 1 is white.
  var luminance: Double {
    func linear(_ value: Double) -> Double {
      value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
  }

  private static func clamp(_ value: Double) -> Double {
    value.isNaN ? 0 : min(max(value, 0), 1)
  }
}
