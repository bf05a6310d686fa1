import UIKit

/// The Focus app's scene: today's screen time behind a navigation bar, and a privacy cover in a
/// window of its own above everything, shown whenever the app leaves the foreground or goes
/// inactive (Control Center, the App Switcher), hidden as soon as it is active again.
class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  private var privacyWindow: UIWindow?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    guard let windowScene = (scene as? UIWindowScene) else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = UINavigationController(rootViewController: TodayViewController())
    window.makeKeyAndVisible()
    self.window = window
  }

  func sceneWillResignActive(_ scene: UIScene) {
    showPrivacyCover(in: scene)
  }

  func sceneDidEnterBackground(_ scene: UIScene) {
    // Shortly after this returns iOS takes the App Switcher snapshot: no animation here.
    showPrivacyCover(in: scene)
  }

  func sceneWillEnterForeground(_ scene: UIScene) {}

  func sceneDidBecomeActive(_ scene: UIScene) {
    privacyWindow?.isHidden = true
    privacyWindow = nil
    window?.makeKey()
  }

  private func showPrivacyCover(in scene: UIScene) {
    guard privacyWindow == nil, let windowScene = scene as? UIWindowScene else { return }
    let cover = UIWindow(windowScene: windowScene)
    cover.windowLevel = .alert + 1
    cover.rootViewController = PrivacyCoverViewController()
    cover.makeKeyAndVisible()
    privacyWindow = cover
  }
}
