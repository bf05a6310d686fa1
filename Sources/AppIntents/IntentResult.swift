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

/// The results `.result(…)` makes, as AppIntents' `IntentResultContainer`: the value returned,
/// the intent opened, the snippet shown and the dialog spoken, each `Never` when there is none.
public struct IntentResultContainer<Value: Sendable, OpensAppIntent: Sendable, Snippet, Dialog>: IntentResult, ProvidesDialog,
  ReturnsValue, OpensIntent
{
  public let value: Value?
  public let opensIntent: OpensAppIntent?
  public let dialog: IntentDialog?

  init(value: Value? = nil, opensIntent: OpensAppIntent? = nil, dialog: IntentDialog? = nil) {
    self.value = value
    self.opensIntent = opensIntent
    self.dialog = dialog
  }
}

extension IntentResult where Self == IntentResultContainer<Never, Never, Never, Never> {
  public static func result() -> Self { IntentResultContainer() }
  /// Opens `opensIntent` when done (iOS 18.2's form, whose result does not name the intent's type).
  @_disfavoredOverload
  public static func result(opensIntent: some AppIntent) -> Self { IntentResultContainer() }
}

extension IntentResult where Self == IntentResultContainer<Never, Never, Never, IntentDialog> {
  public static func result(dialog: IntentDialog) -> Self { IntentResultContainer(dialog: dialog) }
}

extension IntentResult {
  public static func result<Value: Sendable>(value: Value) -> Self where Self == IntentResultContainer<Value, Never, Never, Never> {
    IntentResultContainer(value: value)
  }
  public static func result<Value: Sendable>(value: Value, dialog: IntentDialog) -> Self
  where Self == IntentResultContainer<Value, Never, Never, IntentDialog> {
    IntentResultContainer(value: value, dialog: dialog)
  }
  /// Opens `opensIntent` when done.
  public static func result<OpensAppIntent: AppIntent>(opensIntent: OpensAppIntent) -> Self
  where Self == IntentResultContainer<Never, OpensAppIntent, Never, Never> {
    IntentResultContainer(opensIntent: opensIntent)
  }
  /// Opens `opensIntent` when done, and says `dialog`.
  public static func result<OpensAppIntent: AppIntent>(opensIntent: OpensAppIntent, dialog: IntentDialog) -> Self
  where Self == IntentResultContainer<Never, OpensAppIntent, Never, IntentDialog> {
    IntentResultContainer(opensIntent: opensIntent, dialog: dialog)
  }
  /// Returns `value` and opens `opensIntent` when done.
  public static func result<Value: Sendable, OpensAppIntent: AppIntent>(value: Value, opensIntent: OpensAppIntent) -> Self
  where Self == IntentResultContainer<Value, OpensAppIntent, Never, Never> {
    IntentResultContainer(value: value, opensIntent: opensIntent)
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

/// An intent that performs one of the system's standard actions, as AppIntents' `SystemIntent`.
public protocol SystemIntent: AppIntent {}

/// An intent that opens its target in the app, as AppIntents' `OpenIntent` (iOS 16): a widget's
/// button or link can run it; the host draws the control and never runs it.
public protocol OpenIntent: SystemIntent {
  associatedtype Value: Sendable
  /// What the intent opens.
  var target: Value { get set }
}
