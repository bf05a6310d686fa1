import Foundation
import HostProtocol
import Testing

@testable import UIKit

/// `UIViewPropertyAnimator` on the simulated clock: held where `fractionComplete` puts it while
/// paused, run when started, ended where `stopAnimation` and `finishAnimation(at:)` say.
@MainActor @Suite struct UIViewPropertyAnimatorTests {
  @Test func aPausedAnimatorHoldsItsChangesAtItsFraction() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.alpha = 0
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 1 }
    #expect(animator.state == .inactive && ViewCapture.node(view).alpha == 0, "nothing runs before it starts")
    animator.fractionComplete = 0.25
    #expect(animator.state == .active && !animator.isRunning)
    #expect(ViewCapture.node(view).alpha == 0.25)
    #expect(animator.fractionComplete == 0.25)
    AnimationClock.shared.settle()
    #expect(ViewCapture.node(view).alpha == 0.25, "a paused animator does not end on the clock")
    animator.stopAnimation(true)
    #expect(animator.state == .inactive && view.alpha == 0.25, "stopped without finishing: it keeps what it shows")
  }

  @Test func aStartedAnimatorRunsToItsEndAndCallsItsCompletions() {
    let view = UIView(frame: .zero)
    var ended: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 0.5, dampingRatio: 0.8) { view.alpha = 0 }
    animator.addCompletion { ended.append($0) }
    animator.startAnimation()
    #expect(animator.isRunning && ViewCapture.node(view).alpha == 1, "at its very start")
    AnimationClock.shared.settle()
    #expect(ended == [.end] && animator.state == .inactive)
    #expect(ViewCapture.node(view).alpha == 0)
  }

  @Test func aStoppedAnimatorFinishesWhereItIsTold() {
    let view = UIView(frame: .zero)
    var ended: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 1, delay: 0, animations: { view.alpha = 0.2 }) {
      ended.append($0)
    }
    animator.stopAnimation(false)
    #expect(animator.state == .stopped)
    AnimationClock.shared.settle()
    #expect(ended == [], "a stopped animator waits for finishAnimation(at:)")
    animator.finishAnimation(at: .start)
    #expect(ended == [.start] && view.alpha == 1 && ViewCapture.node(view).alpha == 1)
  }

  /// The "intensity" idiom: a blur set in a paused animator shows at that fraction of its strength.
  @Test func aBlurInAPausedAnimatorShowsAtItsFraction() {
    let blur = UIVisualEffectView(effect: nil)
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { blur.effect = UIBlurEffect(style: .dark) }
    animator.fractionComplete = 0.3
    let node = ViewCapture.node(blur)
    #expect(node.kind == .blur && abs(node.alpha - 0.3) < 1e-9)
    animator.fractionComplete = 1
    #expect(ViewCapture.node(blur).alpha == 1)
    animator.stopAnimation(false)
    animator.finishAnimation(at: .end)
    #expect(blur.effect is UIBlurEffect && ViewCapture.node(blur).alpha == 1)
  }

  /// `UIView.animate` of an effect shows it fading in: nothing at the animation's start.
  @Test func anAnimatedEffectShowsAsFarAsItsAnimationHasGone() {
    let blur = UIVisualEffectView(effect: nil)
    UIView.animate(withDuration: 0.3) { blur.effect = UIBlurEffect(style: .systemMaterial) }
    #expect(ViewCapture.node(blur).alpha == 0)
    AnimationClock.shared.settle()
    #expect(ViewCapture.node(blur).alpha == 1)
  }
}

