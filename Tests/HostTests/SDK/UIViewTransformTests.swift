import Foundation
import HostProtocol
import ShieldRendering
import Testing

@testable import UIKit

/// `UIView.transform` as the App Switcher's capture draws it: about the view's centre, what the
/// view holds going with it, animated on the simulated clock like `alpha` and `frame`.
@MainActor @Suite struct UIViewTransformTests {
  private let balance = "Balance 4,210.00"

  /// A screen of a balance label with `cover` over it, as the capture reads it.
  private func reading(_ cover: UIView) -> ScreenReading {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    let label = UILabel(frame: CGRect(x: 20, y: 100, width: 300, height: 30))
    label.text = balance
    root.addSubview(label)
    root.addSubview(cover)
    let window = WindowNode(level: 0, visibleOrder: 0, isKey: true, root: ViewCapture.node(root))
    return Legibility.read(ScreenTree(width: 393, height: 852, windows: [window]))
  }

  private func cover() -> UIView {
    let cover = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    cover.backgroundColor = .systemBackground
    return cover
  }

  @Test func aViewIsCapturedTransformedAboutItsCentre() {
    let view = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
    #expect(view.transform.isIdentity)
    view.transform = CGAffineTransform(scaleX: 2, y: 2)
    #expect(ViewCapture.node(view).frame == ViewRect(x: 50, y: 75, width: 200, height: 100))
    #expect(view.frame == CGRect(x: 100, y: 100, width: 100, height: 50), "the model frame stays untransformed")
    view.transform = CGAffineTransform(translationX: 0, y: 1000)
    #expect(ViewCapture.node(view).frame == ViewRect(x: 100, y: 1100, width: 100, height: 50))
    view.transform = CGAffineTransform(rotationAngle: .pi / 2)
    let turned = ViewCapture.node(view).frame
    #expect(abs(turned.x - 125) < 1e-9 && abs(turned.width - 50) < 1e-9 && abs(turned.height - 100) < 1e-9, "the bounding box")
  }

  /// What the view holds is stretched with it: a label inside a view scaled by a half is half as big.
  @Test func theSubviewsGoWithTheTransform() {
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let label = UILabel(frame: CGRect(x: 20, y: 20, width: 100, height: 40))
    label.text = balance
    label.font = .systemFont(ofSize: 20)
    card.addSubview(label)
    card.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
    let node = ViewCapture.node(card)
    #expect(node.frame == ViewRect(x: 50, y: 25, width: 100, height: 50))
    #expect(node.children[0].frame == ViewRect(x: 10, y: 10, width: 50, height: 20))
    #expect(node.children[0].fontSize == 10)
  }

  @Test func aCoverScaledToNothingOrMovedOffScreenCoversNothing() {
    let untouched = cover()
    #expect(reading(untouched).readableText.isEmpty, "the untransformed cover covers")
    let shrunk = cover()
    shrunk.transform = CGAffineTransform(scaleX: 0.001, y: 0.001)
    #expect(reading(shrunk).readableText == [balance])
    let moved = cover()
    moved.transform = CGAffineTransform(translationX: 0, y: 852)
    #expect(reading(moved).readableText == [balance])
  }

  /// A cover too small to hold the text covers it once scaled up.
  @Test func aCoverScaledUpCoversMore() {
    let small = UIView(frame: CGRect(x: 146, y: 400, width: 100, height: 52))
    small.backgroundColor = .black
    #expect(reading(small).readableText == [balance])
    let grown = UIView(frame: CGRect(x: 146, y: 400, width: 100, height: 52))
    grown.backgroundColor = .black
    grown.transform = CGAffineTransform(scaleX: 10, y: 20)
    #expect(reading(grown).readableText.isEmpty)
  }

  /// A cover that shrinks away in an animation shows its old transform until the clock moves,
  /// half-way at half its duration, and none at its end; a paused animator holds it.
  @Test func theTransformIsAnimatedOnTheClock() {
    let clock = AnimationClock.shared
    clock.settle()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    UIView.animate(withDuration: 0.2) { view.transform = CGAffineTransform(scaleX: 0, y: 0) }
    #expect(view.transform == CGAffineTransform(scaleX: 0, y: 0), "the model value at once")
    #expect(ViewCapture.node(view).frame == ViewRect(x: 0, y: 0, width: 100, height: 100), "shows the old one")
    clock.settle()
    #expect(ViewCapture.node(view).frame == ViewRect(x: 50, y: 50, width: 0, height: 0))

    let held = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { held.transform = CGAffineTransform(translationX: 100, y: 0) }
    animator.fractionComplete = 0.5
    #expect(ViewCapture.node(held).frame == ViewRect(x: 50, y: 0, width: 100, height: 100))
    animator.stopAnimation(true)
    #expect(held.transform == CGAffineTransform(translationX: 50, y: 0), "stopped where it was")
  }
}
