public import Foundation

/// One row of a table, as UIKit's `UITableViewCell`: `textLabel`, `detailTextLabel` and
/// `imageView` made on first use inside `contentView` and placed by `style`, or a
/// `UIListContentConfiguration`.
@MainActor @preconcurrency
open class UITableViewCell: UIView {
  /// The built-in layouts, as `UITableViewCell.CellStyle`.
  public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
  public enum AccessoryType: Int, Sendable { case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }
  public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
  public enum SeparatorStyle: Int, Sendable { case none, singleLine, singleLineEtched }

  public let style: CellStyle
  public let reuseIdentifier: String?
  /// Where the app's own subviews go.
  public let contentView = UIView()
  open var accessoryType: AccessoryType = .none
  open var selectionStyle: SelectionStyle = .default
  open var contentConfiguration: UIListContentConfiguration? { didSet { applyConfiguration() } }
  var indexPath: IndexPath?

  public init(style: CellStyle, reuseIdentifier: String?) {
    self.style = style
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 44))
    backgroundColor = .systemBackground
    addSubview(contentView)
  }

  public required init?(coder: NSCoder) {
    style = .default
    reuseIdentifier = nil
    super.init(coder: coder)
    addSubview(contentView)
  }

  /// How a table makes the registered class: through the subclass's own
  /// `init(style:reuseIdentifier:)`, which a subclass that overrides it (and writes
  /// `init?(coder:)`) inherits this from, as Swift inherits convenience initializers.
  public required convenience init(_dequeuedWithReuseIdentifier identifier: String?) {
    self.init(style: .default, reuseIdentifier: identifier)
  }

  private var madeTextLabel: UILabel?
  private var madeDetailLabel: UILabel?
  private var madeImageView: UIImageView?

  open var textLabel: UILabel? {
    if let madeTextLabel { return madeTextLabel }
    let label = UILabel()
    contentView.addSubview(label)
    madeTextLabel = label
    setNeedsLayout()
    return label
  }

  open var detailTextLabel: UILabel? {
    guard style != .default else { return nil }
    if let madeDetailLabel { return madeDetailLabel }
    let label = UILabel()
    label.textColor = .secondaryLabel
    label.font = .systemFont(ofSize: style == .subtitle ? 12 : 17)
    contentView.addSubview(label)
    madeDetailLabel = label
    setNeedsLayout()
    return label
  }

  open var imageView: UIImageView? {
    if let madeImageView { return madeImageView }
    let view = UIImageView(image: nil)
    contentView.addSubview(view)
    madeImageView = view
    setNeedsLayout()
    return view
  }

  /// A configuration for this cell's style, as `defaultContentConfiguration()`.
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    style == .subtitle ? .subtitleCell() : style == .value1 ? .valueCell() : .cell()
  }

  open func prepareForReuse() {}

  private func applyConfiguration() {
    guard let configuration = contentConfiguration else { return }
    textLabel?.text = configuration.text
    textLabel?.font = configuration.textProperties.font
    textLabel?.textColor = configuration.textProperties.color
    if let secondary = configuration.secondaryText {
      let label = madeDetailLabel ?? UILabel()
      if madeDetailLabel == nil {
        contentView.addSubview(label)
        madeDetailLabel = label
      }
      label.text = secondary
      label.font = configuration.secondaryTextProperties.font
      label.textColor = configuration.secondaryTextProperties.color
    }
    if let image = configuration.image { imageView?.image = image }
    setNeedsLayout()
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds
    var x: CGFloat = 16
    if let image = madeImageView?.image {
      madeImageView?.frame = CGRect(x: x, y: (bounds.height - min(image.size.height, 28)) / 2, width: 28, height: min(image.size.height, 28))
      x += 28 + 12
    }
    let width = bounds.width - x - 16
    let subtitled = style == .subtitle || (contentConfiguration?.layout == .subtitle && madeDetailLabel != nil)
    if subtitled {
      madeTextLabel?.frame = CGRect(x: x, y: bounds.height / 2 - 20, width: width, height: 22)
      madeDetailLabel?.frame = CGRect(x: x, y: bounds.height / 2 + 2, width: width, height: 16)
    } else {
      madeTextLabel?.frame = CGRect(x: x, y: (bounds.height - 22) / 2, width: width, height: 22)
      if let detail = madeDetailLabel {
        detail.textAlignment = .right
        detail.frame = CGRect(x: x, y: (bounds.height - 22) / 2, width: width, height: 22)
      }
    }
  }
}

/// A cell's text, secondary text and image, as UIKit's `UIListContentConfiguration`.
public struct UIListContentConfiguration: Sendable {
  /// How a configuration's texts sit, by the constructor that made it.
  enum Layout: Sendable { case cell, subtitle, value }

  /// A text's look, as `UIListContentConfiguration.TextProperties`.
  public struct TextProperties: Sendable {
    public var font: UIFont
    public var color: UIColor
    public var numberOfLines = 1
    public var alignment: NSTextAlignment = .natural
  }

  public var text: String?
  public var secondaryText: String?
  public var image: UIImage?
  public var textProperties = TextProperties(font: .systemFont(ofSize: 17), color: .label)
  public var secondaryTextProperties = TextProperties(font: .systemFont(ofSize: 15), color: .secondaryLabel)
  let layout: Layout

  public static func cell() -> UIListContentConfiguration { UIListContentConfiguration(layout: .cell) }
  public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration(layout: .subtitle) }
  public static func valueCell() -> UIListContentConfiguration { UIListContentConfiguration(layout: .value) }
}
