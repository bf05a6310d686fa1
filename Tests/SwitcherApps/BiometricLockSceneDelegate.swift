import LocalAuthentication
import UIKit

/// An app lock, as privacy apps write one: a lock screen over the account once in the background,
/// and Face ID asked when the app comes back, the lock removed on the main queue when the person
/// is recognised.
class BiometricLockSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  private var lockView: UIView?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    window = makeAccountWindow(for: scene)
  }

  func sceneWillResignActive(_ scene: UIScene) {
    guard let window, lockView == nil else { return }
    let lock = UIView(frame: window.bounds)
    lock.backgroundColor = .systemBackground
    let label = UILabel(frame: CGRect(x: 20, y: 400, width: 353, height: 40))
    label.text = "Wallet locked"
    lock.addSubview(label)
    window.addSubview(lock)
    lockView = lock
  }

  func sceneDidBecomeActive(_ scene: UIScene) {
    guard lockView != nil else { return }
    let context = LAContext()
    var error: NSError?
    guard context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error) else { return }
    context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Unlock your wallet") { success, _ in
      DispatchQueue.main.async {
        guard success else { return }
        self.lockView?.removeFromSuperview()
        self.lockView = nil
      }
    }
  }
}
