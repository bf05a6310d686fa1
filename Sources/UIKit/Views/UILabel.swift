public import Foundation

/// Text, as UIKit's `UILabel`.
@MainActor @preconcurrency
open class UILabel: UIView {
  open var text: String?
  open var font: UIFont! = .systemFont(ofSize: 17)
  open var textColor: UIColor! = .label
  open var textAlignment: NSTextAlignment = .natural
  open var numberOfLines = 1
  open var adjustsFontSizeToFitWidth = false
  open var minimumScaleFactor: CGFloat = 0
  open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
  open var adjustsFontForContentSizeCategory = false
  open var isEnabled = true
  open override class func appearance() -> UILabel { AppearanceProxies.proxy(UILabel.self) { UILabel(frame: .zero) } }
  open override class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UILabel {
    appearance()
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = nil
  }

  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// The text with attributes: setting it sets `text` to its characters, and `font` and
  /// `textColor` to those of its first character when it names them (the host draws a label in
  /// one font and colour).
  open var attributedText: NSAttributedString? {
    get { text.map { NSAttributedString(string: $0, attributes: [.font: font as Any, .foregroundColor: textColor as Any]) } }
    set {
      text = newValue?.string
      guard let newValue, newValue.length > 0 else { return }
      let attributes = newValue.attributes(at: 0, effectiveRange: nil)
      if let font = attributes[.font] as? UIFont { self.font = font }
      if let color = attributes[.foregroundColor] as? UIColor { textColor = color }
    }
  }

  /// About the size the text takes on one line in the system font.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let pointSize = font?.pointSize ?? 17
    let width = CGFloat(text?.count ?? 0) * pointSize * 0.55
    return CGSize(width: min(width, size.width), height: (font?.lineHeight ?? pointSize * 1.2))
  }

  open override var intrinsicContentSize: CGSize {
    sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
  }
}

/// How a label breaks lines, as `NSLineBreakMode`.
public enum NSLineBreakMode: Int, Sendable {
  case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// An image, as UIKit's `UIImageView`.
@MainActor @preconcurrency
open class UIImageView: UIView {
  open var image: UIImage?
  open var highlightedImage: UIImage?
  open var isHighlighted = false

  public init(image: UIImage?) {
    self.image = image
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
  }

  public override init(frame: CGRect) { super.init(frame: frame) }

  public required init?(coder: NSCoder) { super.init(coder: coder) }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }

  /// The image's size; none without an image.
  open override var intrinsicContentSize: CGSize { image?.size ?? CGSize(width: -1, height: -1) }
}

/// A visual effect, as UIKit's `UIVisualEffect`.
// @unchecked: the class has no stored state and its subclass here (UIBlurEffect) is immutable, as
// Apple's effects are; it is open, as UIKit's is, so a subclass outside this module that adds
// mutable state takes on the proof itself.
open class UIVisualEffect: NSObject, @unchecked Sendable {}

/// The vibrancy that content above a blur takes, as UIKit's `UIVibrancyEffect`: the content is
/// drawn (vibrant, not blurred), so a view with this effect hides nothing.
// @unchecked: immutable, its two stored properties are `let`s of Sendable types (a final,
// immutable `UIBlurEffect` and an enum); open, as UIKit's is, so a subclass outside this module
// that adds mutable state takes on the proof itself, as with `UIVisualEffect`.
open class UIVibrancyEffect: UIVisualEffect, @unchecked Sendable {
  public let blurEffect: UIBlurEffect
  public let style: UIVibrancyEffectStyle

  public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle = .label) {
    self.blurEffect = blurEffect
    self.style = style
    super.init()
  }
}

/// How vibrant content is drawn, as UIKit's `UIVibrancyEffectStyle`.
public enum UIVibrancyEffectStyle: Int, Sendable {
  case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
}
