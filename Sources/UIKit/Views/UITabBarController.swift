public import Foundation

/// Tabs, as UIKit's `UITabBarController`: the selected view controller's view, and a bar at the
/// bottom with each tab's title.
@MainActor @preconcurrency
open class UITabBarController: UIViewController {
  open var viewControllers: [UIViewController]? {
    didSet {
      oldValue?.forEach { controller in
        controller.viewIfLoaded?.removeFromSuperview()
        controller.removeFromParent()
      }
      viewControllers?.forEach { addChild($0) }
      let clamped = min(selectedIndex, max(0, (viewControllers?.count ?? 1) - 1))
      if clamped != selectedIndex {
        selectedIndex = clamped  // shows it
      } else if isViewLoaded {
        showSelected()
      }
    }
  }
  open var selectedIndex = 0 {
    didSet { if isViewLoaded { showSelected() } }
  }
  open var selectedViewController: UIViewController? {
    get { viewControllers.flatMap { $0.indices.contains(selectedIndex) ? $0[selectedIndex] : nil } }
    set { if let newValue, let index = viewControllers?.firstIndex(where: { $0 === newValue }) { selectedIndex = index } }
  }
  public let tabBar = UITabBar()

  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) { self.viewControllers = viewControllers }

  open override func loadView() {
    view = UIView(frame: UIScreen.main.bounds)
    view.backgroundColor = .systemBackground
  }

  open override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(tabBar)
    showSelected()
  }

  private func showSelected() {
    for controller in viewControllers ?? [] where controller !== selectedViewController { controller.viewIfLoaded?.removeFromSuperview() }
    let barHeight = 49 + view.safeAreaInsets.bottom
    tabBar.frame = CGRect(x: 0, y: view.bounds.height - barHeight, width: view.bounds.width, height: barHeight)
    tabBar.showTitles((viewControllers ?? []).map { $0.tabBarItem.title ?? $0.title ?? "" })
    guard let selected = selectedViewController else { return }
    selected.view.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: view.bounds.height - barHeight)
    view.insertSubview(selected.view, belowSubview: tabBar)
    if isAppearing, let window = view.window { selected.appear(in: window) }
    selected.didMove(toParent: self)
  }
}

/// The bar of a tab bar controller, as UIKit's `UITabBar`: a title per tab.
@MainActor @preconcurrency
open class UITabBar: UIView {
  // The look an app gives the bar (kept, not applied: the host draws the system's bar).
  open var standardAppearance = UITabBarAppearance()
  open var scrollEdgeAppearance: UITabBarAppearance?
  open var barTintColor: UIColor?
  open var unselectedItemTintColor: UIColor?
  open var isTranslucent = true
  open override class func appearance() -> UITabBar { AppearanceProxies.proxy(UITabBar.self) { UITabBar(frame: .zero) } }
  open override class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UITabBar {
    appearance()
  }
  public override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemBackground
  }

  public required init?(coder: NSCoder) { super.init(coder: coder) }

  func showTitles(_ titles: [String]) {
    subviews.forEach { $0.removeFromSuperview() }
    let width = titles.isEmpty ? bounds.width : bounds.width / CGFloat(titles.count)
    for (index, title) in titles.enumerated() {
      let label = UILabel(frame: CGRect(x: CGFloat(index) * width, y: 30, width: width, height: 14))
      label.text = title
      label.font = .systemFont(ofSize: 10, weight: .medium)
      label.textAlignment = .center
      label.textColor = .secondaryLabel
      addSubview(label)
    }
  }
}

/// A tab's title and image, as UIKit's `UITabBarItem`.
@MainActor @preconcurrency
open class UITabBarItem: NSObject {
  open var title: String?
  open var image: UIImage?
  open var selectedImage: UIImage?
  open var badgeValue: String?
  open var tag = 0

  public override init() { super.init() }

  public init(title: String?, image: UIImage?, tag: Int) {
    self.title = title
    self.image = image
    self.tag = tag
    super.init()
  }

  public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
    self.title = title
    self.image = image
    self.selectedImage = selectedImage
    super.init()
  }
}

extension UIViewController {
  /// The tab bar controller this view controller is a tab of.
  public var tabBarController: UITabBarController? {
    var parent = self.parent
    while let current = parent {
      if let tabs = current as? UITabBarController { return tabs }
      parent = current.parent
    }
    return nil
  }
}
