public import Foundation

extension UIImage {
  /// How an SF Symbol is drawn, as UIKit's `UIImage.SymbolConfiguration`. Its point size sets
  /// the image's `size`; the shield draws its icon at a fixed size.
  public final class SymbolConfiguration: Sendable {
    /// The configuration's point size, if one was given.
    public let pointSize: CGFloat?
    /// The configuration's weight.
    public let weight: SymbolWeight

    /// A configuration with a point size and weight.
    public init(pointSize: CGFloat, weight: SymbolWeight = .regular) {
      self.pointSize = pointSize
      self.weight = weight
    }

    /// A configuration with a weight.
    public init(weight: SymbolWeight) {
      pointSize = nil
      self.weight = weight
    }
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

  /// An image from a PNG or JPEG file, for example one in an App Group container; nil when the
  /// file cannot be read or is neither.
  public convenience init?(contentsOfFile path: String) {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    self.init(data: data)
  }
}
