import UIKit

extension Gradient {
  /// The space a gradient or a mix interpolates in, as SwiftUI's `Gradient.ColorSpace` (iOS 18).
  public struct ColorSpace: Hashable, Sendable {
    let isPerceptual: Bool
    /// Straight between the device's sRGB components.
    public static let device = ColorSpace(isPerceptual: false)
    /// Evenly to the eye: through Oklab, as SwiftUI mixes by default.
    public static let perceptual = ColorSpace(isPerceptual: true)
  }
}

extension Color {
  /// This colour `fraction` of the way to `other` (0 is this colour, 1 is `other`), as SwiftUI's
  /// `mix(with:by:in:)` (iOS 18); a colour that changes with the appearance mixes in each.
  public func mix(with other: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
    let fraction = min(max(fraction, 0), 1)
    func mixed(_ style: UIUserInterfaceStyle) -> UIColor {
      let traits = UITraitCollection(userInterfaceStyle: style)
      return Self.mix(uiColor.resolvedColor(with: traits), other.uiColor.resolvedColor(with: traits), fraction, colorSpace)
    }
    let light = mixed(.light)
    let dark = uiColor.darkVariant != nil || other.uiColor.darkVariant != nil ? mixed(.dark) : nil
    let color = UIColor(
      red: light.redComponent, green: light.greenComponent, blue: light.blueComponent, alpha: light.alphaComponent,
      systemName: nil, darkVariant: dark)
    return Color(uiColor: color, description: "\(description) mixed with \(other.description) by \(fraction)")
  }

  private static func mix(_ from: UIColor, _ to: UIColor, _ fraction: Double, _ space: Gradient.ColorSpace) -> UIColor {
    func between(_ a: Double, _ b: Double) -> Double { a + (b - a) * fraction }
    let alpha = between(from.alphaComponent, to.alphaComponent)
    guard space.isPerceptual else {
      return UIColor(
        red: between(from.redComponent, to.redComponent), green: between(from.greenComponent, to.greenComponent),
        blue: between(from.blueComponent, to.blueComponent), alpha: alpha)
    }
    let (a, b) = (Oklab(from), Oklab(to))
    return Oklab(lightness: between(a.lightness, b.lightness), a: between(a.a, b.a), b: between(a.b, b.b)).color(alpha: alpha)
  }
}

/// A colour in Oklab (Björn Ottosson, 2020): lightness and two opponent axes, from linear sRGB.
private struct Oklab {
  var lightness: Double
  var a: Double
  var b: Double

  init(lightness: Double, a: Double, b: Double) {
    (self.lightness, self.a, self.b) = (lightness, a, b)
  }

  init(_ color: UIColor) {
    let (r, g, b) = (Self.linear(color.redComponent), Self.linear(color.greenComponent), Self.linear(color.blueComponent))
    let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
    let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
    let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
    lightness = 0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s
    a = 1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s
    self.b = 0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s
  }

  func color(alpha: Double) -> UIColor {
    let l = pow(lightness + 0.3963377774 * a + 0.2158037573 * b, 3)
    let m = pow(lightness - 0.1055613458 * a - 0.0638541728 * b, 3)
    let s = pow(lightness - 0.0894841775 * a - 1.2914855480 * b, 3)
    let red = 4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s
    let green = -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s
    let blue = -0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s
    return UIColor(red: Self.encoded(red), green: Self.encoded(green), blue: Self.encoded(blue), alpha: alpha)
  }

  private static func linear(_ value: Double) -> Double {
    value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
  }

  private static func encoded(_ value: Double) -> Double {
    let value = min(max(value, 0), 1)
    return value <= 0.0031308 ? value * 12.92 : 1.055 * pow(value, 1 / 2.4) - 0.055
  }
}
