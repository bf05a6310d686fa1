public import Foundation

/// A table, as UIKit's `UITableView`: when it lays out it asks its data source for the rows that
/// fit on screen, from the top of the safe area, and shows their cells; rows below the screen are
/// never made, as on iOS. Section titles are drawn as headers. No scrolling: the content offset is zero.
@MainActor @preconcurrency
open class UITableView: UIView {
  open override class func appearance() -> UITableView { AppearanceProxies.proxy(UITableView.self) { UITableView(frame: .zero) } }
  open override class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UITableView {
    appearance()
  }
  public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
  /// `rowHeight`'s default: each cell's own height, 44 points here.
  public static let automaticDimension: CGFloat = -1

  public let style: Style
  open weak var dataSource: (any UITableViewDataSource)? { didSet { reloadData() } }
  open weak var delegate: (any UITableViewDelegate)? { didSet { reloadData() } }
  open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { reloadData() } }
  open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
  open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension
  open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
  open var allowsSelection = true
  open var tableHeaderView: UIView? { didSet { reloadData() } }
  open var tableFooterView: UIView? { didSet { reloadData() } }
  /// The cells on screen, top to bottom.
  public private(set) var visibleCells: [UITableViewCell] = []
  private var registered: [String: UITableViewCell.Type] = [:]
  private var placed: [UIView] = []
  private var needsReload = true

  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
    backgroundColor = style == .plain ? .systemBackground : .secondarySystemBackground  // systemGroupedBackground's light value
  }

  public override init(frame: CGRect) {
    style = .plain
    super.init(frame: frame)
    backgroundColor = .systemBackground
  }

  public required init?(coder: NSCoder) {
    style = .plain
    super.init(coder: coder)
  }

  /// Registers the cell class `dequeueReusableCell(withIdentifier:for:)` makes for `identifier`.
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    registered[identifier] = cellClass as? UITableViewCell.Type
  }

  /// A new cell of the class registered for `identifier`, or nil when none is.
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    registered[identifier].map { $0.init(_dequeuedWithReuseIdentifier: identifier) }
  }

  /// A new cell of the class registered for `identifier` (a plain cell when none is; iOS raises).
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
    dequeueReusableCell(withIdentifier: identifier) ?? UITableViewCell(style: .default, reuseIdentifier: identifier)
  }

  /// Asks the data source again at the next layout.
  open func reloadData() {
    needsReload = true
    setNeedsLayout()
  }

  open var numberOfSections: Int { dataSource.map { $0.numberOfSections(in: self) } ?? 0 }
  open func numberOfRows(inSection section: Int) -> Int { dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0 }

  /// The cell on screen for `indexPath`, if any.
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    visibleCells.first { $0.indexPath == indexPath }
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    guard needsReload else { return }
    needsReload = false
    placed.forEach { $0.removeFromSuperview() }
    placed = []
    visibleCells = []
    let fullScreen = frame.minY <= 0 && frame.height >= UIScreen.main.bounds.height
    var y: CGFloat = fullScreen ? safeAreaInsets.top : 0
    func place(_ view: UIView, height: CGFloat) {
      view.frame = CGRect(x: 0, y: y, width: bounds.width, height: height)
      addSubview(view)
      placed.append(view)
      y += height
    }
    if let header = tableHeaderView { place(header, height: header.frame.height) }
    guard let dataSource else { return }
    for section in 0..<max(0, dataSource.numberOfSections(in: self)) where y < bounds.height {
      if let title = dataSource.tableView(self, titleForHeaderInSection: section) {
        let label = UILabel()
        label.text = style == .plain ? title : title.uppercased()
        label.font = .systemFont(ofSize: style == .plain ? 17 : 13)
        label.textColor = style == .plain ? .label : .secondaryLabel
        let header = UIView()
        header.addSubview(label)
        place(header, height: style == .plain ? 28 : 38)
        label.frame = CGRect(x: 16, y: header.bounds.height - 24, width: bounds.width - 32, height: 20)
      }
      for row in 0..<max(0, dataSource.tableView(self, numberOfRowsInSection: section)) where y < bounds.height {
        let indexPath = IndexPath(row: row, section: section)
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        cell.indexPath = indexPath
        let asked = delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        place(cell, height: asked >= 0 ? asked : 44)
        cell.setNeedsLayout()
        visibleCells.append(cell)
      }
    }
    if let footer = tableFooterView, y < bounds.height { place(footer, height: footer.frame.height) }
  }
}

/// What a table shows, as UIKit's `UITableViewDataSource`; the optional methods have defaults.
@MainActor @preconcurrency
public protocol UITableViewDataSource: AnyObject {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  func numberOfSections(in tableView: UITableView) -> Int
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
}

extension UITableViewDataSource {
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
}

/// How a table's rows behave, as UIKit's `UITableViewDelegate`; every method optional.
@MainActor @preconcurrency
public protocol UITableViewDelegate: AnyObject {
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}

/// A table's view controller, as UIKit's `UITableViewController`: its view is a `UITableView`
/// whose data source and delegate it is; subclasses override the table methods.
@MainActor @preconcurrency
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  open var tableView: UITableView! {
    get { view as? UITableView }
    set { view = newValue }
  }

  public init(style: UITableView.Style) {
    self.style = style
    super.init(nibName: nil, bundle: nil)
  }

  /// A plain table's controller (`UITableViewController()` comes with it, as in UIKit).
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    style = .plain
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  public required init?(coder: NSCoder) {
    style = .plain
    super.init(coder: coder)
  }

  private let style: UITableView.Style

  open override func loadView() {
    let table = UITableView(frame: UIScreen.main.bounds, style: style)
    view = table
    table.dataSource = self
    table.delegate = self
  }

  open func numberOfSections(in tableView: UITableView) -> Int { 1 }
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell(style: .default, reuseIdentifier: nil)
  }
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
  open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}

/// UIKit's additions to `IndexPath` for tables and collections.
extension IndexPath {
  public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
  public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
  public var section: Int { count > 0 ? self[0] : 0 }
  public var row: Int { count > 1 ? self[1] : 0 }
  public var item: Int { count > 1 ? self[1] : 0 }
}
