import UIKit

/// Blurs the screen with a thick material on every resign and removes the blur only on entering
/// the foreground: after Control Center the app is active again with its content under the blur.
class BlurLeftBehindSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  private var blur: UIVisualEffectView?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    window = makeAccountWindow(for: scene)
  }

  func sceneWillResignActive(_ scene: UIScene) {
    guard blur == nil else { return }
    let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemThickMaterial))
    blur.frame = window?.bounds ?? .zero
    window?.addSubview(blur)
    self.blur = blur
  }

  func sceneWillEnterForeground(_ scene: UIScene) {
    blur?.removeFromSuperview()
    blur = nil
  }
}

/// Covers only a bar across the top of the screen on entering the background: an opaque view as
/// wide as the screen but not as tall, which leaves the account below it readable.
class BannerCoverSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    window = makeAccountWindow(for: scene)
  }

  func sceneDidEnterBackground(_ scene: UIScene) {
    let banner = UIView(frame: CGRect(x: 0, y: 0, width: window?.bounds.width ?? 0, height: 100))
    banner.backgroundColor = .systemBackground
    window?.addSubview(banner)
  }
}
