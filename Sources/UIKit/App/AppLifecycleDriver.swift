import Foundation
import HostProtocol

/// Drives the app through iOS's lifecycle, one event at a time, calling the delegates in the
/// order UIKit does (Apple, "Managing your app's life cycle"):
///
/// - scenes: launch = `application(_:willFinishLaunchingWithOptions:)`,
///   `application(_:didFinishLaunchingWithOptions:)`,
///   `application(_:configurationForConnecting:options:)`, `scene(_:willConnectTo:options:)`,
///   `sceneWillEnterForeground(_:)`, `sceneDidBecomeActive(_:)`; leaving = `sceneWillResignActive(_:)`,
///   `sceneDidEnterBackground(_:)`; returning = `sceneWillEnterForeground(_:)`, `sceneDidBecomeActive(_:)`.
///   The app delegate's four lifecycle methods are never called; the app-level notifications are.
/// - app delegate: launch = the two launch methods, `applicationDidBecomeActive(_:)`; then
///   `applicationWillResignActive(_:)`, `applicationDidEnterBackground(_:)`,
///   `applicationWillEnterForeground(_:)`, `applicationDidBecomeActive(_:)`.
///
/// An event that needs a state in between passes through it, as iOS does (background from
/// active resigns first; active from background enters the foreground first).
@MainActor
final class AppLifecycleDriver {
  private let launch: AppLaunchRequest
  private let appDelegate: any UIApplicationDelegate
  private var scene: UIWindowScene?
  /// The scene of an app without scenes: its state follows the app's; it has no callbacks.
  private var implicitScene: UIWindowScene?
  private var standInWindow: UIWindow?
  private(set) var notes: [String] = []
  private var application: UIApplication { .shared }

  init(launch: AppLaunchRequest, appDelegate: any UIApplicationDelegate) {
    self.launch = launch
    self.appDelegate = appDelegate
  }

  /// The notes since the last call, with what the app's frameworks said (`FrameworkNotes`).
  func takeNotes() -> [String] {
    defer { notes = [] }
    return FrameworkNotes.take() + notes
  }

  /// Launches the app into the foreground, active.
  func start() {
    let app = application
    app.delegate = appDelegate
    app.applicationState = .inactive
    CallbackLog.call("application(_:willFinishLaunchingWithOptions:)") {
      _ = appDelegate.application(app, willFinishLaunchingWithOptions: nil)
    }
    if launch.lifecycle == .appDelegate, let storyboard = launch.mainStoryboard {
      let window = makeStandIn(storyboard: storyboard, scene: nil)
      appDelegate.window = window
    }
    CallbackLog.call("application(_:didFinishLaunchingWithOptions:)") {
      _ = appDelegate.application(app, didFinishLaunchingWithOptions: nil)
    }
    CallbackLog.post(UIApplication.didFinishLaunchingNotification, object: app)
    switch launch.lifecycle {
    case .scenes:
      connectScene()
      enterForeground()
      becomeActive()
    case .appDelegate:
      connectImplicitScene()
      standInWindow?.makeKeyAndVisible()
      becomeActive()
    }
  }

