public import Foundation

extension UIImage {
  /// How an SF Symbol is drawn, as UIKit's `UIImage.SymbolConfiguration`. Its point size sets
  /// the image's `size`; the shield draws its icon at a fixed size.
  public final class SymbolConfiguration: Sendable {
    /// The configuration's point size, if one was given (a text style's or font's size too).
    public let pointSize: CGFloat?
    /// The configuration's weight.
    public let weight: SymbolWeight
    /// The configuration's scale relative to the point size.
    public let scale: SymbolScale
    /// The colours of a palette or hierarchical configuration, in order (not drawn: the host
    /// draws a symbol as a labelled placeholder).
    public let colors: [UIColor]

    init(pointSize: CGFloat?, weight: SymbolWeight, scale: SymbolScale, colors: [UIColor]) {
      self.pointSize = pointSize
      self.weight = weight
      self.scale = scale
      self.colors = colors
    }

    /// A configuration with a point size and weight.
    public convenience init(pointSize: CGFloat, weight: SymbolWeight = .regular) {
      self.init(pointSize: pointSize, weight: weight, scale: .default, colors: [])
    }

    /// A configuration with a point size, weight and scale.
    public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
      self.init(pointSize: pointSize, weight: weight, scale: scale, colors: [])
    }

    /// A configuration with a weight.
    public convenience init(weight: SymbolWeight) {
      self.init(pointSize: nil, weight: weight, scale: .default, colors: [])
    }

    /// A configuration with a scale.
    public convenience init(scale: SymbolScale) {
      self.init(pointSize: nil, weight: .unspecified, scale: scale, colors: [])
    }

    /// A configuration sized like text in `textStyle`.
    public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale = .default) {
      self.init(pointSize: textStyle.pointSize, weight: .unspecified, scale: scale, colors: [])
    }

    /// A configuration sized like `font`.
    public convenience init(font: UIFont, scale: SymbolScale = .default) {
      self.init(pointSize: font.pointSize, weight: .unspecified, scale: scale, colors: [])
    }

    /// A configuration drawing the symbol's layers in `paletteColors`.
    public convenience init(paletteColors: [UIColor]) {
      self.init(pointSize: nil, weight: .unspecified, scale: .default, colors: paletteColors)
    }

    /// A configuration drawing the symbol's layers in shades of `hierarchicalColor`.
    public convenience init(hierarchicalColor: UIColor) {
      self.init(pointSize: nil, weight: .unspecified, scale: .default, colors: [hierarchicalColor])
    }

    /// A configuration preferring the symbol's own colours.
    public static func preferringMulticolor() -> SymbolConfiguration {
      SymbolConfiguration(pointSize: nil, weight: .unspecified, scale: .default, colors: [])
    }

    /// This configuration with what `other` sets laid over it.
    public func applying(_ other: SymbolConfiguration?) -> SymbolConfiguration {
      guard let other else { return self }
      return SymbolConfiguration(
        pointSize: other.pointSize ?? pointSize, weight: other.weight == .unspecified ? weight : other.weight,
        scale: other.scale == .default ? scale : other.scale, colors: other.colors.isEmpty ? colors : other.colors)
    }
  }

  /// A symbol's size relative to its point size, as UIKit's `UIImage.SymbolScale`, with Apple's raw values.
  public enum SymbolScale: Int, Sendable {
    case `default` = -1
    case unspecified = 0
    case small, medium, large
  }

  /// The stroke weight of a symbol, as UIKit's `UIImage.SymbolWeight`, with Apple's raw values.
  public enum SymbolWeight: Int, Sendable {
    case unspecified = 0
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
  }

  /// An SF Symbol with a configuration (see ``SymbolConfiguration``).
  public convenience init?(systemName: String, withConfiguration configuration: SymbolConfiguration?) {
    self.init(
      symbol: systemName, asset: nil, data: nil, tint: nil, mode: .alwaysTemplate, scale: 3,
      size: Self.symbolSize(pointSize: configuration?.pointSize ?? UIImage.bodySymbolPointSize))
  }

  /// The same symbol with `configuration` laid over the one it has; nil for an image that is not
  /// a symbol, as in UIKit.
  public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
    guard let symbolName else { return nil }
    guard let pointSize = configuration.pointSize else { return self }
    return UIImage(
      symbol: symbolName, asset: nil, data: nil, tint: tintColor, mode: renderingMode, scale: scale,
      size: Self.symbolSize(pointSize: pointSize))
  }

  /// The same image with `configuration`: a symbol's applied, any other image's unchanged.
  public func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage {
    applyingSymbolConfiguration(configuration) ?? self
  }

  /// An image from a PNG or JPEG file, for example one in an App Group container; nil when the
  /// file cannot be read or is neither.
  public convenience init?(contentsOfFile path: String) {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    self.init(data: data)
  }
}
