import UIKit

/// The SwiftUI app running in this process: the value `@main` made, and the delegate its
/// `@UIApplicationDelegateAdaptor` made, if any.
@MainActor
final class AppHost {
  static var current: AppHost?

  let app: any App
  /// The app's own delegate (`@UIApplicationDelegateAdaptor`), which SwiftUI's delegate calls.
  let delegate: (any UIApplicationDelegate)?

  /// The host of `app`, with the delegate its `@UIApplicationDelegateAdaptor` property made (nil
  /// without one, or when it could not be made, which the adaptor said).
  init(app: any App) {
    self.app = app
    delegate = Mirror(reflecting: app).children.lazy.compactMap { ($0.value as? any DelegateAdaptor)?.delegate }.first
  }

  /// The window's view in `environment`: the app's body read with the environment installed in
  /// the app (its `@Environment(\.scenePhase)`), as SwiftUI reads it again when the phase changes.
  /// The app's own state objects are made the first time: SwiftUI installs the app's storage
  /// when it first evaluates the app, whether or not its body reads them.
  func windowRoot(in environment: EnvironmentValues) -> AnyView? {
    installEnvironment(environment, into: app)
    if !stateInstalled {
      stateInstalled = true
      StateLedger.install(stateOf: app)
    }
    return app.body.windowRoot
  }

  /// Whether the app's state has been installed (its state objects made).
  private var stateInstalled = false
}

/// The view a SwiftUI app's window shows: its window group's content, read afresh at each capture.
struct AppRootView: View, PrimitiveView {
  var body: Never { fatalError("AppRootView has no body") }
  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    guard let root = AppHost.current?.windowRoot(in: context.environment) else { return [] }
    return try context.evaluate(root)
  }
}

/// SwiftUI's app delegate: calls the app's own (`@UIApplicationDelegateAdaptor`) and connects each
/// scene to `AppHostingSceneDelegate`, or to the scene delegate the app's delegate names.
final class AppHostingDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  private func pass(_ call: (any UIApplicationDelegate) -> Void) { forward(to: AppHost.current?.delegate, call) }

  func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
    var result = true
    pass { result = $0.application(application, willFinishLaunchingWithOptions: launchOptions) }
    return result
  }

  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
    var result = true
    pass { result = $0.application(application, didFinishLaunchingWithOptions: launchOptions) }
    // An Info.plist without a scene manifest runs the app-delegate lifecycle: the app's window is
    // made here, once launching has finished, as SwiftUI does.
    DispatchQueue.main.async { [weak self] in
      MainActor.assumeIsolated {
        // Without a scene manifest the only scene is UIKit's own, with no delegate to make a window.
        guard let self, !application.connectedScenes.contains(where: { $0.delegate != nil }), self.window == nil else { return }
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UIHostingController(rootView: AppRootView())
        window.makeKeyAndVisible()
        self.window = window
      }
    }
    return result
  }

  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    let configuration = UISceneConfiguration(name: connectingSceneSession.configuration.name, sessionRole: connectingSceneSession.role)
    var asked: UISceneConfiguration?
    pass { asked = $0.application(application, configurationForConnecting: connectingSceneSession, options: options) }
    AppHostingSceneDelegate.appDelegateClass = asked?.delegateClass
    configuration.delegateClass = AppHostingSceneDelegate.self
    return configuration
  }

  func applicationDidBecomeActive(_ application: UIApplication) { pass { $0.applicationDidBecomeActive(application) } }
  func applicationWillResignActive(_ application: UIApplication) { pass { $0.applicationWillResignActive(application) } }
  func applicationDidEnterBackground(_ application: UIApplication) { pass { $0.applicationDidEnterBackground(application) } }
  func applicationWillEnterForeground(_ application: UIApplication) { pass { $0.applicationWillEnterForeground(application) } }
  func applicationWillTerminate(_ application: UIApplication) { pass { $0.applicationWillTerminate(application) } }
}

