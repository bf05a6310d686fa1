// What an intent's `perform()` returns, as AppIntents declares it: an interactive widget's button
// or toggle runs an intent (`Button(intent:)`); the host draws the control and never runs it, so
// results only need to compile.

/// What `perform()` returns, as AppIntents' `IntentResult`.
public protocol IntentResult: Sendable {}

/// A result that also speaks a dialog, as AppIntents' `ProvidesDialog`.
public protocol ProvidesDialog: IntentResult {}

/// A result that returns a value, as AppIntents' `ReturnsValue`.
public protocol ReturnsValue<Value>: IntentResult {
  associatedtype Value
}

/// A result that opens something, as AppIntents' `OpensIntent`.
public protocol OpensIntent: IntentResult {}

/// The results `.result(…)` makes, as AppIntents' `IntentResultContainer`.
public struct IntentResultContainer<Value: Sendable>: IntentResult, ProvidesDialog, ReturnsValue, OpensIntent {
  public let value: Value?
  public let dialog: IntentDialog?
}

extension IntentResult where Self == IntentResultContainer<Never> {
  public static func result() -> IntentResultContainer<Never> { IntentResultContainer(value: nil, dialog: nil) }
  public static func result(dialog: IntentDialog) -> IntentResultContainer<Never> { IntentResultContainer(value: nil, dialog: dialog) }
}

extension IntentResult {
  public static func result<Value: Sendable>(value: Value) -> Self where Self == IntentResultContainer<Value> {
    IntentResultContainer(value: value, dialog: nil)
  }
  public static func result<Value: Sendable>(value: Value, dialog: IntentDialog) -> Self where Self == IntentResultContainer<Value> {
    IntentResultContainer(value: value, dialog: dialog)
  }
}

/// What an intent says when it finishes, as AppIntents' `IntentDialog`.
public struct IntentDialog: Sendable, ExpressibleByStringInterpolation {
  public let text: LocalizedStringResource
  public init(_ text: LocalizedStringResource) { self.text = text }
  public init(stringLiteral value: String) { text = LocalizedStringResource(String.LocalizationValue(value)) }
  public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
    text = LocalizedStringResource(String.LocalizationValue(stringInterpolation: stringInterpolation))
  }
}

/// The intent a configurable control is configured with, as AppIntents' `ControlConfigurationIntent`.
public protocol ControlConfigurationIntent: AppIntent {}

/// An intent a control toggle runs with its new value, as AppIntents' `SetValueIntent`.
public protocol SetValueIntent: AppIntent {
  associatedtype ValueType: Sendable
  var value: ValueType { get set }
}

/// An intent a Live Activity's button runs in the app's process, as AppIntents'
/// `LiveActivityIntent`: compiled; a Live Activity is not served, so it never runs.
public protocol LiveActivityIntent: AppIntent {}

/// An intent that plays audio from a widget's or Live Activity's button, as AppIntents'
/// `AudioPlaybackIntent` (iOS 17): iOS runs it in the app's process, so here it is compiled and
/// never run, as a Live Activity's intent is.
public protocol AudioPlaybackIntent: AppIntent {}
