public import Foundation

/// A font, as UIKit's `UIFont`: the system font by size and weight, the text styles, and fonts by
/// name. Text drawn into an image uses its size and weight.
public final class UIFont: NSObject, Sendable {
  /// A weight, as UIKit's `UIFont.Weight`, with Apple's raw values.
  public struct Weight: RawRepresentable, Hashable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

    public static let ultraLight = Weight(-0.8)
    public static let thin = Weight(-0.6)
    public static let light = Weight(-0.4)
    public static let regular = Weight(0)
    public static let medium = Weight(0.23)
    public static let semibold = Weight(0.3)
    public static let bold = Weight(0.4)
    public static let heavy = Weight(0.56)
    public static let black = Weight(0.62)
  }

  /// A text style, as UIKit's `UIFont.TextStyle`, with Apple's raw values.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

    /// The point size at the default Dynamic Type size.
    var pointSize: CGFloat {
      switch self {
      case .largeTitle: 34
      case .title1: 28
      case .title2: 22
      case .title3: 20
      case .headline, .body: 17
      case .callout: 16
      case .subheadline: 15
      case .footnote: 13
      case .caption1: 12
      default: 11
      }
    }
  }

  /// The size in points.
  public let pointSize: CGFloat
  /// The PostScript name (`.SFUI-Regular` for the system font).
  public let fontName: String
  /// The weight.
  public let weight: Weight

  init(name: String, size: CGFloat, weight: Weight) {
    fontName = name
    pointSize = size
    self.weight = weight
    super.init()
  }

  /// A font by name; never nil here (no font files to check), drawn in the system face.
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    self.init(name: fontName, size: fontSize, weight: .regular)
  }

  public static func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }
  public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(name: ".SFUI-\(weight == .regular ? "Regular" : "Weighted")", size: fontSize, weight: weight)
  }
  public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }
  public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize) }
  public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    systemFont(ofSize: fontSize, weight: weight)
  }
  public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    systemFont(ofSize: style.pointSize, weight: style == .headline ? .semibold : .regular)
  }

  /// The same font at another size.
  public func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(name: fontName, size: fontSize, weight: weight) }

  /// The distance from the top of a line to the baseline.
  public var ascender: CGFloat { pointSize * 0.95 }
  /// The distance below the baseline (negative).
  public var descender: CGFloat { -pointSize * 0.24 }
  /// The height of a line.
  public var lineHeight: CGFloat { ascender - descender }
}
