public import Foundation

/// A view controller, as UIKit's `UIViewController`: its view loaded on first use
/// (`loadView`, `viewDidLoad`), the appearance callbacks, children, and modal presentation.
///
/// A presented view controller's view goes into the presenting one's window, above everything
/// the window holds, as UIKit's transition view does: a cover added to the root view
/// controller's view stays beneath it.
@MainActor @preconcurrency
open class UIViewController: UIResponder {
  private var loadedView: UIView?
  open var title: String?
  /// Its name for state restoration (kept; the host restores no state).
  open var restorationIdentifier: String?
  public let navigationItem = UINavigationItem()
  open var modalPresentationStyle: UIModalPresentationStyle = .automatic
  open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
  open var isModalInPresentation = false
  open var preferredContentSize: CGSize = .zero
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
  open var definesPresentationContext = false

  /// Child view controllers, in the order added.
  public private(set) var children: [UIViewController] = []
  public private(set) weak var parent: UIViewController?
  /// The view controller this one presented, and the one that presented this one.
  public private(set) var presentedViewController: UIViewController?
  public private(set) weak var presentingViewController: UIViewController?
  private(set) var isAppearing = false

  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }

  public required init?(coder: NSCoder) { super.init() }

  public convenience override init() { self.init(nibName: nil, bundle: nil) }

  open override var next: UIResponder? { loadedView?.superview ?? parent }

  /// The item that stands for this view controller in a tab bar, made on first use.
  open var tabBarItem: UITabBarItem! {
    get {
      if storedTabBarItem == nil { storedTabBarItem = UITabBarItem() }
      return storedTabBarItem
    }
    set { storedTabBarItem = newValue }
  }
  private var storedTabBarItem: UITabBarItem?

  /// The root view, loaded on first use.
  open var view: UIView! {
    get {
      if loadedView == nil { loadViewIfNeeded() }
      return loadedView
    }
    set {
      loadedView?.owningViewController = nil
      loadedView = newValue
      newValue?.owningViewController = self
    }
  }

  open var viewIfLoaded: UIView? { loadedView }
  open var isViewLoaded: Bool { loadedView != nil }

  open func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    loadView()
    if loadedView == nil { view = UIView(frame: UIScreen.main.bounds) }
    viewDidLoad()
  }

  /// Makes the root view; the default is a plain view the size of the screen.
  open func loadView() { view = UIView(frame: UIScreen.main.bounds) }
  open func viewDidLoad() {}
  open func viewWillAppear(_ animated: Bool) {}
  open func viewIsAppearing(_ animated: Bool) {}
  open func viewDidAppear(_ animated: Bool) {}
  open func viewWillDisappear(_ animated: Bool) {}
  open func viewDidDisappear(_ animated: Bool) {}
  open func viewWillLayoutSubviews() {}
  open func viewDidLayoutSubviews() {}
  open func didReceiveMemoryWarning() {}
  open var preferredStatusBarStyle: UIStatusBarStyle { .default }
  open var prefersStatusBarHidden: Bool { false }
  open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
  open func setNeedsStatusBarAppearanceUpdate() {}
  /// How the status bar shows or hides when `prefersStatusBarHidden` changes (kept; the host
  /// draws no transition).
  open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
  /// Whether the Home indicator may hide while the person does not touch the screen (kept: the
  /// host draws no Home indicator).
  open var prefersHomeIndicatorAutoHidden: Bool { false }
  /// The child whose `prefersHomeIndicatorAutoHidden` counts instead; nil for this controller's own.
  open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
  /// Tells the system `prefersHomeIndicatorAutoHidden` changed; nothing to update here.
  open func setNeedsUpdateOfHomeIndicatorAutoHidden() {}

  // MARK: Containment

  open func addChild(_ childController: UIViewController) {
    childController.removeFromParent()
    childController.willMove(toParent: self)
    children.append(childController)
    childController.parent = self
  }

  open func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
  }

  open func willMove(toParent parent: UIViewController?) {}
  open func didMove(toParent parent: UIViewController?) {}

  /// The navigation controller this view controller is in.
  open var navigationController: UINavigationController? {
    var current: UIViewController? = parent
    while let candidate = current {
      if let navigation = candidate as? UINavigationController { return navigation }
      current = candidate.parent
    }
    return nil
  }

  // MARK: Presentation

  /// Presents `viewControllerToPresent` over this one's window: full screen for `.fullScreen` and
  /// `.overFullScreen`, otherwise as a sheet below the status bar.
  open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
    let presenter = topmostPresented
    guard presenter.presentedViewController == nil, viewControllerToPresent.presentingViewController == nil,
      let window = presenter.viewIfLoaded?.window
    else {
      print("Warning: Attempt to present \(viewControllerToPresent) on \(self) whose view is not in the window hierarchy.")
      return
    }
    presenter.presentedViewController = viewControllerToPresent
    viewControllerToPresent.presentingViewController = presenter
    let bounds = window.bounds
    let presented = viewControllerToPresent.view!
    switch viewControllerToPresent.modalPresentationStyle {
    case .fullScreen, .overFullScreen, .currentContext, .overCurrentContext, .custom, .none:
      presented.frame = bounds
    case .automatic, .pageSheet, .formSheet, .popover:
      let top = window.safeAreaTop + 10
      presented.frame = CGRect(x: 0, y: top, width: bounds.width, height: bounds.height - top)
    }
    window.addSubview(presented)
    viewControllerToPresent.appear(in: window)
    if let completion { AnimationClock.shared.complete(after: 0, delay: 0, completion) }
  }

  /// Dismisses the view controller this one presented (or, when none, this one).
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    let target = presentedViewController ?? self
    guard let presenter = target.presentingViewController else {
      if let completion { AnimationClock.shared.complete(after: 0, delay: 0, completion) }
      return
    }
    if let inner = target.presentedViewController { inner.dismiss(animated: false) }
    target.viewWillDisappear(flag)
    target.viewIfLoaded?.removeFromSuperview()
    target.isAppearing = false
    target.viewDidDisappear(flag)
    presenter.presentedViewController = nil
    target.presentingViewController = nil
    if let completion { AnimationClock.shared.complete(after: 0, delay: 0, completion) }
  }

  private var topmostPresented: UIViewController {
    var current = self
    while let next = current.presentedViewController { current = next }
    return current
  }

  /// Runs the appearance callbacks as the view goes on screen in `window`.
  func appear(in window: UIWindow) {
    guard !isAppearing else { return }
    loadViewIfNeeded()
    viewWillAppear(false)
    isAppearing = true
    view.setNeedsLayout()
    view.layoutIfNeeded()
    viewIsAppearing(false)
    viewDidAppear(false)
    for child in children { child.appear(in: window) }
  }

  /// Takes the view out of its window (a window's root view controller replaced).
  func removeFromWindow() {
    guard let loadedView, loadedView.superview != nil else { return }
    if isAppearing { viewWillDisappear(false) }
    loadedView.removeFromSuperview()
    if isAppearing {
      isAppearing = false
      viewDidDisappear(false)
    }
  }
}

