public import Foundation

extension UIView {
  /// The pace of an animation, as UIKit's `UIView.AnimationCurve`; the simulated clock runs every
  /// curve linearly.
  public enum AnimationCurve: Int, Sendable {
    case easeInOut, easeIn, easeOut, linear
  }
}

/// Where an animator's animations end up, as UIKit's `UIViewAnimatingPosition`.
public enum UIViewAnimatingPosition: Int, Sendable {
  case end, start, current
}

/// An animator's state, as UIKit's `UIViewAnimatingState`.
public enum UIViewAnimatingState: Int, Sendable {
  /// Its animations have not started, or have ended.
  case inactive
  /// Started or paused: its animations are under way.
  case active
  /// Stopped without finishing: `finishAnimation(at:)` must end it.
  case stopped
}

/// A timing curve, as UIKit's `UITimingCurveProvider`: accepted; the clock runs every curve linearly.
@MainActor @preconcurrency
public protocol UITimingCurveProvider: AnyObject {}

/// A cubic Bézier timing curve, as UIKit's `UICubicTimingParameters`.
public final class UICubicTimingParameters: NSObject, UITimingCurveProvider {
  public let animationCurve: UIView.AnimationCurve
  public override init() { animationCurve = .easeInOut }
  public init(animationCurve curve: UIView.AnimationCurve) { animationCurve = curve }
  public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) { animationCurve = .easeInOut }
}

/// A spring timing curve, as UIKit's `UISpringTimingParameters`.
public final class UISpringTimingParameters: NSObject, UITimingCurveProvider {
  public override init() { super.init() }
  public init(dampingRatio ratio: CGFloat) { super.init() }
  public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) { super.init() }
  public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) { super.init() }
}

/// Animates views' changes that can be started, paused, scrubbed and stopped, as UIKit's
/// `UIViewPropertyAnimator`, on the app's simulated clock (`UIView.animate`'s).
///
/// Its animations run when it starts, or are held where `fractionComplete` puts them while it is
/// paused: a blur set in a paused animator at 0.3 (the "intensity" idiom) shows at 0.3 of its
/// strength, and the App Switcher reads it so. Every timing curve runs linearly.
@MainActor @preconcurrency
open class UIViewPropertyAnimator: NSObject {
  /// Seconds the animations take.
  public let duration: TimeInterval
  /// Seconds before they start, once started with a delay.
  public private(set) var delay: TimeInterval = 0
  /// The curve it was made with.
  public let timingParameters: (any UITimingCurveProvider)?
  /// Where it is: inactive, under way, or stopped.
  public private(set) var state: UIViewAnimatingState = .inactive
  /// Whether it is running (started and not paused).
  public private(set) var isRunning = false
  /// Accepted: the clock does not run animations backwards.
  open var isReversed = false
  open var isInterruptible = true
  open var isUserInteractionEnabled = true
  open var isManualHitTestingEnabled = false
  open var scrubsLinearly = true
  open var pausesOnCompletion = false

  private var animations: [() -> Void] = []
  private var completions: [(UIViewAnimatingPosition) -> Void] = []
  /// Counts starts and stops, so a completion the clock calls for an earlier start is ignored.
  private var generation = 0
  private var heldFraction: Double = 0
  private var identity: ObjectIdentifier { ObjectIdentifier(self) }

  public init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
    self.duration = duration
    timingParameters = parameters
    super.init()
  }

  public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
    self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
    if let animations { self.animations.append(animations) }
  }

  public convenience init(
    duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint, animations: (() -> Void)? = nil
  ) {
    self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
    if let animations { self.animations.append(animations) }
  }

  public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
    self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
    if let animations { self.animations.append(animations) }
  }

  /// An animator already started, as UIKit's `runningPropertyAnimator(...)`.
  @discardableResult
  open class func runningPropertyAnimator(
    withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
  ) -> UIViewPropertyAnimator {
    let animator = UIViewPropertyAnimator(duration: duration, curve: .easeInOut, animations: animations)
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation(afterDelay: delay)
    return animator
  }

  /// More changes to animate; run at once (held with the others) when it is already under way.
  open func addAnimations(_ animation: @escaping () -> Void) {
    guard state == .active else { return animations.append(animation) }
    AnimationClock.shared.record(duration: duration, delay: 0, owner: identity, heldAt: isRunning ? nil : heldFraction, animation)
  }

  /// More changes, starting `delayFactor` of the duration later (started with the others here).
  open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) { addAnimations(animation) }

  /// Runs `completion` with where the animations ended, once they end.
  open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { completions.append(completion) }

  /// How far the animations have gone (0...1); setting it pauses the animator there.
  open var fractionComplete: CGFloat {
    get {
      guard state == .active else { return 0 }
      return CGFloat(AnimationClock.shared.fraction(of: identity) ?? heldFraction)
    }
    set {
      if state == .inactive || isRunning { pauseAnimation() }
      heldFraction = min(max(Double(newValue), 0), 1)
      AnimationClock.shared.hold(identity, at: heldFraction)
    }
  }

  /// Starts the animations now, or lets paused ones run on.
  open func startAnimation() { startAnimation(afterDelay: 0) }

  /// Starts the animations after `delay` seconds, or lets paused ones run on.
  open func startAnimation(afterDelay delay: TimeInterval) {
    guard state != .stopped, !isRunning else { return }
    generation += 1
    let started = generation
    if state == .inactive {
      self.delay = delay
      AnimationClock.shared.record(duration: duration, delay: delay, owner: identity) { runAnimations() }
    } else {
      AnimationClock.shared.resume(identity)
    }
    state = .active
    isRunning = true
    let left = duration * (1 - heldFraction)
    AnimationClock.shared.complete(after: left, delay: delay) { [weak self] in
      guard let self, self.generation == started, self.isRunning else { return }
      self.end(at: .end)
    }
  }

  /// Pauses the animations where they are (an inactive animator becomes active, held at 0).
  open func pauseAnimation() {
    switch state {
    case .stopped: return
    case .inactive:
      heldFraction = 0
      AnimationClock.shared.record(duration: duration, delay: 0, owner: identity, heldAt: 0) { runAnimations() }
    case .active:
      heldFraction = AnimationClock.shared.fraction(of: identity) ?? heldFraction
      AnimationClock.shared.hold(identity, at: heldFraction)
    }
    generation += 1
    state = .active
    isRunning = false
  }

  /// Stops the animations where they are: with `withoutFinishing`, the views keep what they show
  /// now and the animator is done (no completion); otherwise it waits for `finishAnimation(at:)`.
  open func stopAnimation(_ withoutFinishing: Bool) {
    guard state == .active else { return }
    generation += 1
    isRunning = false
    if withoutFinishing {
      AnimationClock.shared.finish(identity, at: .current)
      state = .inactive
    } else {
      heldFraction = AnimationClock.shared.fraction(of: identity) ?? heldFraction
      AnimationClock.shared.hold(identity, at: heldFraction)
      state = .stopped
    }
  }

  /// Ends a stopped animator with its views at `finalPosition`, and runs its completions.
  open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
    guard state == .stopped else { return }
    end(at: finalPosition)
  }

  private func end(at position: UIViewAnimatingPosition) {
    AnimationClock.shared.finish(identity, at: position)
    state = .inactive
    isRunning = false
    heldFraction = 0
    let done = completions
    completions = []
    for completion in done { completion(position) }
  }

  private func runAnimations() {
    let pending = animations
    animations = []
    for animation in pending { animation() }
  }
}
