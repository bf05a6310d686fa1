public import Foundation

/// The base of the app delegate, the scene delegate, views and view controllers, as UIKit's.
///
/// UIKit creates the app and scene delegates from their class names. Without an Objective-C
/// runtime that takes a `required` initializer, and `init?(coder:)` is the one every view and view
/// controller subclass already writes (UIKit requires it there too), so the delegates are made
/// with it: an app or scene delegate that declares its own `init()` also writes
/// `required init?(coder: NSCoder)`, the one difference from iOS.
@MainActor
open class UIResponder: NSObject {
  public override init() { super.init() }

  /// Used by the runtime to create delegates by name; views and view controllers decode nothing.
  public required init?(coder: NSCoder) { super.init() }

  /// The next responder: a view's superview or view controller, a view controller's view's superview.
  open var next: UIResponder? { nil }

  open var canBecomeFirstResponder: Bool { false }
  open var isFirstResponder: Bool { false }
  @discardableResult open func becomeFirstResponder() -> Bool { false }
  @discardableResult open func resignFirstResponder() -> Bool { true }
}

/// The coder the runtime passes when it creates a delegate from its class name: it holds nothing.
final class CreationCoder: NSCoder {}
