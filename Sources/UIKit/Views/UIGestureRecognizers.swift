public import Foundation

/// A tap, as UIKit's `UITapGestureRecognizer`: its requirements kept, never recognized here.
open class UITapGestureRecognizer: UIGestureRecognizer {
  open var numberOfTapsRequired = 1
  open var numberOfTouchesRequired = 1
}

/// A press held in place, as UIKit's `UILongPressGestureRecognizer`: kept, never recognized here.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
  /// Seconds the finger must stay down (UIKit's default, half a second).
  open var minimumPressDuration: TimeInterval = 0.5
  open var numberOfTouchesRequired = 1
  open var numberOfTapsRequired = 0
  /// Points the finger may move before the press fails.
  open var allowableMovement: CGFloat = 10
}

/// A drag, as UIKit's `UIPanGestureRecognizer`: kept, never recognized here, so it has moved
/// nowhere.
open class UIPanGestureRecognizer: UIGestureRecognizer {
  open var minimumNumberOfTouches = 1
  open var maximumNumberOfTouches = Int.max
  private var translation = CGPoint.zero

  /// How far the drag has moved in `view`'s coordinates: what `setTranslation(_:in:)` last set.
  open func translation(in view: UIView?) -> CGPoint { translation }
  open func setTranslation(_ translation: CGPoint, in view: UIView?) { self.translation = translation }
  /// How fast the drag moves, points per second: still here.
  open func velocity(in view: UIView?) -> CGPoint { .zero }
}

/// A swipe, as UIKit's `UISwipeGestureRecognizer`: kept, never recognized here.
open class UISwipeGestureRecognizer: UIGestureRecognizer {
  /// The directions a swipe is recognized in, as `UISwipeGestureRecognizer.Direction`, with
  /// Apple's raw values.
  public struct Direction: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let right = Direction(rawValue: 1 << 0)
    public static let left = Direction(rawValue: 1 << 1)
    public static let up = Direction(rawValue: 1 << 2)
    public static let down = Direction(rawValue: 1 << 3)
  }

  /// UIKit's default: to the right.
  open var direction: Direction = .right
  open var numberOfTouchesRequired = 1
}

/// A pinch, as UIKit's `UIPinchGestureRecognizer`: kept, never recognized here.
open class UIPinchGestureRecognizer: UIGestureRecognizer {
  /// How far apart the fingers are against where they started (1 until a pinch, which never comes).
  open var scale: CGFloat = 1
  open var velocity: CGFloat { 0 }
}

/// A turn of two fingers, as UIKit's `UIRotationGestureRecognizer`: kept, never recognized here.
open class UIRotationGestureRecognizer: UIGestureRecognizer {
  /// Radians turned (none until a turn, which never comes).
  open var rotation: CGFloat = 0
  open var velocity: CGFloat { 0 }
}
