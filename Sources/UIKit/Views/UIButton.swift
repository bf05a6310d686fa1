public import Foundation

/// A button, as UIKit's `UIButton`: its title in a label and its image in an image view, side by
/// side and centred, so the App Switcher reads the title as a person does. A configuration
/// (`UIButton.Configuration`, iOS 15) or the per-state title and image set the two.
@MainActor @preconcurrency
open class UIButton: UIControl {
  open override class func appearance() -> UIButton { AppearanceProxies.proxy(UIButton.self) { UIButton(frame: .zero) } }
  open override class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UIButton {
    appearance()
  }
  /// The kind of button, as `UIButton.ButtonType`, with Apple's raw values.
  public enum ButtonType: Int, Sendable {
    case custom = 0, system = 1, detailDisclosure = 2, infoLight = 3, infoDark = 4, contactAdd = 5, close = 7
  }

  /// How a button looks, as UIKit's `UIButton.Configuration`.
  public struct Configuration {
    /// How round the background's corners are, as `UIButton.Configuration.CornerStyle`.
    public enum CornerStyle: Sendable { case dynamic, fixed, small, medium, large, capsule }
    /// How big the button is, as `UIButton.Configuration.Size`.
    public enum Size: Sendable { case mini, small, medium, large }

    let style: String
    public var title: String?
    public var subtitle: String?
    public var image: UIImage?
    public var imagePadding: CGFloat = 0
    public var titlePadding: CGFloat = 0
    public var imagePlacement: NSDirectionalRectEdge = .leading
    public var baseForegroundColor: UIColor?
    public var baseBackgroundColor: UIColor?
    public var cornerStyle: CornerStyle = .dynamic
    public var buttonSize: Size = .medium
    public var contentInsets = NSDirectionalEdgeInsets(top: 6, leading: 12, bottom: 6, trailing: 12)
    public var showsActivityIndicator = false

    public static func plain() -> Configuration { Configuration(style: "plain") }
    public static func tinted() -> Configuration { Configuration(style: "tinted") }
    public static func gray() -> Configuration { Configuration(style: "gray") }
    public static func filled() -> Configuration { Configuration(style: "filled") }
    public static func borderless() -> Configuration { Configuration(style: "borderless") }
    public static func bordered() -> Configuration { Configuration(style: "bordered") }
    public static func borderedTinted() -> Configuration { Configuration(style: "borderedTinted") }
    public static func borderedProminent() -> Configuration { Configuration(style: "borderedProminent") }
  }

  public let buttonType: ButtonType
  /// The configuration; setting it shows its title and image.
  open var configuration: Configuration? {
    didSet { refresh() }
  }
  /// The menu the button opens (never opened here).
  open var menu: UIMenu?
  open var showsMenuAsPrimaryAction = false

  private var titles: [UInt: String] = [:]
  private var titleColors: [UInt: UIColor] = [:]
  private var images: [UInt: UIImage] = [:]
  private let label = UILabel()
  private let icon = UIImageView(image: nil)

  /// The label that shows the title.
  open var titleLabel: UILabel? { label }
  /// The image view that shows the image.
  open var imageView: UIImageView? { icon }
  /// The title shown now.
  open var currentTitle: String? { label.text }

  public init(type buttonType: ButtonType) {
    self.buttonType = buttonType
    super.init(frame: .zero)
    backgroundColor = nil
    label.textColor = buttonType == .custom ? .white : tintColor
    label.font = .systemFont(ofSize: 17)
    addSubview(icon)
    addSubview(label)
    refresh()
  }

