import Foundation
import Testing

@testable import UIKit

/// Gesture recognizers kept on their views, the view controller's Home indicator and status bar
/// preferences with UIKit's defaults, and a bitmap turned by `UIImage(cgImage:scale:orientation:)`.
@MainActor @Suite struct UIKitGestureAndPresentationTests {
  @Test func aRecognizerBelongsToOneViewAtATime() {
    let first = UIView(frame: .zero)
    let second = UIView(frame: .zero)
    #expect(first.gestureRecognizers == nil)
    let tap = UITapGestureRecognizer()
    tap.numberOfTapsRequired = 2
    first.addGestureRecognizer(tap)
    first.addGestureRecognizer(tap)
    #expect(first.gestureRecognizers?.count == 1 && tap.view === first)
    second.addGestureRecognizer(tap)
    #expect(first.gestureRecognizers == nil && second.gestureRecognizers?.first === tap && tap.view === second, "moved, as on iOS")
    second.removeGestureRecognizer(tap)
    #expect(second.gestureRecognizers == nil && tap.view == nil)
    #expect(tap.state == .possible && tap.numberOfTapsRequired == 2)
  }

  @Test func theRecognizersHaveUIKitsDefaults() {
    let hold = UILongPressGestureRecognizer()
    #expect(hold.minimumPressDuration == 0.5 && hold.numberOfTouchesRequired == 1 && hold.allowableMovement == 10)
    #expect(UISwipeGestureRecognizer().direction == .right && UISwipeGestureRecognizer.Direction.down.rawValue == 8)
    let pan = UIPanGestureRecognizer()
    pan.setTranslation(CGPoint(x: 3, y: 4), in: nil)
    #expect(pan.translation(in: nil) == CGPoint(x: 3, y: 4) && pan.velocity(in: nil) == .zero)
    let view = UIView(frame: .zero)
    view.gestureRecognizers = [UIPinchGestureRecognizer(), UIRotationGestureRecognizer()]
    #expect(view.gestureRecognizers?.allSatisfy { $0.view === view } == true)
  }

  @Test func aViewControllerPrefersWhatUIKitDoesByDefault() {
    final class Camera: UIViewController {
      override var prefersHomeIndicatorAutoHidden: Bool { true }
      override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .slide }
    }
    let plain = UIViewController()
    #expect(!plain.prefersHomeIndicatorAutoHidden && plain.preferredStatusBarUpdateAnimation == .fade)
    let camera = Camera()
    camera.setNeedsUpdateOfHomeIndicatorAutoHidden()
    #expect(camera.prefersHomeIndicatorAutoHidden && camera.preferredStatusBarUpdateAnimation == .slide)
    #expect(UIStatusBarAnimation.slide.rawValue == 2)
  }

  /// A bitmap of 300 × 150 pixels at scale 3, turned left: 50 × 100 points.
  @Test func aTurnedBitmapSwapsItsSides() throws {
    let drawing = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 50)).image { _ in UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10)) }
    let bitmap = try #require(drawing.cgImage)
    #expect(bitmap.width == Int(drawing.size.width * drawing.scale))
    let turned = UIImage(cgImage: bitmap, scale: drawing.scale, orientation: .leftMirrored)
    #expect(turned.size == CGSize(width: 50, height: 100) && turned.imageOrientation == .leftMirrored)
    #expect(UIImage(cgImage: bitmap, scale: drawing.scale, orientation: .up).size == CGSize(width: 100, height: 50))
    #expect(UIImage.Orientation.rightMirrored.rawValue == 7 && drawing.imageOrientation == .up)
    UIImageWriteToSavedPhotosAlbum(turned, nil, nil, nil)
  }
}