/// `UIBezierPath`, `draw(_:)` and `drawHierarchy(in:afterScreenUpdates:)` as a drawing records them.
@MainActor @Suite struct UIKitDrawingTests {
  @Test func pathsAreDrawnAsSVGPathData() throws {
    let path = UIBezierPath()
    path.move(to: CGPoint(x: 0, y: 10))
    path.addLine(to: CGPoint(x: 10, y: 10))
    path.addQuadCurve(to: CGPoint(x: 20, y: 10), controlPoint: CGPoint(x: 15, y: 0))
    path.close()
    #expect(path.bounds == CGRect(x: 0, y: 0, width: 20, height: 10))
    #expect(path.currentPoint == CGPoint(x: 0, y: 10), "a closed subpath ends where it began")
    let arc = UIBezierPath(arcCenter: CGPoint(x: 20, y: 20), radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
    #expect(abs(arc.currentPoint.x - 10) < 1e-9 && abs(arc.currentPoint.y - 20) < 1e-9)
    #expect(abs(arc.bounds.maxY - 30) < 1e-9 && abs(arc.bounds.minY - 20) < 1e-9, "clockwise from 0 to π passes below")
    let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { _ in
      UIColor.systemBlue.setFill()
      path.fill()
      arc.lineWidth = 4
      arc.lineCapStyle = .round
      arc.stroke()
    }
    let svg = String(decoding: try #require(image.imageData), as: UTF8.self)
    #expect(svg.contains("<path d=\"M0 10 L10 10 Q15 0 20 10 Z\" fill=\"#007aff\"/>"), "\(svg)")
    #expect(svg.contains("d=\"M30 20 A10 10 0 0 1 10 20\" fill=\"none\" stroke-width=\"4\" stroke-linecap=\"round\""), "\(svg)")
  }

  @Test func aFullCircleArcIsAnOvalAndARoundedRectIsARectangle() {
    let circle = UIBezierPath(arcCenter: CGPoint(x: 5, y: 5), radius: 5, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
    #expect(circle.shape == .oval(CGRect(x: 0, y: 0, width: 10, height: 10)))
    let card = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 30, height: 20), byRoundingCorners: [.topLeft], cornerRadii: CGSize(width: 4, height: 4))
    #expect(card.shape == .rect(CGRect(x: 0, y: 0, width: 30, height: 20), radius: 0))
    circle.addLine(to: .zero)
    #expect(circle.shape == nil, "a changed path is no longer known as its shape")
  }

  /// What a view draws in `draw(_:)` is read like views: its text, its fills.
  @Test func aViewsDrawingIsCapturedBeneathItsSubviews() {
    final class Badge: UIView {
      override func draw(_ rect: CGRect) {
        UIColor.systemRed.setFill()
        UIBezierPath(ovalIn: rect).fill()
        "PIN 4821".draw(at: CGPoint(x: 4, y: 2), withAttributes: [.font: UIFont.systemFont(ofSize: 12)])
      }
    }
    let badge = Badge(frame: CGRect(x: 0, y: 0, width: 80, height: 20))
    badge.addSubview(UILabel(frame: .zero))
    let children = ViewCapture.node(badge).children
    #expect(children.count == 3)
    #expect(children[0].isEllipse == true && children[0].backgroundColor?.name == "systemRed")
    #expect(children[1].text == "PIN 4821" && children[1].fontSize == 12)
    #expect(children[2].typeName == "UILabel", "subviews above what the view draws")
  }

  @Test func aHierarchyDrawnIntoAnImageIsAPictureReadWhereTheImageIsShown() throws {
    let screen = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    let label = UILabel(frame: CGRect(x: 10, y: 10, width: 80, height: 20))
    label.text = "Balance 12.00"
    screen.addSubview(label)
    #expect(!screen.drawHierarchy(in: screen.bounds, afterScreenUpdates: false), "no drawing to draw into")
    let image = UIGraphicsImageRenderer(bounds: screen.bounds).image { _ in
      MainActor.assumeIsolated { _ = screen.drawHierarchy(in: screen.bounds, afterScreenUpdates: true) }
    }
    #expect(String(decoding: try #require(image.imageData), as: UTF8.self).contains(">Balance 12.00</text>"))
    let shown = UIImageView(image: image)
    shown.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
    let node = ViewCapture.node(shown)
    #expect(node.kind == .image, "an image still covers what lies beneath it")
    let picture = try #require(node.children.first)
    #expect(picture.typeName == ViewNode.snapshotPictureTypeName)
    let text = try #require(picture.children.flatMap(\.children).first { $0.text == "Balance 12.00" })
    #expect(text.frame == ViewRect(x: 20, y: 20, width: 160, height: 40), "scaled with the image")
  }
}

/// Core Animation's layers as privacy covers use them: subclassed, filled with a gradient or a
/// shape, animated (kept, not run), in a transaction.
@MainActor @Suite struct CoreAnimationLayerTests {
  @Test func aGradientIsReadAsItsFirstColourAsOpaqueAsItsLeastOpaque() {
    let gradient = CAGradientLayer()
    gradient.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    gradient.colors = [UIColor.systemBlue.cgColor, UIColor.systemBlue.withAlphaComponent(0.2).cgColor]
    let node = ViewCapture.node(gradient)
    #expect(node.typeName == "CAGradientLayer")
    #expect(node.backgroundColor?.alpha == 0.2 && node.backgroundColor?.blue == UIColor.systemBlue.blueComponent)
  }

  @Test func aShapeLayersFilledOvalIsAViewAndAnOpenPathIsNot() {
    let shape = CAShapeLayer()
    shape.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
    shape.path = UIBezierPath(ovalIn: CGRect(x: 5, y: 5, width: 30, height: 30)).cgPath
    let oval = ViewCapture.node(shape).children.first
    #expect(oval?.isEllipse == true && oval?.frame == ViewRect(x: 5, y: 5, width: 30, height: 30))
    let line = UIBezierPath()
    line.move(to: .zero)
    line.addLine(to: CGPoint(x: 40, y: 40))
    shape.path = line.cgPath
    #expect(ViewCapture.node(shape).children.isEmpty)
    #expect(UIBezierPath(cgPath: line.cgPath).bounds == CGRect(x: 0, y: 0, width: 40, height: 40))
  }

  @Test func anAddedAnimationIsKeptAndTheModelValueShows() {
    final class PulseLayer: CALayer {}
    let layer = PulseLayer()
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 0
    fade.toValue = 1
    fade.fillMode = .forwards
    layer.add(fade, forKey: "fade")
    #expect(layer.animationKeys() == ["fade"] && (layer.animation(forKey: "fade") as? CABasicAnimation)?.keyPath == "opacity")
    #expect(ViewCapture.node(layer).alpha == 1)
    layer.removeAllAnimations()
    #expect(layer.animationKeys() == nil)
  }

  @Test func aTransactionsCompletionRunsAtItsCommit() {
    var ran = 0
    CATransaction.begin()
    CATransaction.setCompletionBlock { ran += 1 }
    #expect(ran == 0)
    CATransaction.commit()
    #expect(ran == 1)
  }

  @Test func jpegDataIsTheBytesOfAJPEGAndNilForADrawing() {
    let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10])
    let image = UIImage(symbol: nil, asset: nil, data: jpeg, tint: nil, mode: .automatic, scale: 1, size: CGSize(width: 1, height: 1))
    #expect(image.jpegData(compressionQuality: 0.5) == jpeg)
    let drawn = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { _ in }
    #expect(drawn.jpegData(compressionQuality: 1) == nil)
  }
}
