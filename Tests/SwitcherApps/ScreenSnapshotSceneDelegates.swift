import UIKit

/// Blurs a picture of the whole screen as the scene resigns, after prongbang/DataLeakageSwift
/// (written for Flutter apps' delegates): `UIScreen.main.snapshotView(afterScreenUpdates:)` with a
/// `UIVisualEffectView` over it, added to the window and removed once the scene is active again.
/// The blur hides the account, so the card shows nothing readable.
class ScreenBlurSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    weak var screen: UIView?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = AccountViewController()
        window.makeKeyAndVisible()
        self.window = window
    }

    func sceneWillResignActive(_ scene: UIScene) {
        blurScreen(style: .regular)
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        screen?.removeFromSuperview()
    }

    private func blurScreen(style: UIBlurEffect.Style) {
        let picture = UIScreen.main.snapshotView(afterScreenUpdates: false)
        let blurBackground = UIVisualEffectView(effect: UIBlurEffect(style: style))
        blurBackground.frame = picture.frame
        picture.addSubview(blurBackground)
        window?.addSubview(picture)
        screen = picture
    }
}

/// The same picture of the screen with no blur over it: it shows what the screen showed, so the
/// card shows the account.
class ScreenFreezeSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var frozen: UIView?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = AccountViewController()
        window.makeKeyAndVisible()
        self.window = window
    }

    func sceneWillResignActive(_ scene: UIScene) {
        let picture = UIScreen.main.snapshotView(afterScreenUpdates: false)
        window?.addSubview(picture)
        frozen = picture
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        frozen?.removeFromSuperview()
        frozen = nil
    }
}
