import CoreGraphics
public import Foundation

/// The app's simulated clock for `UIView.animate`: what each animated property shows now
/// (its presentation value) and when each animation ends.
///
/// A change made inside an animation block takes its new (model) value at once, as on iOS, and
/// shows its old value until the clock passes the animation's start (after its delay), then its
/// new one once its duration has passed; between the two it is interpolated linearly. The clock
/// moves only when the runtime lets the app settle, so a snapshot taken as a callback returns
/// sees every animation the callback started at its very beginning.
@MainActor
final class AnimationClock {
  static let shared = AnimationClock()

  /// Seconds since launch on the simulated clock.
  private(set) var now: TimeInterval = 0
  private var running: [Animation] = []
  private var completions: [(end: TimeInterval, order: Int, body: () -> Void)] = []
  private var completionOrder = 0
  /// The block being recorded, innermost last.
  private var recording: [Block] = []

  enum Change {
    case alpha(from: CGFloat, to: CGFloat)
    case frame(from: CGRect, to: CGRect)
    case backgroundColor(from: UIColor?, to: UIColor?)
    case effect(from: UIVisualEffect?, to: UIVisualEffect?)
    case transform(from: CGAffineTransform, to: CGAffineTransform)
  }

  private struct Animation {
    weak var view: UIView?
    var change: Change
    var start: TimeInterval
    var duration: TimeInterval
    /// The property animator that made it, if one did.
    var owner: ObjectIdentifier?
    /// How far a paused animator holds it (0...1); nil while it runs on the clock.
    var heldAt: Double?
    var end: TimeInterval { heldAt == nil ? start + duration : .infinity }
  }

  /// How a block's changes are animated: over `duration` after `delay`, for `owner`, held at a
  /// fraction (a paused property animator) or running.
  private struct Block {
    var duration: TimeInterval
    var delay: TimeInterval
    var owner: ObjectIdentifier?
    var heldAt: Double?
  }

  /// Runs `animations`, recording every animatable change as an animation of `duration` after
  /// `delay`; a property animator's changes are its own, held at `heldAt` when it is paused.
  func record(
    duration: TimeInterval, delay: TimeInterval, owner: ObjectIdentifier? = nil, heldAt: Double? = nil,
    _ animations: () -> Void
  ) {
    recording.append(Block(duration: max(duration, 0), delay: max(delay, 0), owner: owner, heldAt: heldAt))
    animations()
    recording.removeLast()
  }

  /// Runs `body` with animations off (`UIView.performWithoutAnimation`).
  func withoutAnimation(_ body: () -> Void) {
    recording.append(Block(duration: 0, delay: 0))
    body()
    recording.removeLast()
  }

  /// Called by a view's animatable setters.
  func changed(_ view: UIView, _ change: Change) {
    guard let block = recording.last, block.duration > 0 else { return }
    running.removeAll { $0.view === view && $0.change.isSameProperty(as: change) }
    running.append(
      Animation(
        view: view, change: change, start: now + block.delay, duration: block.duration, owner: block.owner,
        heldAt: block.heldAt))
  }

  // MARK: Property animators

  /// Holds `owner`'s animations at `fraction` of their way (a paused animator, `fractionComplete`).
  func hold(_ owner: ObjectIdentifier, at fraction: Double) {
    for index in running.indices where running[index].owner == owner {
      running[index].heldAt = min(max(fraction, 0), 1)
    }
  }

  /// How far `owner`'s animations have gone (0...1); nil when it has none.
  func fraction(of owner: ObjectIdentifier) -> Double? {
    guard let animation = running.first(where: { $0.owner == owner }) else { return nil }
    return animation.heldAt ?? progress(animation)
  }

  /// Lets `owner`'s held animations run on from where they are, over what is left of each.
  func resume(_ owner: ObjectIdentifier) {
    for index in running.indices where running[index].owner == owner {
      guard let held = running[index].heldAt else { continue }
      running[index].heldAt = nil
      running[index].start = now - held * running[index].duration
    }
  }

  /// Ends `owner`'s animations now, leaving each property at its start, its end or what it
  /// shows now (`stopAnimation`, `finishAnimation(at:)`).
  func finish(_ owner: ObjectIdentifier, at position: UIViewAnimatingPosition) {
    let owned = running.filter { $0.owner == owner }
    running.removeAll { $0.owner == owner }
    withoutAnimation {
      for animation in owned {
        guard let view = animation.view else { continue }
        let fraction = position == .start ? 0 : position == .end ? 1 : (animation.heldAt ?? progress(animation))
        animation.change.apply(to: view, at: fraction)
      }
    }
  }

  /// Calls `completion` when the animations of a block of `duration` after `delay` end.
  func complete(after duration: TimeInterval, delay: TimeInterval, _ completion: @escaping () -> Void) {
    completionOrder += 1
    completions.append((now + max(delay, 0) + max(duration, 0), completionOrder, completion))
  }

  /// Moves the clock to the end of every animation, running completions as their ends pass
  /// (which may start more animations; at most `limit` rounds).
  func settle(limit: Int = 100) {
    for _ in 0..<limit {
      // A paused animator's animations do not end on the clock (their end is infinite).
      let ends = (running.map(\.end) + completions.map(\.end)).filter(\.isFinite)
      guard let next = ends.min() else { return }
      now = max(now, next)
      running.removeAll { $0.end <= now || $0.view == nil }
      let due = completions.filter { $0.end <= now }.sorted { $0.order < $1.order }
      completions.removeAll { $0.end <= now }
      for completion in due { completion.body() }
    }
  }

