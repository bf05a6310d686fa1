public import Foundation

/// A colour, as UIKit's `UIColor`: sRGB components in 0...1, plus the name of a dynamic system
/// colour (such as `label`) so the host can resolve it for dark appearance.
///
/// Immutable: every stored property is a `let`, which is what makes it `Sendable`.
public final class UIColor: NSObject, Sendable {
  /// The red component, 0...1 (light appearance for dynamic colours).
  public let redComponent: Double
  /// The green component, 0...1.
  public let greenComponent: Double
  /// The blue component, 0...1.
  public let blueComponent: Double
  /// The opacity, 0...1.
  public let alphaComponent: Double
  /// The system colour's name (`"label"`, `"systemBlue"`), nil for a fixed colour.
  public let systemName: String?
  /// The colour for the dark appearance, when it differs and is known here (an asset catalog
  /// colour set with a dark appearance); `resolvedColor(with:)` returns it.
  package let darkVariant: UIColor?

  /// A colour from sRGB components; values outside 0...1 are kept (and flagged by `conform`).
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    (redComponent, greenComponent, blueComponent, alphaComponent) = (red, green, blue, alpha)
    systemName = nil
    darkVariant = nil
    super.init()
  }

  /// A grey.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  package init(red: Double, green: Double, blue: Double, alpha: Double = 1, systemName: String?, darkVariant: UIColor? = nil) {
    (redComponent, greenComponent, blueComponent, alphaComponent) = (red, green, blue, alpha)
    self.systemName = systemName
    self.darkVariant = darkVariant
    super.init()
  }

  /// The same colour with another opacity.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(
      red: redComponent, green: greenComponent, blue: blueComponent, alpha: alpha, systemName: systemName,
      darkVariant: darkVariant?.withAlphaComponent(alpha))
  }

  /// Reads the components, as UIKit does; returns true.
  @discardableResult
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    red?.pointee = redComponent
    green?.pointee = greenComponent
    blue?.pointee = blueComponent
    alpha?.pointee = alphaComponent
    return true
  }

  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIColor else { return false }
    return redComponent == other.redComponent && greenComponent == other.greenComponent
      && blueComponent == other.blueComponent && alphaComponent == other.alphaComponent
      && systemName == other.systemName
  }

  public override var hash: Int {
    var hasher = Hasher()
    hasher.combine(redComponent)
    hasher.combine(greenComponent)
    hasher.combine(blueComponent)
    hasher.combine(alphaComponent)
    hasher.combine(systemName)
    return hasher.finalize()
  }

  public override var description: String {
    if let systemName { return "UIColor.\(systemName)" }
    return "UIColor(red: \(redComponent), green: \(greenComponent), blue: \(blueComponent), alpha: \(alphaComponent))"
  }
}
