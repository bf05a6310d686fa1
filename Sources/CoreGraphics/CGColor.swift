public import Foundation

/// A colour as Core Graphics sees it, as `CGColor`: sRGB components and an opacity. A colour
/// made from a `UIColor` (`cgColor`) keeps it, so a layer's fill set from a dynamic system colour
/// is that colour again when read back (`UIColor(cgColor:)` gives its components).
public final class CGColor: Sendable {
  let red: CGFloat
  let green: CGFloat
  let blue: CGFloat
  /// The opacity.
  public let alpha: CGFloat
  /// The colour this one was made from by another framework (UIKit's `UIColor`), if one was.
  package let source: (any Sendable)?

  package init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat, source: (any Sendable)?) {
    (self.red, self.green, self.blue, self.alpha, self.source) = (red, green, blue, alpha, source)
  }

  /// An sRGB colour of these components, 0...1, as `CGColor(red:green:blue:alpha:)`.
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: red, green: green, blue: blue, alpha: alpha, source: nil)
  }

  /// A grey of this whiteness, 0...1, as `CGColor(gray:alpha:)`.
  public convenience init(gray: CGFloat, alpha: CGFloat) {
    self.init(red: gray, green: gray, blue: gray, alpha: alpha, source: nil)
  }

  /// The components: red, green, blue, alpha.
  public var components: [CGFloat]? { [red, green, blue, alpha] }

  /// How many components it has: four (red, green, blue, alpha).
  public var numberOfComponents: Int { 4 }

  /// The same colour at another opacity, as `copy(alpha:)`.
  public func copy(alpha: CGFloat) -> CGColor? { CGColor(red: red, green: green, blue: blue, alpha: alpha) }
}
