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

/// Lays out a row of labels for each of its 20,000 transactions at once, instead of a table that
/// draws the rows that fit: the screen is larger than any answer the host reads.
class EveryRowAtOnceSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    let controller = UIViewController()
    for index in 0..<20_000 {
      let label = UILabel(frame: CGRect(x: 0, y: Double(index) * 20, width: 390, height: 20))
      label.text = "Transaction \(index)"
      controller.view.addSubview(label)
    }
    window.rootViewController = controller
    window.makeKeyAndVisible()
    self.window = window
  }
}
