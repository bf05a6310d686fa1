public import Foundation

/// A font's description, as UIKit's `UIFontDescriptor`: its name, size and weight, and, for the
/// system font, its design. Fonts made from it are drawn in the system face at its size and weight;
/// the design (rounded, serif, monospaced) is not drawn.
public final class UIFontDescriptor: NSObject, Sendable {
  /// A design of the system font, as `UIFontDescriptor.SystemDesign`, with Apple's raw values.
  public struct SystemDesign: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
    public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
    public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
    public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
  }

  /// The font's PostScript name.
  public let postscriptName: String
  /// The size in points.
  public let pointSize: CGFloat
  /// The weight.
  let weight: UIFont.Weight
  /// The design, for a descriptor of the system font; nil for a font by name.
  let design: SystemDesign?

  init(postscriptName: String, pointSize: CGFloat, weight: UIFont.Weight, design: SystemDesign?) {
    self.postscriptName = postscriptName
    self.pointSize = pointSize
    self.weight = weight
    self.design = design
    super.init()
  }

  /// A descriptor of the font named `fontName` at `size`.
  public convenience init(name fontName: String, size: CGFloat) {
    self.init(postscriptName: fontName, pointSize: size, weight: .regular, design: nil)
  }

  /// The same descriptor in another design: Apple's page says "if the original font descriptor is
  /// from a system UI font; otherwise, `nil`".
  public func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
    guard self.design != nil else { return nil }
    return UIFontDescriptor(postscriptName: postscriptName, pointSize: pointSize, weight: weight, design: design)
  }

  /// The same descriptor at another size.
  public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
    UIFontDescriptor(postscriptName: postscriptName, pointSize: newPointSize, weight: weight, design: design)
  }
}

extension UIFont {
  /// The font's descriptor: the system font's has the default design, a font by name none.
  public var fontDescriptor: UIFontDescriptor {
    UIFontDescriptor(
      postscriptName: fontName, pointSize: pointSize, weight: weight, design: fontName.hasPrefix(".SFUI-") ? .default : nil)
  }

  /// The font `descriptor` describes; a `pointSize` greater than 0 takes precedence over the
  /// descriptor's size, as Apple's page says.
  public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
    self.init(name: descriptor.postscriptName, size: pointSize > 0 ? pointSize : descriptor.pointSize, weight: descriptor.weight)
  }
}
