public import Foundation

/// A gesture recognizer, as UIKit's `UIGestureRecognizer`: attached to a view with
/// `addGestureRecognizer(_:)` and kept there. No touches reach an app under the host, so none
/// ever recognizes: its state stays `.possible`. Linux has no `Selector`, so the target and
/// action forms (`init(target:action:)`, `addTarget(_:action:)`) are not provided.
@MainActor @preconcurrency
open class UIGestureRecognizer: NSObject {
  /// Where a recognizer is in recognizing, as `UIGestureRecognizer.State`, with Apple's raw values.
  public enum State: Int, Sendable {
    case possible, began, changed, ended, cancelled, failed
    /// A discrete gesture recognized: `ended`.
    public static let recognized = State.ended
  }

  /// The view it is attached to.
  open internal(set) weak var view: UIView?
  /// Where it is in recognizing: `.possible` here, always.
  open var state: State = .possible
  open var isEnabled = true
  open var cancelsTouchesInView = true
  open var delaysTouchesBegan = false
  open var delaysTouchesEnded = true
  open var name: String?
  /// Asked whether to begin and with whom to recognize; kept (nothing recognizes here).
  open weak var delegate: (any UIGestureRecognizerDelegate)?

  public override init() { super.init() }

  /// The touches it is tracking: none here.
  open var numberOfTouches: Int { 0 }

  /// Where the gesture is in `view`'s coordinates: the origin here, no touch being down.
  open func location(in view: UIView?) -> CGPoint { .zero }

  /// Makes this recognizer wait until `otherGestureRecognizer` fails; kept.
  open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {}
}

/// What a gesture recognizer's delegate answers, as UIKit's `UIGestureRecognizerDelegate`; every
/// method has UIKit's default.
@MainActor @preconcurrency
public protocol UIGestureRecognizerDelegate: AnyObject {
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
}

extension UIGestureRecognizerDelegate {
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }
}
