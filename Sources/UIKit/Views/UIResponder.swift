public import Foundation

/// The base of the app delegate, the scene delegate, views and view controllers, as UIKit's.
///
/// UIKit creates the app and scene delegates from their class names. Without an Objective-C
/// runtime that takes a `required` initializer, so `init?(coder:)` is a required *convenience*
/// initializer here that calls `init()`: a delegate that declares its own `override init()`
/// inherits it (Swift inherits convenience initializers when every designated one is
/// overridden), and its `init()` runs, as on iOS. Views and view controllers implement it as
/// the designated initializer they declare on iOS.
@MainActor @preconcurrency
open class UIResponder: NSObject {
  public override init() { super.init() }

  /// Used by the runtime to create delegates by name: calls the subclass's `init()`.
  public required convenience init?(coder: NSCoder) { self.init() }

  /// The next responder: a view's superview or view controller, a view controller's view's superview.
  open var next: UIResponder? { nil }

  /// Called on each object a nib or storyboard made, once all are connected (UIKit declares it
  /// on `NSObject`). Nothing is loaded from nibs here, so the host never calls it: an override
  /// compiles, and setup it does must also be reachable from `init` to run.
  open func awakeFromNib() {}

  /// Called by Interface Builder's live rendering, never at run time (as on iOS).
  open func prepareForInterfaceBuilder() {}

  open var canBecomeFirstResponder: Bool { false }
  open var isFirstResponder: Bool { false }
  @discardableResult open func becomeFirstResponder() -> Bool { false }
  @discardableResult open func resignFirstResponder() -> Bool { true }

  // Touches, as a responder receives them: no touch reaches an app here, so these are for the
  // code that overrides them to compile; each passes the touches on to the next responder.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }
}

/// The coder the runtime passes when it creates a delegate from its class name: it holds nothing.
final class CreationCoder: NSCoder {}