  public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
    self.init(type: buttonType)
    if let primaryAction {
      addAction(primaryAction, for: .primaryActionTriggered)
      if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
      if let image = primaryAction.image { setImage(image, for: .normal) }
    }
  }

  public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
    self.init(type: .system, primaryAction: primaryAction)
    self.configuration = configuration
    refresh()  // an initializer's own assignment runs no observer
  }

  public override convenience init(frame: CGRect) {
    self.init(type: .custom)
    self.frame = frame
  }

  public required init?(coder: NSCoder) {
    buttonType = .system
    super.init(coder: coder)
  }

  open func setTitle(_ title: String?, for state: State) {
    titles[state.rawValue] = title
    refresh()
  }
  open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }
  open func setTitleColor(_ color: UIColor?, for state: State) {
    titleColors[state.rawValue] = color
    refresh()
  }
  open func titleColor(for state: State) -> UIColor? { titleColors[state.rawValue] ?? titleColors[State.normal.rawValue] }
  open func setImage(_ image: UIImage?, for state: State) {
    images[state.rawValue] = image
    refresh()
  }
  open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[State.normal.rawValue] }

  /// Shows the title and image for the current state (a configuration's when there is one).
  private func refresh() {
    if let configuration {
      label.text = configuration.title
      icon.image = configuration.image
      label.textColor = configuration.baseForegroundColor ?? (configuration.style.hasPrefix("filled") || configuration.style == "borderedProminent" ? .white : tintColor)
      if let background = configuration.baseBackgroundColor, configuration.style != "plain" { backgroundColor = background }
    } else {
      label.text = title(for: state)
      icon.image = image(for: state)
      if let color = titleColor(for: state) { label.textColor = color }
    }
    label.isHidden = label.text?.isEmpty ?? true
    icon.isHidden = icon.image == nil
    setNeedsLayout()
  }

  private var spacing: CGFloat { label.isHidden || icon.isHidden ? 0 : max(configuration?.imagePadding ?? 0, 4) }

  open override var intrinsicContentSize: CGSize {
    let text = label.isHidden ? .zero : label.intrinsicContentSize
    let image = icon.isHidden ? .zero : icon.intrinsicContentSize
    let insets = configuration?.contentInsets ?? NSDirectionalEdgeInsets(top: 6, leading: 0, bottom: 6, trailing: 0)
    return CGSize(
      width: text.width + max(image.width, 0) + spacing + insets.leading + insets.trailing,
      height: max(text.height, image.height, 22) + insets.top + insets.bottom)
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// The image then the title, centred in the button.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let text = label.isHidden ? .zero : label.intrinsicContentSize
    let image = icon.isHidden ? .zero : icon.intrinsicContentSize
    let width = min(bounds.width, text.width + max(image.width, 0) + spacing)
    var x = (bounds.width - width) / 2
    if !icon.isHidden {
      icon.frame = CGRect(x: x, y: (bounds.height - image.height) / 2, width: image.width, height: image.height)
      x += image.width + spacing
    }
    label.frame = CGRect(x: x, y: (bounds.height - text.height) / 2, width: max(0, min(text.width, bounds.width - x)), height: text.height)
  }
}

/// Edges in the writing direction, as UIKit's `NSDirectionalRectEdge`.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
  public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
  public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
  public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
  public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// Insets in the writing direction, as UIKit's `NSDirectionalEdgeInsets`.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
  }
  public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}

/// An on/off switch, as UIKit's `UISwitch`: 51 by 31 points, its track green when on.
@MainActor @preconcurrency
open class UISwitch: UIControl {
  open override class func appearance() -> UISwitch { AppearanceProxies.proxy(UISwitch.self) { UISwitch(frame: .zero) } }
  open override class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UISwitch {
    appearance()
  }
  open var isOn = false {
    didSet { refresh() }
  }
  open var onTintColor: UIColor? {
    didSet { refresh() }
  }
  open var thumbTintColor: UIColor?

  public override init(frame: CGRect) {
    super.init(frame: CGRect(origin: frame.origin, size: CGSize(width: 51, height: 31)))
    layer.cornerRadius = 15.5
    refresh()
  }

  public required init?(coder: NSCoder) { super.init(coder: coder) }

  open func setOn(_ on: Bool, animated: Bool) { isOn = on }

  private func refresh() { backgroundColor = isOn ? (onTintColor ?? .systemGreen) : .systemGray5 }

