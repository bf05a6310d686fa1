import UIKit

/// Sizes its privacy cover by dividing the screen among the app's panels, and has none: the
/// cover's frame is NaN by infinity, which no answer can carry.
class DividesByZeroCoverSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  private let panels: [String] = []

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    window = makeAccountWindow(for: scene)
  }

  func sceneWillResignActive(_ scene: UIScene) {
    let width = 390 / Double(panels.count)
    let cover = UIView(frame: CGRect(x: 0 * width, y: 0, width: width, height: 844))
    cover.backgroundColor = .systemBackground
    window?.addSubview(cover)
  }
}
