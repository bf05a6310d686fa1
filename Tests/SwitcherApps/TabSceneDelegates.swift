import UIKit

/// Tabs, the first showing the account: its content and the tab titles are what the snapshot
/// shows; covered on resign with a blurred `snapshotView(afterScreenUpdates:)` of the window, as
/// apps that blur their own screen do.
class TabsSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  private var cover: UIView?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    let account = AccountViewController()
    account.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), tag: 0)
    let cards = UIViewController()
    cards.title = "Cards"
    let tabs = UITabBarController()
    tabs.viewControllers = [account, cards]
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    self.window = window
  }

  func sceneWillResignActive(_ scene: UIScene) {
    guard let window, let snapshot = window.snapshotView(afterScreenUpdates: false) else { return }
    let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemThickMaterial))
    blur.frame = snapshot.bounds
    snapshot.addSubview(blur)
    window.addSubview(snapshot)
    cover = snapshot
    UIApplication.shared.ignoreSnapshotOnNextApplicationLaunch()
  }

  func sceneDidBecomeActive(_ scene: UIScene) {
    cover?.removeFromSuperview()
    cover = nil
  }
}