  open override var intrinsicContentSize: CGSize { CGSize(width: 51, height: 31) }
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
}

/// Segments of titles, one selected, as UIKit's `UISegmentedControl`: a label per segment,
/// sharing the width.
@MainActor @preconcurrency
open class UISegmentedControl: UIControl {
  open override class func appearance() -> UISegmentedControl { AppearanceProxies.proxy(UISegmentedControl.self) { UISegmentedControl(frame: .zero) } }
  open override class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UISegmentedControl {
    appearance()
  }
  /// No segment selected, as `UISegmentedControl.noSegment`.
  public static let noSegment = -1

  private var segments: [UILabel] = []
  open var selectedSegmentIndex = UISegmentedControl.noSegment
  open var selectedSegmentTintColor: UIColor?
  open var numberOfSegments: Int { segments.count }

  /// Segments titled by the strings in `items` (images are shown by their names).
  public init(items: [Any]?) {
    super.init(frame: .zero)
    backgroundColor = .systemGray6
    layer.cornerRadius = 8
    for (index, item) in (items ?? []).enumerated() {
      insertSegment(title: (item as? String) ?? (item as? UIImage).flatMap { $0.symbolName ?? $0.assetName } ?? "", at: index)
    }
  }

  public convenience init(frame: CGRect, actions: [UIAction]) {
    self.init(items: actions.map(\.title))
    self.frame = frame
  }

  public override convenience init(frame: CGRect) {
    self.init(items: nil)
    self.frame = frame
  }

  public required init?(coder: NSCoder) { super.init(coder: coder) }

  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) { insertSegment(title: title ?? "", at: segment) }
  open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
    insertSegment(title: image.flatMap { $0.symbolName ?? $0.assetName } ?? "", at: segment)
  }
  open func insertSegment(action: UIAction, at segment: Int, animated: Bool) { insertSegment(title: action.title, at: segment) }
  open func removeAllSegments() {
    for label in segments { label.removeFromSuperview() }
    segments = []
    selectedSegmentIndex = UISegmentedControl.noSegment
  }
  open func setTitle(_ title: String?, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].text = title
  }
  open func titleForSegment(at segment: Int) -> String? { segments.indices.contains(segment) ? segments[segment].text : nil }

  private func insertSegment(title: String, at index: Int) {
    let label = UILabel()
    label.text = title
    label.textAlignment = .center
    label.font = .systemFont(ofSize: 13)
    segments.insert(label, at: min(max(index, 0), segments.count))
    addSubview(label)
    setNeedsLayout()
  }

  open override var intrinsicContentSize: CGSize {
    CGSize(width: segments.reduce(0) { $0 + max(44, $1.intrinsicContentSize.width + 16) }, height: 32)
  }
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  open override func layoutSubviews() {
    super.layoutSubviews()
    guard !segments.isEmpty else { return }
    let width = bounds.width / CGFloat(segments.count)
    for (index, label) in segments.enumerated() {
      label.frame = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: bounds.height)
    }
  }
}

/// A bar filled to a fraction, as UIKit's `UIProgressView`.
@MainActor @preconcurrency
open class UIProgressView: UIView {
  /// The bar's look, as `UIProgressView.Style`.
  public enum Style: Int, Sendable { case `default`, bar }

  open var progressViewStyle: Style
  open var progress: Float = 0
  open var progressTintColor: UIColor?
  open var trackTintColor: UIColor?

  public init(progressViewStyle style: Style) {
    progressViewStyle = style
    super.init(frame: CGRect(x: 0, y: 0, width: 150, height: 4))
    backgroundColor = .systemGray5
  }

  public override convenience init(frame: CGRect) {
    self.init(progressViewStyle: .default)
    self.frame = frame
  }

  public required init?(coder: NSCoder) {
    progressViewStyle = .default
    super.init(coder: coder)
  }

  open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

  open override var intrinsicContentSize: CGSize { CGSize(width: -1, height: 4) }
}
