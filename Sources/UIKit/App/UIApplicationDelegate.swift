public import Foundation
import HostProtocol

/// The app delegate, as UIKit's `UIApplicationDelegate`; every method is optional.
///
/// With a scene manifest in the Info.plist UIKit never calls the four lifecycle methods
/// (`applicationDidBecomeActive`, `applicationWillResignActive`, `applicationDidEnterBackground`,
/// `applicationWillEnterForeground`): the scene delegate gets them instead.
@MainActor @preconcurrency
public protocol UIApplicationDelegate: AnyObject {
  var window: UIWindow? { get set }
  func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
  func applicationDidBecomeActive(_ application: UIApplication)
  func applicationWillResignActive(_ application: UIApplication)
  func applicationDidEnterBackground(_ application: UIApplication)
  func applicationWillEnterForeground(_ application: UIApplication)
  func applicationWillTerminate(_ application: UIApplication)
  func applicationDidReceiveMemoryWarning(_ application: UIApplication)
  func applicationProtectedDataWillBecomeUnavailable(_ application: UIApplication)
  func applicationProtectedDataDidBecomeAvailable(_ application: UIApplication)
  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration
  func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
  func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool
  func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)
  func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error)
  func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask
  /// Handoff and universal links without scenes (the host continues none).
  func application(
    _ application: UIApplication, continue userActivity: NSUserActivity,
    restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
  ) -> Bool
  func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String) -> Bool
}

extension UIApplicationDelegate {
  public var window: UIWindow? {
    get { nil }
    set {}
  }
  public func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
    CallbackLog.notImplemented()
    return true
  }
  public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
    CallbackLog.notImplemented()
    return true
  }
  public func applicationDidBecomeActive(_ application: UIApplication) { CallbackLog.notImplemented() }
  public func applicationWillResignActive(_ application: UIApplication) { CallbackLog.notImplemented() }
  public func applicationDidEnterBackground(_ application: UIApplication) { CallbackLog.notImplemented() }
  public func applicationWillEnterForeground(_ application: UIApplication) { CallbackLog.notImplemented() }
  public func applicationWillTerminate(_ application: UIApplication) { CallbackLog.notImplemented() }
  public func applicationDidReceiveMemoryWarning(_ application: UIApplication) { CallbackLog.notImplemented() }
  public func applicationProtectedDataWillBecomeUnavailable(_ application: UIApplication) { CallbackLog.notImplemented() }
  public func applicationProtectedDataDidBecomeAvailable(_ application: UIApplication) { CallbackLog.notImplemented() }
  public func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    CallbackLog.notImplemented()
    return connectingSceneSession.configuration
  }
  public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
    CallbackLog.notImplemented()
  }
  public func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
    CallbackLog.notImplemented()
    return false
  }
  public func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
    CallbackLog.notImplemented()
  }
  public func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error) {
    CallbackLog.notImplemented()
  }
  public func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
    CallbackLog.notImplemented()
    return .allButUpsideDown
  }
  public func application(
    _ application: UIApplication, continue userActivity: NSUserActivity,
    restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
  ) -> Bool { false }
  public func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String) -> Bool { false }

  /// Starts the app, as `@main` does on iOS: UIKit creates this class as the app delegate.
  public static func main() {
    AppRuntime.run(delegateType: Self.self)
  }
}

extension UIApplication {
  /// Starts the app under the host with a delegate of `delegateType` (SwiftUI's `App.main()`).
  package static func run(delegateType: any UIApplicationDelegate.Type) -> Never {
    AppRuntime.run(delegateType: delegateType)
  }
}

/// Starts the app, as UIKit's `UIApplicationMain`: the delegate class is found by its name
/// (`NSStringFromClass(AppDelegate.self)`). It never returns.
@MainActor @preconcurrency
@discardableResult
public func UIApplicationMain(
  _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, _ principalClassName: String?,
  _ delegateClassName: String?
) -> Int32 {
  guard let delegateClassName, let type = RuntimeTypes.classNamed(delegateClassName) as? any UIApplicationDelegate.Type else {
    FileHandle.standardError.write(
      Data("UIApplicationMain: no app delegate class named '\(delegateClassName ?? "nil")' that adopts UIApplicationDelegate\n".utf8))
    exit(70)
  }
  AppRuntime.run(delegateType: type)
}