extension UIScreen {
  /// The top safe-area inset of a full-screen view on this device (the status bar and the
  /// sensor housing).
  package var safeAreaTop: CGFloat { hasSensorHousing ? 59 : 20 }

  /// The bottom safe-area inset of a full-screen view on this device (the home indicator).
  package var safeAreaBottom: CGFloat { hasSensorHousing ? 34 : 0 }

  /// Whether the device is a Face ID iPhone (its screen 812 points tall or more), with a sensor
  /// housing at the top and a home indicator at the bottom.
  private var hasSensorHousing: Bool { bounds.height >= 812 }

  /// Where a navigation bar's row ends, below the status bar: where a screen's content (or a
  /// large title) begins under a navigation bar.
  package var navigationBarBottom: CGFloat { safeAreaTop + 44 }
}

extension UIView {
  /// The top safe-area inset of the device (the status bar and the sensor housing).
  var safeAreaTop: CGFloat { UIScreen.main.safeAreaTop }

  /// The safe area's insets, as UIKit's `safeAreaInsets` for a full-screen view.
  public var safeAreaInsets: UIEdgeInsets {
    UIEdgeInsets(top: safeAreaTop, left: 0, bottom: UIScreen.main.safeAreaBottom, right: 0)
  }
}

/// How a view controller is presented, as `UIModalPresentationStyle`.
public enum UIModalPresentationStyle: Int, Sendable {
  case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
  case none = -1
  case automatic = -2
}

/// How a presentation moves, as `UIModalTransitionStyle`.
public enum UIModalTransitionStyle: Int, Sendable {
  case coverVertical = 0, flipHorizontal, crossDissolve, partialCurl
}

/// The status bar's style, as `UIStatusBarStyle`.
public enum UIStatusBarStyle: Int, Sendable {
  case `default` = 0, lightContent = 1, darkContent = 3
}

/// How the status bar shows or hides, as `UIStatusBarAnimation`, with Apple's raw values.
public enum UIStatusBarAnimation: Int, Sendable {
  case none, fade, slide
}

/// A navigation item, as `UINavigationItem`: the title a navigation bar shows.
@MainActor @preconcurrency
public final class UINavigationItem {
  public var title: String?
  public var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
  /// The bar's buttons and back button, kept (the bar is drawn without them).
  public var leftBarButtonItem: UIBarButtonItem?
  public var rightBarButtonItem: UIBarButtonItem?
  public var leftBarButtonItems: [UIBarButtonItem]?
  public var rightBarButtonItems: [UIBarButtonItem]?
  public var backBarButtonItem: UIBarButtonItem?
  public var hidesBackButton = false
  public var prompt: String?
  nonisolated init() {}

  public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never }
}
