import UIKit

/// Implements every scene callback and covers nothing: the lifecycle's order, and content in the snapshot.
class RecordingSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    window = makeAccountWindow(for: scene)
  }

  func sceneDidDisconnect(_ scene: UIScene) {}
  func sceneDidBecomeActive(_ scene: UIScene) {}
  func sceneWillResignActive(_ scene: UIScene) {}
  func sceneWillEnterForeground(_ scene: UIScene) {}
  func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// The robust technique, on background only: inactive shows content (a warning).
class BackgroundOnlySceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    window = makeAccountWindow(for: scene)
  }

  private var coverWindow: UIWindow?

  func sceneDidEnterBackground(_ scene: UIScene) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let cover = UIWindow(windowScene: windowScene)
    cover.windowLevel = .alert + 1
    let controller = UIViewController()
    controller.view.backgroundColor = .systemBackground
    cover.rootViewController = controller
    cover.makeKeyAndVisible()
    coverWindow = cover
  }

  func sceneWillEnterForeground(_ scene: UIScene) {
    coverWindow?.isHidden = true
    coverWindow = nil
  }
}

/// Covers on resign, uncovers only on willEnterForeground: a banner leaves the cover while
/// active, and each resign adds one more.
class LeftBehindSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    window = makeAccountWindow(for: scene)
  }

  func sceneWillResignActive(_ scene: UIScene) {
    let cover = UIView(frame: window?.bounds ?? .zero)
    cover.backgroundColor = .systemBackground
    cover.tag = 999
    window?.addSubview(cover)
  }

  func sceneWillEnterForeground(_ scene: UIScene) {
    window?.viewWithTag(999)?.removeFromSuperview()
  }
}

/// Covers the root view controller's view; a sheet presented on top stays visible.
class RootViewCoverSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    window = makeAccountWindow(for: scene)
    window?.rootViewController?.present(TransferViewController(), animated: false)
  }

  func sceneDidEnterBackground(_ scene: UIScene) {
    guard let root = window?.rootViewController?.view else { return }
    let cover = UIView(frame: root.bounds)
    cover.backgroundColor = .systemBackground
    root.addSubview(cover)
  }
}

/// A light material: the large balance reads through it.
class ThinBlurSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    window = makeAccountWindow(for: scene)
  }

  private var blur: UIVisualEffectView?
  var style: UIBlurEffect.Style { .systemUltraThinMaterial }

  func sceneDidEnterBackground(_ scene: UIScene) {
    let blur = UIVisualEffectView(effect: UIBlurEffect(style: style))
    blur.frame = window?.bounds ?? .zero
    window?.addSubview(blur)
    self.blur = blur
  }

  func sceneWillEnterForeground(_ scene: UIScene) {
    blur?.removeFromSuperview()
  }
}

/// A thick material: nothing reads through it.
class ThickBlurSceneDelegate: ThinBlurSceneDelegate {
  override var style: UIBlurEffect.Style { .systemThickMaterial }
}

/// Keeps its window in another property, so `window?.windowScene` is nil and no cover is made.
class NilWindowSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  private var mainWindow: UIWindow?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = AccountViewController()
    window.makeKeyAndVisible()
    mainWindow = window
  }

  private var cover: UIWindow?

  func sceneDidEnterBackground(_ scene: UIScene) {
    guard let windowScene = window?.windowScene else { return }
    let cover = UIWindow(windowScene: windowScene)
    cover.windowLevel = .alert + 1
    cover.backgroundColor = .black
    cover.makeKeyAndVisible()
    self.cover = cover
  }
}

/// Fades the cover in: the snapshot is taken before the animation runs, so it shows the content.
class AnimatedCoverSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    window = makeAccountWindow(for: scene)
  }

  func sceneDidEnterBackground(_ scene: UIScene) {
    let cover = UIView(frame: window?.bounds ?? .zero)
    cover.backgroundColor = .systemBackground
    cover.alpha = 0
    window?.addSubview(cover)
    UIView.animate(withDuration: 0.3) { cover.alpha = 1 }
  }
}

/// Crashes while entering the background.
class CrashingSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    window = makeAccountWindow(for: scene)
  }

  func sceneDidEnterBackground(_ scene: UIScene) {
    let covers: [UIView] = []
    window?.addSubview(covers[0])
  }
}

/// Never returns from entering the background.
class BlockingSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    window = makeAccountWindow(for: scene)
  }

  func sceneDidEnterBackground(_ scene: UIScene) {
    while true { sleep(60) }
  }
}

/// Floods its output while resigning, then covers properly.
class FloodingSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    window = makeAccountWindow(for: scene)
  }

  func sceneWillResignActive(_ scene: UIScene) {
    for line in 0..<200_000 { print("resigning, line \(line) of a log nobody reads") }
  }
}

/// A cover window left at the default level: two windows at `.normal`, whose order iOS does not promise.
class SameLevelCoverSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  private var cover: UIWindow?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    window = makeAccountWindow(for: scene)
  }

  func sceneDidEnterBackground(_ scene: UIScene) {
    guard let windowScene = window?.windowScene else { return }
    let cover = UIWindow(windowScene: windowScene)
    cover.backgroundColor = .systemBackground
    cover.makeKeyAndVisible()
    self.cover = cover
  }
}

/// Declares its own `init()`, as many delegates do (`override init()` to set up state): UIKit
/// runs it, and no `init?(coder:)` is written, as on iOS.
class InitializingSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  private let greeting: String

  override init() {
    greeting = "Set up in init()"
    super.init()
  }

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    window = makeAccountWindow(for: scene)
    let label = UILabel(frame: CGRect(x: 20, y: 240, width: 353, height: 22))
    label.text = greeting
    window?.rootViewController?.view.addSubview(label)
  }
}

/// A class the Info.plist names that is no scene delegate: iOS runs the scene without one.
class NotASceneDelegate: UIResponder {
  var window: UIWindow?
}
