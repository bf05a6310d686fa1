public import Foundation

/// An event UIKit delivers to responders, as UIKit's `UIEvent`. No touches reach an app here
/// (the host drives its lifecycle, not its screen), so events exist for the code that receives
/// or forwards them to compile: an overlay window's `hitTest(_:with:)`, a view's `touchesBegan`.
@MainActor @preconcurrency
open class UIEvent: NSObject {
  /// The kind of an event, as `UIEvent.EventType`.
  public enum EventType: Int, Sendable {
    case touches, motion, remoteControl, presses, scroll = 10, hover, transform
  }

  public override init() { super.init() }

  open var type: EventType { .touches }
  /// When the event happened, in seconds since the system started.
  open var timestamp: TimeInterval { 0 }
  /// The touches of the event: none here.
  open var allTouches: Set<UITouch>? { nil }
}

/// A finger on the screen, as UIKit's `UITouch`.
@MainActor @preconcurrency
open class UITouch: NSObject {
  /// Where a touch is in its gesture, as `UITouch.Phase`.
  public enum Phase: Int, Sendable { case began, moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited }

  public override init() { super.init() }

  open var phase: Phase { .began }
  open var tapCount: Int { 1 }
  open var timestamp: TimeInterval { 0 }
  open var view: UIView? { nil }
  open var window: UIWindow? { nil }
  /// Where the touch is in `view`'s coordinates.
  open func location(in view: UIView?) -> CGPoint { .zero }
  open func previousLocation(in view: UIView?) -> CGPoint { .zero }
}
