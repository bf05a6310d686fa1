/// The app's lifecycle, driven by the host (`extension-host app-switcher`): the app target runs
/// as a child process, and the host sends it the events iOS would.
///
/// `app/launch` comes first (instead of `initialize`): the protocol version, the lifecycle the
/// Info.plist chose and the scene delegate class it names, the device's screen. Then one
/// `app/event` per event. Each answer lists the callbacks that ran, in order, and the screen once
/// the main queue and the animations settled; for `background` also the snapshot, taken as the
/// background callback returned.
public struct AppLaunchRequest: RPCRequest {
  public static let method = "app/launch"
  public typealias Response = AppStepResult

  /// The host's ``HostProtocolVersion/current``.
  public var protocolVersion: Int
  /// `scenes` when the Info.plist has a `UIApplicationSceneManifest`, else `app-delegate`.
  public var lifecycle: AppLifecycle
  /// The Info.plist's window-scene configurations (`UIWindowSceneSessionRoleApplication`), in order.
  public var sceneConfigurations: [SceneConfigurationEntry]
  /// `UIMainStoryboardFile`, for the app-delegate lifecycle.
  public var mainStoryboard: String?
  /// The device's screen in points, and its name.
  public var screen: DeviceScreen

  public init(
    protocolVersion: Int, lifecycle: AppLifecycle, sceneConfigurations: [SceneConfigurationEntry],
    mainStoryboard: String?, screen: DeviceScreen
  ) {
    self.protocolVersion = protocolVersion
    self.lifecycle = lifecycle
    self.sceneConfigurations = sceneConfigurations
    self.mainStoryboard = mainStoryboard
    self.screen = screen
  }
}

/// One entry of `UISceneConfigurations`, build settings expanded.
public struct SceneConfigurationEntry: Codable, Hashable, Sendable {
  /// `UISceneConfigurationName`.
  public var name: String?
  /// `UISceneDelegateClassName` (`Module.SceneDelegate`).
  public var delegateClass: String?
  /// `UISceneStoryboardFile`.
  public var storyboard: String?

  public init(name: String?, delegateClass: String?, storyboard: String?) {
    self.name = name
    self.delegateClass = delegateClass
    self.storyboard = storyboard
  }
}

/// Which lifecycle UIKit runs: the scene delegate's or the app delegate's.
public enum AppLifecycle: String, Codable, Hashable, Sendable {
  case scenes
  case appDelegate = "app-delegate"
}

/// A device's screen.
public struct DeviceScreen: Codable, Hashable, Sendable {
  public var name: String
  public var width: Double
  public var height: Double

  public init(name: String, width: Double, height: Double) {
    self.name = name
    self.width = width
    self.height = height
  }
}

/// One lifecycle event after launch.
public struct AppEventRequest: RPCRequest {
  public static let method = "app/event"
  public typealias Response = AppStepResult

  public var event: AppEvent

  public init(event: AppEvent) { self.event = event }
}

/// The events the host drives, by the words the command line takes.
public enum AppEvent: String, Codable, Hashable, Sendable, CaseIterable {
  /// The app keeps its screen but stops receiving events (`willResignActive`).
  case inactive
  /// Back to active (`didBecomeActive`), from inactive or, through the foreground, background.
  case active
  /// Home, or another app (`didEnterBackground`, after resigning when active): the snapshot.
  case background
  /// Coming back (`willEnterForeground`): visible again but inactive until `active`.
  case foreground
  /// The system ends the app (`sceneDidDisconnect`, `applicationWillTerminate`).
  case terminate
}

/// What one step did: the callbacks UIKit called, in order, and the screen afterwards.
public struct AppStepResult: Codable, Hashable, Sendable {
  /// The callbacks as Swift names them: `sceneWillResignActive(_:)`.
  public var callbacks: [String]
  /// `UIApplication.shared.applicationState` after the step: `active`, `inactive`, `background`.
  public var state: String
  /// The screen once the main queue and the animations settled.
  public var screen: ScreenTree
  /// For `background`: the screen as the background callback returned, before its animations ran.
  public var snapshot: ScreenTree?
  /// What UIKit noticed and would log (a scene delegate class it could not find).
  public var notes: [String]

  public init(callbacks: [String], state: String, screen: ScreenTree, snapshot: ScreenTree?, notes: [String]) {
    self.callbacks = callbacks
    self.state = state
    self.screen = screen
    self.snapshot = snapshot
    self.notes = notes
  }
}

/// Sent by the app as each callback begins, so a callback that never returns is named, and as it
/// returns, so that what the app runs after it (work the callback queued) is not blamed on it.
public struct AppCallbackNotification: RPCNotification {
  public static let method = "app/callback"

  /// The delegate callback, or the notification whose observers run, as Swift names it.
  public var callback: String
  /// True when `callback` has returned; absent when it starts.
  public var returned: Bool?

  public init(callback: String, returned: Bool? = nil) {
    self.callback = callback
    self.returned = returned
  }
}
