import UIKit

/// A card that draws itself in `draw(_:)`: a ring of arcs and the available credit as text,
/// written as custom-drawn views are. Nothing covers it, so the snapshot shows the credit.
final class CreditRingView: UIView {
  override func draw(_ rect: CGRect) {
    UIColor.systemGray5.setFill()
    UIBezierPath(roundedRect: rect, cornerRadius: 16).fill()
    let ring = UIBezierPath(
      arcCenter: CGPoint(x: 60, y: rect.midY), radius: 30, startAngle: -.pi / 2, endAngle: .pi, clockwise: true)
    ring.lineWidth = 8
    ring.lineCapStyle = .round
    UIColor.systemGreen.setStroke()
    ring.stroke()
    ("Credit 7,450.00" as NSString).draw(
      at: CGPoint(x: 110, y: rect.midY - 12),
      withAttributes: [.font: UIFont.systemFont(ofSize: 20, weight: .semibold), .foregroundColor: UIColor.label])
  }

  override func awakeFromNib() {
    super.awakeFromNib()
    backgroundColor = .clear
  }
}

/// The account screen with a drawn credit card and no cover.
class DrawnCardSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    window = makeAccountWindow(for: scene)
    let card = CreditRingView(frame: CGRect(x: 20, y: 240, width: 353, height: 100))
    window?.rootViewController?.view.addSubview(card)
  }
}

/// Shows the account window and, in the background, the cover `cover(over:)` makes over it;
/// takes the cover away on entering the foreground. Each subclass makes one kind of cover.
class BackgroundCoverSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  private var cover: UIView?

  /// The cover to add over `window`; nil for none.
  func cover(over window: UIWindow) -> UIView? { nil }

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    window = makeAccountWindow(for: scene)
  }

  func sceneDidEnterBackground(_ scene: UIScene) {
    guard let window, let cover = cover(over: window) else { return }
    window.addSubview(cover)
    self.cover = cover
  }

  func sceneWillEnterForeground(_ scene: UIScene) {
    cover?.removeFromSuperview()
    cover = nil
  }
}

/// Covers the window in the background with an image of the window itself
/// (`drawHierarchy(in:afterScreenUpdates:)`): a copy of the screen, which hides nothing.
class HierarchyImageSceneDelegate: BackgroundCoverSceneDelegate {
  var blurs: Bool { false }

  override func cover(over window: UIWindow) -> UIView? {
    let image = UIGraphicsImageRenderer(bounds: window.bounds).image { _ in
      window.drawHierarchy(in: window.bounds, afterScreenUpdates: false)
    }
    let imageView = UIImageView(image: image)
    imageView.frame = window.bounds
    if blurs {
      let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemThickMaterial))
      blur.frame = imageView.bounds
      imageView.addSubview(blur)
    }
    return imageView
  }
}

/// The same image of the window, blurred with a thick material over it: covered.
final class BlurredHierarchyImageSceneDelegate: HierarchyImageSceneDelegate {
  override var blurs: Bool { true }
}

/// A blur whose strength a paused `UIViewPropertyAnimator` sets (the "intensity" idiom): at 0.2
/// it shows a fifth of the material, which does not hide the balance.
final class IntensityBlurView: UIVisualEffectView {
  private var animator: UIViewPropertyAnimator!

  init(style: UIBlurEffect.Style, intensity: CGFloat) {
    super.init(effect: nil)
    animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { [unowned self] in
      self.effect = UIBlurEffect(style: style)
    }
    animator.fractionComplete = intensity
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// Covers the window in the background with an intensity blur: `intensity` of the material.
class IntensityBlurSceneDelegate: BackgroundCoverSceneDelegate {
  var intensity: CGFloat { 0.2 }

  override func cover(over window: UIWindow) -> UIView? {
    let blur = IntensityBlurView(style: .systemThickMaterial, intensity: intensity)
    blur.frame = window.bounds
    return blur
  }
}

/// The intensity blur at its full strength: covered.
final class FullIntensityBlurSceneDelegate: IntensityBlurSceneDelegate {
  override var intensity: CGFloat { 1 }
}

/// Blurs the window with a running property animator as it resigns: going home, the resign comes
/// as the gesture starts, so the animation has run when the snapshot is taken.
final class AnimatorBlurOnResignSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  private var cover: UIVisualEffectView?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    window = makeAccountWindow(for: scene)
  }

  func sceneWillResignActive(_ scene: UIScene) {
    guard let window else { return }
    let blur = UIVisualEffectView(effect: nil)
    blur.frame = window.bounds
    window.addSubview(blur)
    cover = blur
    UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.25, delay: 0, options: [.curveEaseOut]) {
      blur.effect = UIBlurEffect(style: .systemThickMaterial)
    }
  }

  func sceneDidBecomeActive(_ scene: UIScene) {
    cover?.removeFromSuperview()
    cover = nil
  }
}

/// Covers the window in the background with a gradient layer of two opaque colours and a
/// shape layer's circle, as branded privacy screens do: covered.
final class GradientLayerCoverSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  private var cover: CALayer?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    window = makeAccountWindow(for: scene)
  }

  func sceneDidEnterBackground(_ scene: UIScene) {
    guard let window else { return }
    let gradient = CAGradientLayer()
    gradient.frame = window.bounds
    gradient.colors = [UIColor.systemIndigo.cgColor, UIColor.systemPurple.cgColor]
    let badge = CAShapeLayer()
    badge.frame = gradient.bounds
    badge.path = UIBezierPath(ovalIn: CGRect(x: 146, y: 380, width: 100, height: 100)).cgPath
    badge.fillColor = UIColor.white.cgColor
    gradient.addSublayer(badge)
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    window.layer.addSublayer(gradient)
    CATransaction.commit()
    cover = gradient
  }

  func sceneWillEnterForeground(_ scene: UIScene) {
    cover?.removeFromSuperlayer()
    cover = nil
  }
}

/// The classic blurred-snapshot cover: a picture of the window blurred with Core Image's
/// `CIGaussianBlur` (`radius` pixels), shown over the window in the background.
class CoreImageBlurCoverSceneDelegate: BackgroundCoverSceneDelegate {
  var radius: Double { 30 }

  override func cover(over window: UIWindow) -> UIView? {
    let snapshot = UIGraphicsImageRenderer(bounds: window.bounds).image { _ in
      window.drawHierarchy(in: window.bounds, afterScreenUpdates: false)
    }
    guard let cgImage = snapshot.cgImage, let filter = CIFilter(name: "CIGaussianBlur") else { return nil }
    let input = CIImage(cgImage: cgImage)
    filter.setValue(input, forKey: kCIInputImageKey)
    filter.setValue(radius, forKey: kCIInputRadiusKey)
    guard let output = filter.outputImage, let blurred = CIContext(options: nil).createCGImage(output, from: input.extent) else { return nil }
    let imageView = UIImageView(image: UIImage(cgImage: blurred))
    imageView.frame = window.bounds
    return imageView
  }
}

/// The same cover blurred by 6 pixels (2 points at 3x): the large balance reads through.
final class LightCoreImageBlurCoverSceneDelegate: CoreImageBlurCoverSceneDelegate {
  override var radius: Double { 6 }
}
