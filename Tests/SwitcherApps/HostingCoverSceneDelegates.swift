import SwiftUI
import UIKit

/// A privacy cover as vendano-ios's `BlurOverlay` draws one: one SwiftUI view whose two layers
/// each fill the screen (white under black at 0.95), shown by one hosting controller.
struct TwoLayerCover: View {
  var body: some View {
    ZStack {
      Color.white
      Color.black.opacity(0.95)
    }
  }
}

/// Adds one two-layer cover to the (opaque) root view in `sceneWillResignActive(_:)` and removes
/// it on becoming active: one cover, however many layers it holds, never a pile-up.
class TwoLayerCoverSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  private var cover: UIViewController?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    window = makeAccountWindow(for: scene)
  }

  func sceneWillResignActive(_ scene: UIScene) {
    guard cover == nil, let root = window?.rootViewController?.view else { return }
    let cover = UIHostingController(rootView: TwoLayerCover())
    cover.view.frame = root.bounds
    root.addSubview(cover.view)
    self.cover = cover
  }

  func sceneDidBecomeActive(_ scene: UIScene) {
    cover?.view.removeFromSuperview()
    cover = nil
  }
}

/// Adds a new two-layer cover at every resign and never removes one: they pile up.
class PilingTwoLayerCoverSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  private var covers: [UIViewController] = []

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    window = makeAccountWindow(for: scene)
  }

  func sceneWillResignActive(_ scene: UIScene) {
    guard let root = window?.rootViewController?.view else { return }
    let cover = UIHostingController(rootView: TwoLayerCover())
    cover.view.frame = root.bounds
    root.addSubview(cover.view)
    covers.append(cover)
  }
}
