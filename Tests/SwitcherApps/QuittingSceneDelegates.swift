import Foundation
import UIKit

/// Quits when sent to the background so that the next launch asks for a login again: `exit(0)`
/// in `sceneDidEnterBackground(_:)`, a clean exit and no crash.
class QuitsOnBackgroundSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    window = makeAccountWindow(for: scene)
  }

  func sceneDidEnterBackground(_ scene: UIScene) {
    UserDefaults.standard.set(true, forKey: "needsLogin")
    exit(0)
  }
}

/// Quits a moment after entering the background, from work the callback queued on the main
/// queue: the callback returned, and the app ends before the next event reaches any callback.
class QuitsAfterBackgroundSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    window = makeAccountWindow(for: scene)
  }

  func sceneDidEnterBackground(_ scene: UIScene) {
    DispatchQueue.main.async { exit(0) }
  }
}

/// Refreshes its balance from work queued in `sceneDidEnterBackground(_:)`, and that work
/// crashes (an index out of range) after the callback returned.
class CrashesAfterBackgroundSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  private var balances: [String] = []

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    window = makeAccountWindow(for: scene)
  }

  func sceneDidEnterBackground(_ scene: UIScene) {
    DispatchQueue.main.async { [self] in
      window?.rootViewController?.title = balances[0]
    }
  }
}

/// Saves its store from work queued in `sceneDidEnterBackground(_:)`, waiting on the main thread
/// for a save that never signals: the callback returned, and the main thread is held after it.
class HoldsMainQueueAfterBackgroundSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  private let saved = DispatchSemaphore(value: 0)

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    window = makeAccountWindow(for: scene)
  }

  func sceneDidEnterBackground(_ scene: UIScene) {
    DispatchQueue.main.async { [saved] in saved.wait() }
  }
}

/// Stops its own process in `sceneDidEnterBackground(_:)`, as code that calls `raise(SIGSTOP)`
/// to wait for a debugger does: the callback never returns, and nothing of the app runs again
/// until something continues it.
class StopsItselfOnBackgroundSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    window = makeAccountWindow(for: scene)
  }

  func sceneDidEnterBackground(_ scene: UIScene) {
    raise(SIGSTOP)
  }
}
