public import BundleResources
public import Foundation
public import UIKit

/// A colour, as SwiftUI's `Color`: what a shield extension does with one without drawing a
/// view (build it, change its opacity, turn it into a `UIColor` for `ShieldConfiguration`).
///
/// A colour here is already resolved to sRGB components, like `UIColor`; a colour from the asset
/// catalog keeps its dark appearance for `UIColor(_:)`.
public struct Color: Hashable, Sendable, CustomStringConvertible {
  /// The colour as UIKit sees it.
  let uiColor: UIColor

  init(uiColor: UIColor, description: String) {
    self.uiColor = uiColor
    self.description = description
  }

  /// How the colour was made, as SwiftUI prints it.
  public let description: String

  /// A material's `UIBlurEffect.Style` raw value: a shape filled with it blurs what lies beneath
  /// (nil for a plain colour).
  var materialBlurStyle: Int?

  /// A colour space for components, as SwiftUI's `Color.RGBColorSpace`.
  public enum RGBColorSpace: Hashable, Sendable {
    case sRGB, sRGBLinear, displayP3
  }

  /// The colour set called `name` in the extension's asset catalog. Not optional, as in SwiftUI:
  /// a name the catalog lacks logs "No color named '…' found in asset catalog" and draws clear.
  public init(_ name: String, bundle: Bundle? = nil) {
    self.init(ColorResource(name: name, bundle: bundle ?? .main))
  }

  /// The colour a generated asset symbol names (`Color(.brandBlue)`).
  public init(_ resource: ColorResource) {
    self.init(uiColor: UIColor(resource: resource), description: "NamedColor(name: \"\(resource.name)\", bundle: nil)")
  }

  /// A colour from a `UIColor`.
  public init(uiColor: UIColor) { self.init(uiColor: uiColor, description: uiColor.description) }
  /// The colour of a Core Graphics colour.
  public init(cgColor: CGColor) { self.init(uiColor: UIColor(cgColor: cgColor)) }

  /// A colour from a `UIColor` (the older spelling).
  public init(_ color: UIColor) { self.init(uiColor: color) }

  /// A colour from components in `colorSpace` (sRGB by default), each 0...1.
  public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
    let color: UIColor =
      switch colorSpace {
      case .sRGB: UIColor(red: red, green: green, blue: blue, alpha: opacity)
      case .displayP3: UIColor(displayP3Red: red, green: green, blue: blue, alpha: opacity)
      case .sRGBLinear:
        UIColor(red: Self.encoded(red), green: Self.encoded(green), blue: Self.encoded(blue), alpha: opacity)
      }
    self.init(uiColor: color, description: String(format: "#%02X%02X%02X%02X", Self.byte(color.redComponent),
      Self.byte(color.greenComponent), Self.byte(color.blueComponent), Self.byte(opacity)))
  }

  /// A grey.
  public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
    self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
  }

  /// A colour from hue, saturation and brightness, each 0...1.
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    self.init(uiColor: UIColor(hue: hue, saturation: saturation, brightness: brightness, alpha: opacity))
  }

  /// The same colour at `opacity` times its own opacity.
  public func opacity(_ opacity: Double) -> Color {
    Color(uiColor: uiColor.withAlphaComponent(uiColor.alphaComponent * opacity), description: "\(opacity * 100)% \(description)")
  }

  public static func == (left: Color, right: Color) -> Bool { left.uiColor == right.uiColor }
  public func hash(into hasher: inout Hasher) { hasher.combine(uiColor) }

  private static func byte(_ value: Double) -> Int { Int((min(max(value, 0), 1) * 255).rounded()) }

  private static func encoded(_ value: Double) -> Double {
    value <= 0.0031308 ? value * 12.92 : 1.055 * pow(value, 1 / 2.4) - 0.055
  }
}

extension UIColor {
  /// The UIKit colour of a SwiftUI colour, as SwiftUI's initialiser (`UIColor(Color.brandBlue)`).
  public convenience init(_ color: Color) {
    let source = color.uiColor
    self.init(
      red: source.redComponent, green: source.greenComponent, blue: source.blueComponent, alpha: source.alphaComponent,
      systemName: source.systemName, darkVariant: source.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)))
  }
}