  /// The scene of an app without a scene manifest: UIKit (iOS 13 and later) connects one, with no
  /// delegate, once launching has finished, and the app's windows are in it; `connectedScenes`
  /// then finds them, as code written for scenes (and libraries) expects.
  private func connectImplicitScene() {
    let app = application
    let session = UISceneSession(role: .windowApplication, configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication))
    let scene = UIWindowScene(session: session, connectionOptions: UIScene.ConnectionOptions())
    session.scene = scene
    scene.activationState = .foregroundInactive
    app.connectedScenes.insert(scene)
    app.implicitScene = scene
    implicitScene = scene
    for window in app.windows where window.windowScene == nil { window.windowScene = scene }
  }

  /// Runs `event`; returns the snapshot when the app entered the background.
  func handle(_ event: AppEvent) -> ScreenTree? {
    switch (event, application.applicationState) {
    case (.inactive, .active):
      resignActive()
    case (.inactive, _):
      notes.append("inactive: the app is already \(application.applicationState == .inactive ? "inactive" : "in the background")")
    case (.active, .background):
      enterForeground()
      becomeActive()
    case (.active, .inactive):
      becomeActive()
    case (.background, .active):
      resignActive()
      // Going home, the resign comes as the gesture starts and the background as it ends: what
      // the resign animated has run by the time the snapshot is taken.
      AnimationClock.shared.settle()
      return enterBackground()
    case (.background, .inactive):
      return enterBackground()
    case (.foreground, .background):
      enterForeground()
    case (.terminate, let state):
      var snapshot: ScreenTree?
      if state == .active {
        resignActive()
        AnimationClock.shared.settle()
      }
      if state != .background { snapshot = enterBackground() }
      terminate()
      return snapshot
    case (.active, .active), (.background, .background), (.foreground, _):
      notes.append("\(event.rawValue): nothing to do, the app is \(application.applicationState.word)")
    }
    return nil
  }

  // MARK: Transitions

  private func connectScene() {
    let app = application
    let first = launch.sceneConfigurations.first
    let plistConfiguration = UISceneConfiguration(name: first?.name, sessionRole: .windowApplication)
    let session = UISceneSession(role: .windowApplication, configuration: plistConfiguration)
    let options = UIScene.ConnectionOptions()
    var configuration = plistConfiguration
    CallbackLog.call("application(_:configurationForConnecting:options:)") {
      configuration = appDelegate.application(app, configurationForConnecting: session, options: options)
    }
    session.configuration = configuration
    let entry = launch.sceneConfigurations.first { $0.name == configuration.name }
    if entry == nil, configuration.delegateClass == nil {
      notes.append(
        "the scene configuration '\(configuration.name ?? "nil")' that application(_:configurationForConnecting:options:) returned "
          + "is not in the Info.plist's UISceneConfigurations, so the scene has no delegate")
    }
    let scene = UIWindowScene(session: session, connectionOptions: options)
    self.scene = scene
    session.scene = scene
    scene.delegate = makeSceneDelegate(configuration: configuration, entry: entry)
    app.connectedScenes.insert(scene)
    scene.activationState = .background
    if let storyboard = configuration.storyboardName ?? entry?.storyboard {
      let window = makeStandIn(storyboard: storyboard, scene: scene)
      if let delegate = scene.delegate as? any UIWindowSceneDelegate { delegate.window = window }
    }
    CallbackLog.post(UIScene.willConnectNotification, object: scene)
    if let delegate = scene.delegate {
      CallbackLog.call("scene(_:willConnectTo:options:)") { delegate.scene(scene, willConnectTo: session, options: options) }
    }
    standInWindow?.makeKeyAndVisible()
  }

  private func makeSceneDelegate(configuration: UISceneConfiguration, entry: SceneConfigurationEntry?) -> (any UISceneDelegate)? {
    if let type = configuration.delegateClass {
      guard let responder = type as? UIResponder.Type, responder is any UISceneDelegate.Type else {
        notes.append("the configuration's delegateClass \(type) does not adopt UISceneDelegate, so the scene has no delegate")
        return nil
      }
      return responder.init(coder: CreationCoder()) as? any UISceneDelegate
    }
    guard let name = entry?.delegateClass else { return nil }
    guard let type = RuntimeTypes.classNamed(name) else {
      notes.append("scene delegate class '\(name)' was not found, so the scene has no delegate")
      return nil
    }
    guard let responder = type as? UIResponder.Type, responder is any UISceneDelegate.Type else {
      notes.append("scene delegate class '\(name)' does not adopt UIWindowSceneDelegate, so the scene has no delegate")
      return nil
    }
    return responder.init(coder: CreationCoder()) as? any UISceneDelegate
  }

  private func makeStandIn(storyboard: String, scene: UIWindowScene?) -> UIWindow {
    let window = scene.map { UIWindow(windowScene: $0) } ?? UIWindow(frame: UIScreen.main.bounds)
    let controller = UIViewController()
    controller.view = StoryboardStandInView(storyboard: storyboard)
    window.rootViewController = controller
    standInWindow = window
    notes.append("storyboard '\(storyboard)' cannot be loaded here: its window stands in as the app's content")
    return window
  }

  private func enterForeground() {
    application.applicationState = .inactive
    scene?.activationState = .foregroundInactive
    implicitScene?.activationState = .foregroundInactive
    deliver(
      scene: ("sceneWillEnterForeground(_:)", { $0.sceneWillEnterForeground($1) }, UIScene.willEnterForegroundNotification),
      app: ("applicationWillEnterForeground(_:)", { $0.applicationWillEnterForeground($1) }),
      then: UIApplication.willEnterForegroundNotification)
    ViewCapture.updateHostedContent()
  }

  private func becomeActive() {
    application.applicationState = .active
    scene?.activationState = .foregroundActive
    implicitScene?.activationState = .foregroundActive
    deliver(
      scene: ("sceneDidBecomeActive(_:)", { $0.sceneDidBecomeActive($1) }, UIScene.didActivateNotification),
      app: ("applicationDidBecomeActive(_:)", { $0.applicationDidBecomeActive($1) }),
      then: UIApplication.didBecomeActiveNotification)
    ViewCapture.updateHostedContent()
  }

  private func resignActive() {
    // iOS changes the states after the callbacks: the app is still active while it resigns.
    deliver(
      scene: ("sceneWillResignActive(_:)", { $0.sceneWillResignActive($1) }, UIScene.willDeactivateNotification),
      app: ("applicationWillResignActive(_:)", { $0.applicationWillResignActive($1) }),
      then: UIApplication.willResignActiveNotification, sceneStateAfter: .foregroundInactive)
    application.applicationState = .inactive
    implicitScene?.activationState = .foregroundInactive
    ViewCapture.updateHostedContent()  // SwiftUI sees .inactive before any later step's phase
  }

  /// Enters the background and takes the snapshot as the callbacks return.
  private func enterBackground() -> ScreenTree {
    application.applicationState = .background
    scene?.activationState = .background
    implicitScene?.activationState = .background
    deliver(
      scene: ("sceneDidEnterBackground(_:)", { $0.sceneDidEnterBackground($1) }, UIScene.didEnterBackgroundNotification),
      app: ("applicationDidEnterBackground(_:)", { $0.applicationDidEnterBackground($1) }),
      then: UIApplication.didEnterBackgroundNotification)
    return ViewCapture.screen()  // its hosted content updates (and runs what is due) as it is captured
  }

  /// One transition as iOS delivers it: in a scene app the scene delegate's callback and the
  /// scene's notification (then the scene's new state, when it changes after them), otherwise
  /// the app delegate's callback; then the application's notification.
  private func deliver(
    scene sceneStep: (name: String, call: (any UISceneDelegate, UIScene) -> Void, notification: Notification.Name),
    app appStep: (name: String, call: (any UIApplicationDelegate, UIApplication) -> Void),
    then notification: Notification.Name, sceneStateAfter: UIScene.ActivationState? = nil
  ) {
    let app = application
    if let scene {
      if let delegate = scene.delegate { CallbackLog.call(sceneStep.name) { sceneStep.call(delegate, scene) } }
      CallbackLog.post(sceneStep.notification, object: scene)
      if let sceneStateAfter { scene.activationState = sceneStateAfter }
    } else {
      CallbackLog.call(appStep.name) { appStep.call(appDelegate, app) }
    }
    CallbackLog.post(notification, object: app)
  }

  private func terminate() {
    let app = application
    if let scene {
      if let delegate = scene.delegate {
        CallbackLog.call("sceneDidDisconnect(_:)") { delegate.sceneDidDisconnect(scene) }
      }
      CallbackLog.post(UIScene.didDisconnectNotification, object: scene)
      scene.activationState = .unattached
      app.connectedScenes.remove(scene)
    }
    CallbackLog.call("applicationWillTerminate(_:)") { appDelegate.applicationWillTerminate(app) }
    CallbackLog.post(UIApplication.willTerminateNotification, object: app)
  }
}

extension UIApplication.State {
  /// The word reports use: `active`, `inactive`, `background`.
  var word: String {
    switch self {
    case .active: "active"
    case .inactive: "inactive"
    case .background: "background"
    }
  }
}

/// The root view of a storyboard's window that cannot be loaded here: it counts as the app's content.
final class StoryboardStandInView: UIView {
  let storyboard: String

  init(storyboard: String) {
    self.storyboard = storyboard
    super.init(frame: UIScreen.main.bounds)
    backgroundColor = .systemBackground
  }

  required init?(coder: NSCoder) {
    storyboard = ""
    super.init(coder: coder)
  }
}

/// What a framework could not do for the app (SwiftUI could not make its
/// `@UIApplicationDelegateAdaptor` delegate, say), said in the notes of the step being run.
@MainActor
package enum FrameworkNotes {
  private static var pending: [String] = []

  /// Adds a note to the step being run.
  package static func add(_ text: String) { pending.append(text) }

  package static func take() -> [String] {
    defer { pending = [] }
    return pending
  }
}
