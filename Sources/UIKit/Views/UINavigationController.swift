public import Foundation

/// A navigation stack, as UIKit's `UINavigationController`: a bar with the top view controller's
/// title, and the top view controller's view below it.
@MainActor @preconcurrency
open class UINavigationController: UIViewController {
  /// The stack, the root first; setting it is `setViewControllers(_:animated: false)`.
  public var viewControllers: [UIViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }
  private var stack: [UIViewController] = []
  public let navigationBar = UINavigationBar()
  open var isNavigationBarHidden = false {
    didSet { navigationBar.isHidden = isNavigationBarHidden }
  }

  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    pushViewController(rootViewController, animated: false)
  }

  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  public required init?(coder: NSCoder) { super.init(coder: coder) }

  open var topViewController: UIViewController? { viewControllers.last }
  open var visibleViewController: UIViewController? { presentedViewController ?? topViewController }

  open override func loadView() {
    view = UIView(frame: UIScreen.main.bounds)
    view.backgroundColor = .systemBackground
  }

  open override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(navigationBar)
    showTop()
  }

  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    addChild(viewController)
    stack.append(viewController)
    if isViewLoaded { showTop() }
  }

  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard stack.count > 1, let top = stack.popLast() else { return nil }
    top.viewIfLoaded?.removeFromSuperview()
    top.removeFromParent()
    if isViewLoaded { showTop() }
    return top
  }

  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    var popped: [UIViewController] = []
    while viewControllers.count > 1, let top = popViewController(animated: false) { popped.insert(top, at: 0) }
    return popped
  }

  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    for controller in self.viewControllers {
      controller.viewIfLoaded?.removeFromSuperview()
      controller.removeFromParent()
    }
    stack = []
    for controller in viewControllers { pushViewController(controller, animated: false) }
  }

  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }

  private func showTop() {
    for controller in viewControllers.dropLast() { controller.viewIfLoaded?.removeFromSuperview() }
    guard let top = topViewController else { return }
    let barBottom = UIScreen.main.navigationBarBottom
    navigationBar.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: barBottom)
    navigationBar.titleLabel.frame = CGRect(x: 16, y: view.safeAreaTop + 11, width: view.bounds.width - 32, height: 22)
    navigationBar.titleLabel.text = top.navigationItem.title ?? top.title
    top.view.frame = CGRect(x: 0, y: barBottom, width: view.bounds.width, height: view.bounds.height - barBottom)
    view.insertSubview(top.view, belowSubview: navigationBar)
    if isAppearing, let window = view.window { top.appear(in: window) }
    top.didMove(toParent: self)
  }

  override func appear(in window: UIWindow) {
    super.appear(in: window)
    navigationBar.titleLabel.text = topViewController.flatMap { $0.navigationItem.title ?? $0.title }
  }
}

/// A navigation bar, as UIKit's `UINavigationBar`: it shows the top view controller's title.
@MainActor @preconcurrency
open class UINavigationBar: UIView {
  let titleLabel = UILabel()
  open var prefersLargeTitles = false
  // The look an app gives the bar (kept, not applied: the host draws the system's bar).
  open var standardAppearance = UINavigationBarAppearance()
  open var scrollEdgeAppearance: UINavigationBarAppearance?
  open var compactAppearance: UINavigationBarAppearance?
  open var titleTextAttributes: [NSAttributedString.Key: Any]?
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
  open var barTintColor: UIColor?
  open var isTranslucent = true
  open override class func appearance() -> UINavigationBar { AppearanceProxies.proxy(UINavigationBar.self) { UINavigationBar(frame: .zero) } }
  open override class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UINavigationBar {
    appearance()
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemBackground
    titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
    titleLabel.textAlignment = .center
    addSubview(titleLabel)
  }

  public required init?(coder: NSCoder) { super.init(coder: coder) }
}
