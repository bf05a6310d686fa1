public import Foundation

/// A scene, as UIKit's `UIScene`: one instance of the app's UI, with its session and delegate.
@MainActor @preconcurrency
open class UIScene: UIResponder {
  /// A scene's state, as `UIScene.ActivationState`.
  public enum ActivationState: Int, Sendable {
    case unattached = -1, foregroundActive = 0, foregroundInactive = 1, background = 2
  }

  /// What the scene was connected with, as `UIScene.ConnectionOptions`; empty for a plain launch.
  @MainActor
  public final class ConnectionOptions {
    public let urlContexts: Set<UIOpenURLContext> = []
    public let sourceApplication: String? = nil
    public let shortcutItem: UIApplicationShortcutItem? = nil
    /// The activities to continue (a universal link, Handoff): none, as the host opens the app afresh.
    public let userActivities: Set<NSUserActivity> = []
    public let handoffUserActivityType: String? = nil
    nonisolated init() {}
  }

  public let session: UISceneSession
  /// The scene's delegate; UIKit keeps it strongly, as iOS does.
  open var delegate: (any UISceneDelegate)?
  public internal(set) var activationState: ActivationState = .unattached
  open var title: String!
  /// The activity to restore the scene with (state restoration); kept, never restored by the host.
  open var userActivity: NSUserActivity?

  public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
    self.session = session
    super.init()
  }

  public required init?(coder: NSCoder) {
    fatalError("UIScene is made by UIKit, never decoded")
  }

  public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
  public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
  public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
  public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
  public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
  public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")
}

/// A window scene, as UIKit's `UIWindowScene`: its windows and screen.
@MainActor @preconcurrency
open class UIWindowScene: UIScene {
  private var windowReferences: [WeakSceneWindow] = []

  /// The scene's windows that still exist.
  public var windows: [UIWindow] {
    windowReferences.removeAll { $0.window == nil }
    return windowReferences.compactMap(\.window)
  }
  public var screen: UIScreen { .main }
  public var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }
  public var interfaceOrientation: UIInterfaceOrientation { .portrait }
  /// The scene's status bar.
  public var statusBarManager: UIStatusBarManager? { UIStatusBarManager(screen: screen) }
  public var traitCollection: UITraitCollection { .current }

  func adopt(_ window: UIWindow) {
    guard !windows.contains(where: { $0 === window }) else { return }
    windowReferences.append(WeakSceneWindow(window: window))
  }

  func forget(_ window: UIWindow) { windowReferences.removeAll { $0.window === window } }
}

private struct WeakSceneWindow {
  weak var window: UIWindow?
}

/// An orientation, as `UIInterfaceOrientation`.
public enum UIInterfaceOrientation: Int, Sendable {
  case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// A URL the scene was opened with, as `UIOpenURLContext`.
public final class UIOpenURLContext: NSObject, Sendable {
  public let url: URL
  init(url: URL) {
    self.url = url
    super.init()
  }
}

/// A Home Screen quick action, as `UIApplicationShortcutItem`.
public final class UIApplicationShortcutItem: NSObject, Sendable {
  public let type: String
  public let localizedTitle: String
  public init(type: String, localizedTitle: String) {
    self.type = type
    self.localizedTitle = localizedTitle
    super.init()
  }
}

/// A scene's session, as UIKit's `UISceneSession`: its role and configuration.
@MainActor @preconcurrency
public final class UISceneSession: NSObject {
  /// A session's role, as `UISceneSession.Role`.
  public struct Role: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    public static let windowExternalDisplayNonInteractive = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
  }

  public let role: Role
  public internal(set) var configuration: UISceneConfiguration
  public let persistentIdentifier = UUID().uuidString
  public internal(set) weak var scene: UIScene?
  public var userInfo: [String: Any]?
  /// The activity the scene's delegate gave to restore it by: none, as the host starts each app fresh.
  public internal(set) var stateRestorationActivity: NSUserActivity?

  init(role: Role, configuration: UISceneConfiguration) {
    self.role = role
    self.configuration = configuration
    super.init()
  }
}

/// A scene configuration, as UIKit's `UISceneConfiguration`: its name, and the delegate class and
/// storyboard the Info.plist (or code) gives it.
@MainActor @preconcurrency
public final class UISceneConfiguration: NSObject {
  public let name: String?
  public let role: UISceneSession.Role
  public var delegateClass: AnyClass?
  public var sceneClass: AnyClass?
  /// The storyboard's name; `UIStoryboard` cannot be loaded here, so it is kept by name.
  public var storyboardName: String?

  public init(name: String?, sessionRole: UISceneSession.Role) {
    self.name = name
    role = sessionRole
    super.init()
  }
}

/// A scene's delegate, as UIKit's `UISceneDelegate`; every method is optional.
@MainActor @preconcurrency
public protocol UISceneDelegate: AnyObject {
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
  func sceneDidDisconnect(_ scene: UIScene)
  func sceneDidBecomeActive(_ scene: UIScene)
  func sceneWillResignActive(_ scene: UIScene)
  func sceneWillEnterForeground(_ scene: UIScene)
  func sceneDidEnterBackground(_ scene: UIScene)
  func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
  /// The activity to restore the scene by next time (asked when it disconnects; not here).
  func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?
  /// Handoff and universal links (the host continues none).
  func scene(_ scene: UIScene, continue userActivity: NSUserActivity)
  func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String)
  func scene(_ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: any Error)
  func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity)
  func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity)
}

extension UISceneDelegate {
  public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    CallbackLog.notImplemented()
  }
  public func sceneDidDisconnect(_ scene: UIScene) { CallbackLog.notImplemented() }
  public func sceneDidBecomeActive(_ scene: UIScene) { CallbackLog.notImplemented() }
  public func sceneWillResignActive(_ scene: UIScene) { CallbackLog.notImplemented() }
  public func sceneWillEnterForeground(_ scene: UIScene) { CallbackLog.notImplemented() }
  public func sceneDidEnterBackground(_ scene: UIScene) { CallbackLog.notImplemented() }
  public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) { CallbackLog.notImplemented() }
  public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { nil }
  public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}
  public func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String) {}
  public func scene(_ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: any Error) {}
  public func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity) {}
  public func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity) {}
}

/// A window scene's delegate, as UIKit's `UIWindowSceneDelegate`: it owns the scene's `window`.
@MainActor @preconcurrency
public protocol UIWindowSceneDelegate: UISceneDelegate {
  var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
  public var window: UIWindow? {
    get { nil }
    set {}
  }
}
