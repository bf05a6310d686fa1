public import Foundation

/// A one-line text field, as UIKit's `UITextField` (a `UIView` here: there is no `UIControl`).
/// The App Switcher reads what it shows: its text, a dot per character when `isSecureTextEntry`,
/// or its placeholder when empty; nothing is typed into it here.
@MainActor @preconcurrency
open class UITextField: UIView {
  open override class func appearance() -> UITextField { AppearanceProxies.proxy(UITextField.self) { UITextField(frame: .zero) } }
  open override class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UITextField {
    appearance()
  }
  /// How the field's edge is drawn, as `UITextField.BorderStyle` (accepted).
  public enum BorderStyle: Int, Sendable {
    case none, line, bezel, roundedRect
  }

  /// When an overlay view (the clear button) shows, as `UITextField.ViewMode` (accepted).
  public enum ViewMode: Int, Sendable {
    case never, whileEditing, unlessEditing, always
  }

  open var text: String?
  open var placeholder: String?
  open var font: UIFont? = .systemFont(ofSize: 17)
  open var textColor: UIColor? = .label
  open var textAlignment: NSTextAlignment = .natural
  /// Whether the text is shown as dots, as a password field's is.
  open var isSecureTextEntry = false
  open var borderStyle: BorderStyle = .none
  open var clearButtonMode: ViewMode = .never
  open var isEnabled = true
  /// The keyboard, capitalisation, correction, return key and content type it asks for (accepted).
  open var keyboardType: UIKeyboardType = .default
  open var autocapitalizationType: UITextAutocapitalizationType = .sentences
  open var autocorrectionType: UITextAutocorrectionType = .default
  open var returnKeyType: UIReturnKeyType = .default
  open var textContentType: UITextContentType?
  /// The delegate (accepted; nothing is edited here).
  open weak var delegate: (any UITextFieldDelegate)?

  public override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = nil
  }

  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// What a person sees in the field: the text (dots when secure), else the placeholder.
  var displayedText: String? {
    if let text, !text.isEmpty { return isSecureTextEntry ? String(repeating: "•", count: text.count) : text }
    return placeholder
  }

  /// About the size the shown text takes on one line, at least a line high.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let pointSize = font?.pointSize ?? 17
    let width = CGFloat(displayedText?.count ?? 0) * pointSize * 0.55
    return CGSize(width: min(width, size.width), height: font?.lineHeight ?? pointSize * 1.2)
  }

  open override var intrinsicContentSize: CGSize {
    sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
  }
}

/// What a text field tells its delegate, as UIKit's `UITextFieldDelegate`: every method is
/// optional and none is called here.
@MainActor @preconcurrency
public protocol UITextFieldDelegate: AnyObject {
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
  func textFieldDidBeginEditing(_ textField: UITextField)
  func textFieldDidEndEditing(_ textField: UITextField)
}

extension UITextFieldDelegate {
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
  public func textFieldDidBeginEditing(_ textField: UITextField) {}
  public func textFieldDidEndEditing(_ textField: UITextField) {}
}
