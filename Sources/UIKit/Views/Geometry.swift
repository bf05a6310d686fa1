public import Foundation

/// Insets, as UIKit's `UIEdgeInsets`.
public struct UIEdgeInsets: Hashable, Sendable {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat

  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
  }

  public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// The `CGRect` helpers UIKit and CoreGraphics add that Foundation on Linux lacks.
extension CGRect {
  /// The rectangle shrunk by `insets`, as UIKit's `inset(by:)`.
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.left, y: origin.y + insets.top, width: size.width - insets.left - insets.right,
      height: size.height - insets.top - insets.bottom)
  }

  /// The centre point.
  public var center: CGPoint { CGPoint(x: midX, y: midY) }
}

/// An orientation mask, as UIKit's `UIInterfaceOrientationMask`.
public struct UIInterfaceOrientationMask: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
  public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
  public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
  public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
  public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
  public static let all: UIInterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscape]
  public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscape]
}

/// Text alignment, as `NSTextAlignment`.
public enum NSTextAlignment: Int, Sendable {
  case left = 0
  case center = 1
  case right = 2
  case justified = 3
  case natural = 4
}
