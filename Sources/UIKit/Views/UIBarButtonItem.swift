public import Foundation

/// A button in a navigation bar or toolbar, as UIKit's `UIBarButtonItem`. Bars are drawn without
/// their buttons here, so an item is kept, not shown. Linux has no `Selector`, so the target and
/// action forms are not provided: use `primaryAction:` or `menu:`.
@MainActor @preconcurrency
open class UIBarButtonItem: NSObject {
  /// The built-in items, as `UIBarButtonItem.SystemItem`, with Apple's raw values.
  public enum SystemItem: Int, Sendable {
    case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks, search
    case refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close
  }

  /// How an item's title is drawn, as `UIBarButtonItem.Style`.
  public enum Style: Int, Sendable { case plain, bordered, done, prominent }

  open var title: String?
  open var image: UIImage?
  open var style: Style = .plain
  open var primaryAction: UIAction?
  open var menu: UIMenu?
  open var isEnabled = true
  open var tintColor: UIColor?
  public let systemItem: SystemItem?

  public override init() {
    systemItem = nil
    super.init()
  }

  public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
    self.title = title ?? primaryAction?.title
    self.image = image ?? primaryAction?.image
    self.primaryAction = primaryAction
    self.menu = menu
    systemItem = nil
    super.init()
  }

  public init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
    self.systemItem = systemItem
    self.primaryAction = primaryAction
    self.menu = menu
    super.init()
  }

  public init(customView: UIView) {
    systemItem = nil
    super.init()
  }

  /// Fixed space `width` wide.
  public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem { UIBarButtonItem(systemItem: .fixedSpace) }
  /// Space that grows.
  public static func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(systemItem: .flexibleSpace) }
}
