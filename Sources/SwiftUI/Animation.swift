public import Foundation

// Animations and transitions, as SwiftUI declares them. A widget is drawn once per entry here,
// so they are accepted and change nothing the evaluation records.

/// How a change is animated, as SwiftUI's `Animation`.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
  public let description: String
  init(_ description: String) { self.description = description }

  public static let `default` = Animation("default")
  public static let linear = Animation("linear")
  public static let easeIn = Animation("easeIn")
  public static let easeOut = Animation("easeOut")
  public static let easeInOut = Animation("easeInOut")
  public static let spring = Animation("spring")
  public static let interactiveSpring = Animation("interactiveSpring")
  public static let bouncy = Animation("bouncy")
  public static let smooth = Animation("smooth")
  public static let snappy = Animation("snappy")
  public static func linear(duration: TimeInterval) -> Animation { Animation("linear(\(duration))") }
  public static func easeIn(duration: TimeInterval) -> Animation { Animation("easeIn(\(duration))") }
  public static func easeOut(duration: TimeInterval) -> Animation { Animation("easeOut(\(duration))") }
  public static func easeInOut(duration: TimeInterval) -> Animation { Animation("easeInOut(\(duration))") }
  public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation {
    Animation("spring")
  }
  @_disfavoredOverload
  public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
    Animation("spring")
  }
  public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25)
    -> Animation
  { Animation("interactiveSpring") }
  public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation { Animation("bouncy") }
  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation { Animation("smooth") }
  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation { Animation("snappy") }
  public func delay(_ delay: TimeInterval) -> Animation { self }
  public func speed(_ speed: Double) -> Animation { self }
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
  public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// Runs `body`; SwiftUI animates the changes it makes, which a widget drawn once never shows.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
  try body()
}

/// How a view enters and leaves, as SwiftUI's `AnyTransition`.
public struct AnyTransition: Sendable {
  let name: String
  public static let identity = AnyTransition(name: "identity")
  public static let opacity = AnyTransition(name: "opacity")
  public static let scale = AnyTransition(name: "scale")
  public static let slide = AnyTransition(name: "slide")
  /// Blurs and scales the old content out as the new comes in (iOS 17).
  public static let blurReplace = AnyTransition(name: "blurReplace")
  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { .scale }
  public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move") }
  public static func push(from edge: Edge) -> AnyTransition { AnyTransition(name: "push") }
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition(name: "offset") }
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { insertion }
  public func combined(with other: AnyTransition) -> AnyTransition { self }
  public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// How changed content is replaced, as SwiftUI's `ContentTransition` (WidgetKit animates
/// between entries with it).
public struct ContentTransition: Hashable, Sendable {
  let name: String
  public static let identity = ContentTransition(name: "identity")
  public static let opacity = ContentTransition(name: "opacity")
  public static let interpolate = ContentTransition(name: "interpolate")
  public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(name: "numericText") }
  public static func numericText(value: Double) -> ContentTransition { ContentTransition(name: "numericText") }
}

/// The context of a state change, as SwiftUI's `Transaction`: the animation it runs with
/// (evaluation draws the end state, so it is kept, not run).
public struct Transaction {
  /// The animation of the change, if any.
  public var animation: Animation?
  /// Whether animations inside are turned off.
  public var disablesAnimations = false

  /// A transaction without an animation.
  public init() {}
  /// A transaction with `animation`.
  public init(animation: Animation?) { self.animation = animation }
}
