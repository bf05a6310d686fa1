public import Foundation

/// A spinning wheel, as UIKit's `UIActivityIndicatorView`: nothing a person reads, so it is
/// captured as a plain view of its size (the wheel is not drawn); hidden when stopped, unless
/// `hidesWhenStopped` is false, as on iOS.
@MainActor @preconcurrency
open class UIActivityIndicatorView: UIView {
  /// The size and colour of the wheel, as `UIActivityIndicatorView.Style`.
  public enum Style: Int, Sendable {
    case whiteLarge = 0, white = 1, gray = 2, medium = 100, large = 101
  }

  open var style: Style
  /// The wheel's colour (nil: the style's grey).
  open var color: UIColor?
  /// Whether a stopped wheel is hidden (true by default, as on iOS).
  open var hidesWhenStopped = true {
    didSet { isHidden = hidesWhenStopped && !isAnimating }
  }
  open private(set) var isAnimating = false

  public init(style: Style) {
    self.style = style
    super.init(frame: .zero)
    frame.size = intrinsicContentSize
    isHidden = true
  }

  public override convenience init(frame: CGRect) {
    self.init(style: .medium)
    self.frame = frame
  }

  public required init?(coder: NSCoder) {
    style = .medium
    super.init(coder: coder)
    isHidden = true
  }

  open func startAnimating() {
    isAnimating = true
    isHidden = false
  }

  open func stopAnimating() {
    isAnimating = false
    if hidesWhenStopped { isHidden = true }
  }

  open override var intrinsicContentSize: CGSize {
    switch style {
    case .large, .whiteLarge: CGSize(width: 37, height: 37)
    default: CGSize(width: 20, height: 20)
    }
  }
}
