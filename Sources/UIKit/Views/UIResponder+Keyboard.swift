public import Foundation

// The keyboard's notifications and their user info keys, as UIKit declares them on
// `UIResponder`: apps observe them to move a field above the keyboard. The host shows no
// keyboard, so none is ever posted; code that observes them compiles and waits.
extension UIResponder {
  public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
  public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
  public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
  public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
  public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
  public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")

  /// The keyboard's frame before the change, an `NSValue` of a `CGRect`.
  public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
  /// The keyboard's frame after the change, an `NSValue` of a `CGRect`.
  public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
  /// The animation's duration, an `NSNumber` of seconds.
  public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
  /// The animation's curve, an `NSNumber` of a `UIView.AnimationCurve`.
  public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
  /// Whether the keyboard belongs to this app, an `NSNumber` of a `Bool`.
  public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

extension NSValue {
  /// The rectangle the value holds, as UIKit's `cgRectValue`.
  public var cgRectValue: CGRect { rectValue }
  /// The point the value holds, as UIKit's `cgPointValue`.
  public var cgPointValue: CGPoint { pointValue }
  /// The size the value holds, as UIKit's `cgSizeValue`.
  public var cgSizeValue: CGSize { sizeValue }

  /// A value holding `rect`, as UIKit's `NSValue(cgRect:)`.
  public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
  /// A value holding `point`.
  public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
  /// A value holding `size`.
  public convenience init(cgSize size: CGSize) { self.init(size: size) }
}
