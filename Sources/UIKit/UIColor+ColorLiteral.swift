/// `#colorLiteral(red:green:blue:alpha:)`, which Xcode's colour picker writes: a `UIColor`, as
/// UIKit makes it (sRGB components).
extension UIColor: _ExpressibleByColorLiteral {
  /// The colour a `#colorLiteral` names.
  public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
    self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
  }
}

/// The type a `#colorLiteral` has when nothing else decides it: `UIColor`, as with UIKit.
public typealias _ColorLiteralType = UIColor
