public import Foundation

/// An alert or action sheet, as UIKit's `UIAlertController`. Presented, it shows as the phone
/// draws it: over a dimmed screen, a box (centred for an alert, at the bottom for a sheet) with
/// its title, message, text fields and the buttons' titles, so the App Switcher reads what a
/// person would.
@MainActor @preconcurrency
open class UIAlertController: UIViewController {
  /// An alert or an action sheet, as `UIAlertController.Style`.
  public enum Style: Int, Sendable { case actionSheet = 0, alert = 1 }

  open var message: String?
  public let preferredStyle: Style
  public private(set) var actions: [UIAlertAction] = []
  public private(set) var textFields: [UITextField]?
  open var preferredAction: UIAlertAction?

  public init(title: String?, message: String?, preferredStyle: Style) {
    self.message = message
    self.preferredStyle = preferredStyle
    super.init(nibName: nil, bundle: nil)
    self.title = title
    modalPresentationStyle = .overFullScreen
  }

  public required init?(coder: NSCoder) {
    preferredStyle = .alert
    super.init(coder: coder)
  }

  open func addAction(_ action: UIAlertAction) { actions.append(action) }

  /// Adds a text field (alerts only, as in UIKit), configured by `configurationHandler`.
  open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
    let field = UITextField()
    field.borderStyle = .roundedRect
    configurationHandler?(field)
    textFields = (textFields ?? []) + [field]
  }

  /// The dimmed screen with the box of title, message, fields and buttons.
  open override func loadView() {
    let screen = UIView(frame: UIScreen.main.bounds)
    screen.backgroundColor = UIColor.black.withAlphaComponent(0.2)
    let box = UIStackView()
    box.axis = .vertical
    box.spacing = 8
    box.alignment = .fill
    box.backgroundColor = .systemBackground
    box.layer.cornerRadius = 14
    for (text, font) in [(title, UIFont.boldSystemFont(ofSize: 17)), (message, UIFont.systemFont(ofSize: 13))] {
      guard let text, !text.isEmpty else { continue }
      let label = UILabel()
      label.text = text
      label.font = font
      label.textAlignment = .center
      label.numberOfLines = 0
      box.addArrangedSubview(label)
    }
    for field in textFields ?? [] { box.addArrangedSubview(field) }
    for action in actions {
      let label = UILabel()
      label.text = action.title
      label.textAlignment = .center
      label.textColor = action.style == .destructive ? .systemRed : .systemBlue
      label.font = action === preferredAction || action.style == .cancel ? .boldSystemFont(ofSize: 17) : .systemFont(ofSize: 17)
      box.addArrangedSubview(label)
    }
    let bounds = screen.bounds
    let width = preferredStyle == .alert ? min(270, bounds.width - 40) : bounds.width - 16
    let rows = box.arrangedSubviews.map { max($0.intrinsicContentSize.height, 22) }
    let height = rows.reduce(0, +) + box.spacing * CGFloat(max(rows.count - 1, 0)) + 32
    let y = preferredStyle == .alert ? (bounds.height - height) / 2 : bounds.height - height - 34
    box.frame = CGRect(x: (bounds.width - width) / 2, y: y, width: width, height: height)
    box.isLayoutMarginsRelativeArrangement = true
    box.layoutMargins = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
    screen.addSubview(box)
    view = screen
  }
}

/// A button of an alert, as UIKit's `UIAlertAction`.
@MainActor @preconcurrency
open class UIAlertAction: NSObject {
  /// How the button is drawn, as `UIAlertAction.Style`.
  public enum Style: Int, Sendable { case `default` = 0, cancel = 1, destructive = 2 }

  public let title: String?
  public let style: Style
  open var isEnabled = true
  let handler: ((UIAlertAction) -> Void)?

  public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
    self.title = title
    self.style = style
    self.handler = handler
    super.init()
  }
}
