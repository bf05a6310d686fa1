public import Foundation

/// The app, as UIKit's `UIApplication`: `shared`, its delegate, windows, scenes and state.
@MainActor @preconcurrency
open class UIApplication: UIResponder {
  /// The app's state, as `UIApplication.State`.
  public enum State: Int, Sendable {
    case active, inactive, background
  }

  /// The one application object.
  public static let shared = UIApplication()

  /// The app delegate (UIKit keeps it strongly for the app's life).
  public internal(set) var delegate: (any UIApplicationDelegate)?
  public internal(set) var applicationState: State = .background {
    didSet { AppPresence.record(applicationState) }
  }
  /// The scenes connected now.
  public internal(set) var connectedScenes: Set<UIScene> = []
  /// The one scene UIKit gives an app without a scene manifest (iOS 13 and later): every window
  /// joins it, and it has no delegate.
  var implicitScene: UIWindowScene?
  /// The sessions of the connected scenes.
  public var openSessions: Set<UISceneSession> { Set(connectedScenes.map(\.session)) }
  public var supportsMultipleScenes: Bool { false }
  open var isIdleTimerDisabled = false
  open var applicationIconBadgeNumber = 0
  open var isNetworkActivityIndicatorVisible = false
  /// Whether the app may change its icon: yes, as on an iPhone.
  public var supportsAlternateIcons: Bool { true }
  /// The alternate icon the app shows; nil for its primary one (the host draws no home screen).
  public private(set) var alternateIconName: String?

  /// Shows the alternate icon `alternateIconName` (nil: the primary one); the completion runs
  /// on the main queue, without an error.
  public func setAlternateIconName(_ alternateIconName: String?, completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
    self.alternateIconName = alternateIconName
    DispatchQueue.main.async { completionHandler?(nil) }
  }

  /// Shows the alternate icon `alternateIconName` (nil: the primary one).
  public func setAlternateIconName(_ alternateIconName: String?) async throws {
    self.alternateIconName = alternateIconName
  }
  /// Whether files of the protected classes can be opened, as `isProtectedDataAvailable`: always
  /// true, as `app-switcher` plays the app unlocked (the locked device is the extensions' and the
  /// widgets' story: Documentation/DataProtection.md).
  open var isProtectedDataAvailable: Bool { true }

  private var windowReferences: [WeakWindow] = []
  private weak var key: UIWindow?
  private var visibleCount = 0
  private var backgroundTaskCount = 0

  private override init() { super.init() }

  public required init?(coder: NSCoder) { super.init() }

  /// Every window that still exists, in the order they were made.
  public var windows: [UIWindow] {
    windowReferences.removeAll { $0.window == nil }
    return windowReferences.compactMap(\.window)
  }

  /// The key window.
  public var keyWindow: UIWindow? { key }

  func register(_ window: UIWindow) { windowReferences.append(WeakWindow(window: window)) }
  func makeKey(_ window: UIWindow) { key = window }
  func resignKey(_ window: UIWindow) { if key === window { key = nil } }
  func nextVisibleOrder() -> Int {
    visibleCount += 1
    return visibleCount
  }

  /// Starts background work; the host never expires it, as nothing runs after the step.
  open func beginBackgroundTask(expirationHandler handler: (() -> Void)? = nil) -> UIBackgroundTaskIdentifier {
    backgroundTaskCount += 1
    return UIBackgroundTaskIdentifier(rawValue: backgroundTaskCount)
  }

  open func beginBackgroundTask(withName taskName: String?, expirationHandler handler: (() -> Void)? = nil)
    -> UIBackgroundTaskIdentifier
  {
    beginBackgroundTask(expirationHandler: handler)
  }

  open func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {}

  open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler: ((Bool) -> Void)? = nil) {
    completionHandler?(false)
  }

  open func canOpenURL(_ url: URL) -> Bool { false }
  /// Asks iOS to close a scene (a second window on iPad): the host runs one scene and keeps it.
  open func requestSceneSessionDestruction(
    _ sceneSession: UISceneSession, options: UISceneDestructionRequestOptions?, errorHandler: ((any Error) -> Void)? = nil
  ) {}
  open func registerForRemoteNotifications() {}
  /// Asks iOS to show the launch screen, not the saved snapshot, when the app is next restored
  /// (state restoration's launch image). The App Switcher's card is still the snapshot taken
  /// after `sceneDidEnterBackground`, so this covers nothing there: the step's notes say so, and
  /// the report says what the card shows.
  open func ignoreSnapshotOnNextApplicationLaunch() {
    FrameworkNotes.add(
      "ignoreSnapshotOnNextApplicationLaunch() keeps the snapshot from the next launch's restore image only; "
        + "the App Switcher card is still the snapshot taken as the background callback returns")
  }

  public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
  public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
  public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
  /// Midnight, a time-zone change, daylight saving: never posted while the host runs the app.
  public static let significantTimeChangeNotification = Notification.Name("UIApplicationSignificantTimeChangeNotification")
  public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
  public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
  public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
  public static let userDidTakeScreenshotNotification = Notification.Name("UIApplicationUserDidTakeScreenshotNotification")
  /// Posted as the device locks, before protected files close; never while the app plays unlocked.
  public static let protectedDataWillBecomeUnavailableNotification = Notification.Name(
    "UIApplicationProtectedDataWillBecomeUnavailable")
  /// Posted when the device unlocks and protected files open again; never while the app plays unlocked.
  public static let protectedDataDidBecomeAvailableNotification = Notification.Name(
    "UIApplicationProtectedDataDidBecomeAvailable")

  /// Keys of the launch options, as `UIApplication.LaunchOptionsKey`.
  public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
    public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
  }

  /// Keys of `application(_:open:options:)`, as `UIApplication.OpenURLOptionsKey`.
  public struct OpenURLOptionsKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let sourceApplication = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
  }

  /// Keys of `open(_:options:)`, as `UIApplication.OpenExternalURLOptionsKey`.
  public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
  }
}

private struct WeakWindow {
  weak var window: UIWindow?
}

/// A background task's identifier, as `UIBackgroundTaskIdentifier`.
public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}

/// How a scene is closed, as UIKit's `UISceneDestructionRequestOptions` (accepted).
@MainActor @preconcurrency
open class UISceneDestructionRequestOptions: NSObject {
  public override init() { super.init() }
}
