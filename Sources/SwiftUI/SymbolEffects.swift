// SF Symbol effects (iOS 17), as the Symbols framework and SwiftUI declare them. A widget is
// drawn once per entry, so they are accepted and change nothing the evaluation records.

/// An animation of a symbol, as Symbols' `SymbolEffect`.
public protocol SymbolEffect: Sendable {}
/// An effect that plays when a value changes, as Symbols' `DiscreteSymbolEffect`.
public protocol DiscreteSymbolEffect: SymbolEffect {}
/// An effect that plays while it is active, as Symbols' `IndefiniteSymbolEffect`.
public protocol IndefiniteSymbolEffect: SymbolEffect {}
/// An effect that replaces one symbol with another, as Symbols' `ContentTransitionSymbolEffect`.
public protocol ContentTransitionSymbolEffect: SymbolEffect {}
/// An effect that shows or hides a symbol, as Symbols' `TransitionSymbolEffect`.
public protocol TransitionSymbolEffect: SymbolEffect {}

/// A named built-in effect, with the variants Symbols offers (`.bounce.up.byLayer`).
public struct BuiltInSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, ContentTransitionSymbolEffect,
  TransitionSymbolEffect, Hashable
{
  let name: String
  public var up: BuiltInSymbolEffect { self }
  public var down: BuiltInSymbolEffect { self }
  public var byLayer: BuiltInSymbolEffect { self }
  public var wholeSymbol: BuiltInSymbolEffect { self }
  public var downUp: BuiltInSymbolEffect { self }
  public var upUp: BuiltInSymbolEffect { self }
  public var offUp: BuiltInSymbolEffect { self }
  public var iterative: BuiltInSymbolEffect { self }
  public var cumulative: BuiltInSymbolEffect { self }
  public var reversing: BuiltInSymbolEffect { self }
  public var nonReversing: BuiltInSymbolEffect { self }
  public var hideInactiveLayers: BuiltInSymbolEffect { self }
  public var dimInactiveLayers: BuiltInSymbolEffect { self }
  public var clockwise: BuiltInSymbolEffect { self }
  public var counterClockwise: BuiltInSymbolEffect { self }
}

extension SymbolEffect where Self == BuiltInSymbolEffect {
  public static var bounce: BuiltInSymbolEffect { BuiltInSymbolEffect(name: "bounce") }
  public static var pulse: BuiltInSymbolEffect { BuiltInSymbolEffect(name: "pulse") }
  public static var variableColor: BuiltInSymbolEffect { BuiltInSymbolEffect(name: "variableColor") }
  public static var scale: BuiltInSymbolEffect { BuiltInSymbolEffect(name: "scale") }
  public static var appear: BuiltInSymbolEffect { BuiltInSymbolEffect(name: "appear") }
  public static var disappear: BuiltInSymbolEffect { BuiltInSymbolEffect(name: "disappear") }
  public static var replace: BuiltInSymbolEffect { BuiltInSymbolEffect(name: "replace") }
  public static var wiggle: BuiltInSymbolEffect { BuiltInSymbolEffect(name: "wiggle") }
  public static var rotate: BuiltInSymbolEffect { BuiltInSymbolEffect(name: "rotate") }
  public static var breathe: BuiltInSymbolEffect { BuiltInSymbolEffect(name: "breathe") }
}

/// How an effect plays, as Symbols' `SymbolEffectOptions`.
public struct SymbolEffectOptions: Hashable, Sendable {
  public static let `default` = SymbolEffectOptions()
  public static let repeating = SymbolEffectOptions()
  public static let nonRepeating = SymbolEffectOptions()
  public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions() }
  public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions() }
  public func speed(_ speed: Double) -> SymbolEffectOptions { self }
  public func `repeat`(_ count: Int) -> SymbolEffectOptions { self }
}

extension ContentTransition {
  /// A symbol replaced by another with `effect`.
  public static func symbolEffect<T: ContentTransitionSymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default)
    -> ContentTransition
  { ContentTransition(name: "symbolEffect") }
  public static var symbolEffect: ContentTransition { ContentTransition(name: "symbolEffect") }
}

extension View {
  public func symbolEffect<T: IndefiniteSymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true)
    -> some View
  { unrecorded() }
  public func symbolEffect<T: DiscreteSymbolEffect, U: Equatable>(_ effect: T, options: SymbolEffectOptions = .default, value: U)
    -> some View
  { unrecorded() }
  public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { unrecorded() }
}
