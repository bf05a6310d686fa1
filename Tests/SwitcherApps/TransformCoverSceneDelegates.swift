import UIKit

/// A privacy cover "hidden" with a transform instead of removed: an opaque cover over the window,
/// shrunk to nothing with `CGAffineTransform(scaleX:y:)` as apps do to animate it away later.
/// Shrunk, it covers nothing, and the snapshot shows the balance.
final class ShrunkCoverSceneDelegate: BackgroundCoverSceneDelegate {
  override func cover(over window: UIWindow) -> UIView? {
    let cover = UIView(frame: window.bounds)
    cover.backgroundColor = .systemBackground
    cover.transform = CGAffineTransform(scaleX: 0.01, y: 0.01)
    return cover
  }
}

/// A splash-style cover: the app's small badge, zoomed up about its centre until it fills the
/// screen (`scaledBy(x:y:)` of the identity), as "zoom the logo" privacy screens do: covered.
final class ZoomedBadgeCoverSceneDelegate: BackgroundCoverSceneDelegate {
  override func cover(over window: UIWindow) -> UIView? {
    let badge = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
    badge.center = window.center
    badge.backgroundColor = .systemIndigo
    badge.transform = CGAffineTransform.identity.scaledBy(x: 20, y: 20)
    return badge
  }
}