  /// What `view`'s alpha shows now.
  func presentedAlpha(of view: UIView) -> CGFloat {
    for animation in running.reversed() where animation.view === view {
      if case .alpha(let from, let to) = animation.change { return interpolate(from, to, animation) }
    }
    return view.alpha
  }

  /// What `view`'s frame shows now.
  func presentedFrame(of view: UIView) -> CGRect {
    for animation in running.reversed() where animation.view === view {
      if case .frame(let from, let to) = animation.change {
        let x = interpolate(from.origin.x, to.origin.x, animation)
        let y = interpolate(from.origin.y, to.origin.y, animation)
        let width = interpolate(from.width, to.width, animation)
        let height = interpolate(from.height, to.height, animation)
        return CGRect(x: x, y: y, width: width, height: height)
      }
    }
    return view.frame
  }

  /// What `view`'s transform shows now: each of the matrix's numbers part-way from the old
  /// transform to the new (exact for moves and stretches; a turn passes through a shrink).
  func presentedTransform(of view: UIView) -> CGAffineTransform {
    for animation in running.reversed() where animation.view === view {
      if case .transform(let from, let to) = animation.change {
        let t = CGFloat(animation.heldAt ?? progress(animation))
        return from.interpolated(to: to, at: t)
      }
    }
    return view.transform
  }

  /// What `view`'s background colour shows now (the old one until the animation ends).
  func presentedBackgroundColor(of view: UIView) -> UIColor? {
    for animation in running.reversed() where animation.view === view {
      if case .backgroundColor(let from, _) = animation.change, now < animation.end { return from }
    }
    return view.backgroundColor
  }

  /// What `view`'s visual effect shows now, and how strongly (0...1): an effect animated in or
  /// out shows in proportion to its animation's progress, as a paused animator's blur does.
  func presentedEffect(of view: UIVisualEffectView) -> (effect: UIVisualEffect?, intensity: CGFloat) {
    for animation in running.reversed() where animation.view === view {
      guard case .effect(let from, let to) = animation.change else { continue }
      let progress = CGFloat(animation.heldAt ?? progress(animation))
      switch (from, to) {
      case (nil, let to?): return (to, progress)
      case (let from?, nil): return (from, 1 - progress)
      default: return (progress < 1 ? from : to, 1)
      }
    }
    return (view.effect, 1)
  }

  private func interpolate(_ from: CGFloat, _ to: CGFloat, _ animation: Animation) -> CGFloat {
    from + (to - from) * CGFloat(animation.heldAt ?? progress(animation))
  }

  /// How far a running animation has gone on the clock (0 before its start, 1 from its end).
  private func progress(_ animation: Animation) -> Double {
    guard now > animation.start else { return 0 }
    guard now < animation.start + animation.duration, animation.duration > 0 else { return 1 }
    return (now - animation.start) / animation.duration
  }
}

extension AnimationClock.Change {
  func isSameProperty(as other: AnimationClock.Change) -> Bool {
    switch (self, other) {
    case (.alpha, .alpha), (.frame, .frame), (.backgroundColor, .backgroundColor), (.effect, .effect), (.transform, .transform):
      true
    default: false
    }
  }

  /// Sets the property on `view` to its value `fraction` of the way from the start to the end
  /// (a colour or an effect changes at the end).
  @MainActor
  func apply(to view: UIView, at fraction: Double) {
    let t = CGFloat(fraction)
    switch self {
    case .alpha(let from, let to): view.alpha = from + (to - from) * t
    case .frame(let from, let to):
      view.frame = CGRect(
        x: from.minX + (to.minX - from.minX) * t, y: from.minY + (to.minY - from.minY) * t,
        width: from.width + (to.width - from.width) * t, height: from.height + (to.height - from.height) * t)
    case .backgroundColor(let from, let to): view.backgroundColor = fraction < 1 ? from : to
    case .effect(let from, let to): (view as? UIVisualEffectView)?.effect = fraction < 1 ? from : to
    case .transform(let from, let to): view.transform = from.interpolated(to: to, at: t)
    }
  }
}

extension CGAffineTransform {
  /// Each number `t` of the way from this transform's to `other`'s.
  func interpolated(to other: CGAffineTransform, at t: CGFloat) -> CGAffineTransform {
    func mix(_ from: CGFloat, _ to: CGFloat) -> CGFloat { from + (to - from) * t }
    return CGAffineTransform(
      a: mix(a, other.a), b: mix(b, other.b), c: mix(c, other.c), d: mix(d, other.d), tx: mix(tx, other.tx),
      ty: mix(ty, other.ty))
  }
}

extension UIView {
  /// Animation options, as `UIView.AnimationOptions`; they do not change the simulated timing.
  public struct AnimationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    public static let curveEaseInOut = AnimationOptions([])
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
  }

  /// Animates the changes `animations` makes over `duration` seconds on the simulated clock.
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    AnimationClock.shared.record(duration: duration, delay: delay, animations)
    if let completion { AnimationClock.shared.complete(after: duration, delay: delay) { completion(true) } }
  }

  public class func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
  }

  public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
    animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
  }

  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping damping: CGFloat,
    initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animate(withDuration: duration, delay: delay, options: options, animations: animations, completion: completion)
  }

  /// A transition of `view`: the changes take `duration`, like an animation.
  public class func transition(
    with view: UIView, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
    completion: ((Bool) -> Void)? = nil
  ) {
    animate(withDuration: duration, delay: 0, options: options, animations: animations ?? {}, completion: completion)
  }

  /// Runs `actionsWithoutAnimation` with animations off.
  public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    AnimationClock.shared.withoutAnimation(actionsWithoutAnimation)
  }
}
