public import Foundation

/// A window, as UIKit's `UIWindow`: a view at a level, in a scene, with a root view controller.
///
/// Windows of a higher level are drawn above those of a lower one; within one level iOS does not
/// promise an order (the host reports such windows). UIKit holds windows weakly, as iOS does: a
/// window nobody keeps a reference to goes away, shown or not.
@MainActor @preconcurrency
open class UIWindow: UIView {
  /// A window level, as `UIWindow.Level`: `.normal` (0), `.statusBar` (1000), `.alert` (2000),
  /// with `+` and `-` for the levels between.
  public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

    public static let normal = Level(0)
    public static let statusBar = Level(1000)
    public static let alert = Level(2000)

    public static func + (level: Level, offset: CGFloat) -> Level { Level(level.rawValue + offset) }
    public static func - (level: Level, offset: CGFloat) -> Level { Level(level.rawValue - offset) }
    public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  open var windowLevel: Level = .normal
  /// The scene the window belongs to; setting it moves the window to that scene.
  open weak var windowScene: UIWindowScene? {
    didSet {
      oldValue?.forget(self)
      windowScene?.adopt(self)
    }
  }
  /// The screen the window is on.
  open var screen: UIScreen { windowScene?.screen ?? .main }
  /// When the window last became visible, for the order within a level.
  var visibleOrder = 0

  /// The view controller whose view fills the window.
  open var rootViewController: UIViewController? {
    didSet {
      guard oldValue !== rootViewController else { return }
      oldValue?.removeFromWindow()
      if let rootViewController { install(rootViewController) }
    }
  }

  public init(windowScene: UIWindowScene) {
    super.init(frame: windowScene.screen.bounds)
    self.windowScene = windowScene
    windowScene.adopt(self)
    finishInit()
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    finishInit()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    finishInit()
  }

  private func finishInit() {
    super.isHidden = true
    UIApplication.shared.register(self)
    if windowScene == nil, let scene = UIApplication.shared.implicitScene { windowScene = scene }
  }

  /// Hidden until shown (`makeKeyAndVisible()`, `isHidden = false`), as on iOS.
  open override var isHidden: Bool {
    get { super.isHidden }
    set {
      let wasHidden = super.isHidden
      super.isHidden = newValue
      if wasHidden, !newValue { becameVisible() }
      if !wasHidden, newValue, isKeyWindow { UIApplication.shared.resignKey(self) }
    }
  }

  /// Whether this is the key window.
  open var isKeyWindow: Bool { UIApplication.shared.keyWindow === self }

  /// Shows the window and makes it key.
  open func makeKeyAndVisible() {
    isHidden = false
    makeKey()
  }

  /// Makes the window key.
  open func makeKey() {
    let previous = UIApplication.shared.keyWindow
    UIApplication.shared.makeKey(self)
    if previous !== self {
      previous?.resignKey()
      becomeKey()
    }
  }

  open func becomeKey() {}
  open func resignKey() {}

  private func becameVisible() {
    visibleOrder = UIApplication.shared.nextVisibleOrder()
    if let rootViewController { rootViewController.appear(in: self) }
  }

  private func install(_ controller: UIViewController) {
    controller.view.frame = bounds
    controller.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    insertSubview(controller.view, at: 0)
    if !isHidden { controller.appear(in: self) }
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    rootViewController?.view.frame = bounds
  }
}

/// A screen, as UIKit's `UIScreen`: `UIScreen.main.bounds` is the chosen device's.
@MainActor @preconcurrency
public final class UIScreen {
  /// The device's screen (set by the runtime from the host's chosen device).
  public static var main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 393, height: 852), scale: 3)

  public let bounds: CGRect
  public let scale: CGFloat
  public var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale) }
  public var nativeScale: CGFloat { scale }
  public var brightness: CGFloat = 0.5

  init(bounds: CGRect, scale: CGFloat) {
    self.bounds = bounds
    self.scale = scale
  }
}
