import UIKit

/// A cover drawn with Core Animation instead of a view: an opaque layer with the logo as its
/// contents, added over the window's layer on resign and removed once active again.
class LayerCoverSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  private var cover: CALayer?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    window = makeAccountWindow(for: scene)
  }

  func sceneWillResignActive(_ scene: UIScene) {
    guard let window else { return }
    let layer = CALayer()
    layer.frame = window.bounds
    layer.backgroundColor = UIColor.systemBackground.cgColor
    let logo = CALayer()
    logo.frame = CGRect(x: window.bounds.midX - 40, y: window.bounds.midY - 40, width: 80, height: 80)
    logo.contents = UIImage(named: "Logo")
    layer.addSublayer(logo)
    window.layer.addSublayer(layer)
    cover = layer
  }

  func sceneDidBecomeActive(_ scene: UIScene) {
    cover?.removeFromSuperlayer()
    cover = nil
  }
}