/// SwiftUI's scene delegate: a window showing the app's window group, and the scene's callbacks
/// passed on to the scene delegate the app's delegate named, if it did.
final class AppHostingSceneDelegate: UIResponder, UIWindowSceneDelegate {
  /// The scene delegate class the app's delegate asked for in its scene configuration.
  static var appDelegateClass: AnyClass?
  var window: UIWindow?
  private var own: (any UISceneDelegate)?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    if let windowScene = scene as? UIWindowScene {
      let window = UIWindow(windowScene: windowScene)
      window.rootViewController = UIHostingController(rootView: AppRootView())
      window.makeKeyAndVisible()
      self.window = window
    }
    if let type = Self.appDelegateClass as? UIResponder.Type {
      own = type.init(coder: NSCoder()) as? any UISceneDelegate
      (own as? any UIWindowSceneDelegate)?.window = window
    }
    pass { $0.scene(scene, willConnectTo: session, options: connectionOptions) }
  }

  private func pass(_ call: (any UISceneDelegate) -> Void) { forward(to: own, call) }

  func sceneDidDisconnect(_ scene: UIScene) { pass { $0.sceneDidDisconnect(scene) } }
  func sceneDidBecomeActive(_ scene: UIScene) { pass { $0.sceneDidBecomeActive(scene) } }
  func sceneWillResignActive(_ scene: UIScene) { pass { $0.sceneWillResignActive(scene) } }
  func sceneWillEnterForeground(_ scene: UIScene) { pass { $0.sceneWillEnterForeground(scene) } }
  func sceneDidEnterBackground(_ scene: UIScene) { pass { $0.sceneDidEnterBackground(scene) } }
}

/// Calls the app's own delegate with a callback SwiftUI's delegate received; without one, the
/// callback is SwiftUI's, not the app's code, and is not listed as the app's.
@MainActor
private func forward<Delegate>(to delegate: Delegate?, _ call: (Delegate) -> Void) {
  guard let delegate else { return CallbackLog.notImplemented() }
  call(delegate)
}

/// What the app finds among a SwiftUI app's properties: its `@UIApplicationDelegateAdaptor`.
@MainActor
protocol DelegateAdaptor {
  var delegate: (any UIApplicationDelegate)? { get }
}

/// Gives a SwiftUI app a UIKit app delegate, as SwiftUI's `UIApplicationDelegateAdaptor`: SwiftUI
/// makes `DelegateType` at launch and calls its launch and lifecycle methods.
///
/// Without an Objective-C runtime a class is made from its type only through a `required`
/// initializer, so the delegate must subclass `UIResponder` (whose `init(coder:)` is one), as
/// Xcode's UIKit template does; an `NSObject`-only delegate is said on stderr and not called.
@MainActor @preconcurrency @propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate>: DelegateAdaptor {
  private let made: DelegateType?

  public init(_ delegateType: DelegateType.Type = DelegateType.self) {
    made = (delegateType as? UIResponder.Type)?.init(coder: NSCoder()) as? DelegateType
    if made == nil {
      let message =
        "the app delegate \(delegateType) of @UIApplicationDelegateAdaptor cannot be made here: without an Objective-C "
        + "runtime a class is made from its type only through a required initializer, which UIResponder has and NSObject "
        + "does not; subclass UIResponder (class \(delegateType): UIResponder, UIApplicationDelegate) for its callbacks "
        + "(and the scene delegate it names) to run"
      FileHandle.standardError.write(Data("SwiftUI: \(message)\n".utf8))
      FrameworkNotes.add(message)
    }
  }

  /// The delegate SwiftUI made.
  public var wrappedValue: DelegateType {
    guard let made else { fatalError("the app delegate \(DelegateType.self) was not made: it must subclass UIResponder here") }
    return made
  }

  var delegate: (any UIApplicationDelegate)? { made }
}
