public import Foundation

/// A scrolling, editable text, as UIKit's `UITextView` (a `UIView` here: there is no
/// `UIScrollView`). The App Switcher reads what it shows: its text from the top, or nothing when
/// it is empty; nothing is typed into it and it never scrolls here.
@MainActor @preconcurrency
open class UITextView: UIView {
  open var text: String! = ""
  open var font: UIFont? = .systemFont(ofSize: 17)
  open var textColor: UIColor? = .label
  open var textAlignment: NSTextAlignment = .natural
  open var isEditable = true
  open var isSelectable = true
  open var isScrollEnabled = true
  /// The range selected (accepted; nothing is selected here).
  open var selectedRange = NSRange(location: 0, length: 0)
  /// The insets around the content and the scroll indicators (accepted; the view never scrolls).
  open var contentInset: UIEdgeInsets = .zero
  open var scrollIndicatorInsets: UIEdgeInsets = .zero
  open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
  open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
  open var contentOffset: CGPoint = .zero
  /// The keyboard, capitalisation, correction, return key and content type it asks for (accepted).
  open var keyboardType: UIKeyboardType = .default
  open var autocapitalizationType: UITextAutocapitalizationType = .sentences
  open var autocorrectionType: UITextAutocorrectionType = .default
  open var returnKeyType: UIReturnKeyType = .default
  open var textContentType: UITextContentType?
  /// Whether the text is shown as dots (accepted on a text view, as on iOS, where it has no effect).
  open var isSecureTextEntry = false
  /// The delegate (accepted; nothing is edited here).
  open weak var delegate: (any UITextViewDelegate)?

  public override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemBackground
  }

  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// The text with attributes: setting it sets `text` to its characters, and `font` and
  /// `textColor` to those of its first character when it names them.
  open var attributedText: NSAttributedString! {
    get { NSAttributedString(string: text ?? "", attributes: [.font: font as Any, .foregroundColor: textColor as Any]) }
    set {
      text = newValue?.string ?? ""
      guard let newValue, newValue.length > 0 else { return }
      let attributes = newValue.attributes(at: 0, effectiveRange: nil)
      if let font = attributes[.font] as? UIFont { self.font = font }
      if let color = attributes[.foregroundColor] as? UIColor { textColor = color }
    }
  }

  /// Scrolls `range` into view: the text is shown from the top here, so nothing moves.
  open func scrollRangeToVisible(_ range: NSRange) {}
}

/// What a text view tells its delegate, as UIKit's `UITextViewDelegate`: every method is
/// optional and none is called here.
@MainActor @preconcurrency
public protocol UITextViewDelegate: AnyObject {
  func textViewDidBeginEditing(_ textView: UITextView)
  func textViewDidEndEditing(_ textView: UITextView)
  func textViewDidChange(_ textView: UITextView)
}

extension UITextViewDelegate {
  public func textViewDidBeginEditing(_ textView: UITextView) {}
  public func textViewDidEndEditing(_ textView: UITextView) {}
  public func textViewDidChange(_ textView: UITextView) {}
}
