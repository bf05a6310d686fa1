public import Foundation

/// Seconds, as Core Foundation's `CFTimeInterval` (Core Animation's times).
public typealias CFTimeInterval = Double

/// An animation of a layer, as Core Animation's `CAAnimation`: made, configured and added with
/// `CALayer.add(_:forKey:)`, where it is kept, not run (the layer shows what the code set).
@MainActor @preconcurrency
open class CAAnimation {
  open var duration: CFTimeInterval = 0
  open var beginTime: CFTimeInterval = 0
  open var speed: Float = 1
  open var repeatCount: Float = 0
  open var autoreverses = false
  open var isRemovedOnCompletion = true
  open var fillMode: CAMediaTimingFillMode = .removed
  open var timingFunction: CAMediaTimingFunction?

  public nonisolated init() {}
}

/// An animation of one property, named by its key path, as `CAPropertyAnimation`.
open class CAPropertyAnimation: CAAnimation {
  open var keyPath: String?
  open var isAdditive = false
  open var isCumulative = false

  public nonisolated override init() { super.init() }

  public convenience init(keyPath path: String?) {
    self.init()
    keyPath = path
  }
}

/// From one value to another, as `CABasicAnimation`.
open class CABasicAnimation: CAPropertyAnimation {
  open var fromValue: Any?
  open var toValue: Any?
  open var byValue: Any?
}

/// Through several values, as `CAKeyframeAnimation`.
open class CAKeyframeAnimation: CAPropertyAnimation {
  open var values: [Any]?
  open var keyTimes: [NSNumber]?
  open var timingFunctions: [CAMediaTimingFunction]?
}

/// Several animations together, as `CAAnimationGroup`.
open class CAAnimationGroup: CAAnimation {
  open var animations: [CAAnimation]?
}

/// What an animation shows outside its duration, as `CAMediaTimingFillMode`.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let removed = CAMediaTimingFillMode(rawValue: "removed")
  public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
  public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
  public static let both = CAMediaTimingFillMode(rawValue: "both")
}

/// A timing curve's name, as `CAMediaTimingFunctionName`.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
  public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
  public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
  public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
  public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// A timing curve, as `CAMediaTimingFunction` (kept).
public final class CAMediaTimingFunction: Sendable {
  public let name: CAMediaTimingFunctionName?
  public init(name: CAMediaTimingFunctionName) { self.name = name }
  public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) { name = nil }
}

/// Groups layer changes, as Core Animation's `CATransaction`. Layer changes apply at once here;
/// a completion block runs when the transaction is committed.
@MainActor @preconcurrency
public final class CATransaction {
  /// The completion block of each open transaction, innermost last.
  private static var completions: [(() -> Void)?] = []

  public static func begin() { completions.append(nil) }

  public static func commit() {
    guard !completions.isEmpty, let completion = completions.removeLast() else { return }
    completion()
  }

  /// Accepted: nothing is animated implicitly here.
  public static func setDisableActions(_ flag: Bool) {}
  public static func setAnimationDuration(_ duration: CFTimeInterval) {}
  public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {}
  public static func flush() {}

  /// The block to run when the current transaction is committed (at once outside one).
  public static func setCompletionBlock(_ block: (() -> Void)?) {
    if completions.isEmpty { block?() } else { completions[completions.count - 1] = block }
  }
}
