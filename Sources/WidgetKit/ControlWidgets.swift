public import AppIntents
public import SwiftUI

// Controls (iOS 18), as WidgetKit declares them: Control Center and Lock Screen buttons and
// toggles that run intents. The system draws them from their value providers; the host serves
// timeline widgets, so a control in a bundle compiles (Xcode's template with "Include Control")
// and adds no kind to serve.

/// A control, as WidgetKit's `ControlWidget`.
@MainActor @preconcurrency
public protocol ControlWidget {
  associatedtype Body: ControlWidgetConfiguration
  init()
  var body: Body { get }
}

/// What a control's body describes, as WidgetKit's `ControlWidgetConfiguration`.
@MainActor @preconcurrency
public protocol ControlWidgetConfiguration {}

extension ControlWidgetConfiguration {
  public func displayName(_ displayName: LocalizedStringResource) -> some ControlWidgetConfiguration { self }
  public func description(_ description: LocalizedStringResource) -> some ControlWidgetConfiguration { self }
  public func promptsForUserConfiguration() -> some ControlWidgetConfiguration { self }
}

/// A control with no configuration, as WidgetKit's `StaticControlConfiguration`.
public struct StaticControlConfiguration: ControlWidgetConfiguration {
  public init<Content: ControlWidgetTemplate>(kind: String, @ControlWidgetTemplateBuilder content: () -> Content) {}
  public init<Provider: ControlValueProvider, Content: ControlWidgetTemplate>(
    kind: String, provider: Provider, @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content
  ) {}
}

/// A control configured with an intent, as WidgetKit's `AppIntentControlConfiguration`.
public struct AppIntentControlConfiguration: ControlWidgetConfiguration {
  public init<Provider: AppIntentControlValueProvider, Content: ControlWidgetTemplate>(
    kind: String, provider: Provider, @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content
  ) {}
  public init<Intent: ControlConfigurationIntent, Content: ControlWidgetTemplate>(
    kind: String, intent: Intent.Type, @ControlWidgetTemplateBuilder content: @escaping (Intent) -> Content
  ) {}
}

/// What a control shows, as WidgetKit's `ControlWidgetTemplate`.
@MainActor @preconcurrency
public protocol ControlWidgetTemplate {}

/// Builds a control's template, as WidgetKit's `ControlWidgetTemplateBuilder`.
@resultBuilder
public enum ControlWidgetTemplateBuilder {
  public static func buildExpression<T: ControlWidgetTemplate>(_ template: T) -> T { template }
  public static func buildBlock<T: ControlWidgetTemplate>(_ template: T) -> T { template }
  public static func buildEither<T: ControlWidgetTemplate>(first: T) -> T { first }
  public static func buildEither<T: ControlWidgetTemplate>(second: T) -> T { second }
}

/// A button control, as WidgetKit's `ControlWidgetButton`.
public struct ControlWidgetButton: ControlWidgetTemplate {
  public init<Action: AppIntent, Label: View>(action: Action, @ViewBuilder label: () -> Label) {}
  public init<Action: AppIntent, Label: View, ActionLabel: View>(
    action: Action, @ViewBuilder label: () -> Label, @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel
  ) {}
  /// A button titled from a localized key, its look while the action runs given by `actionLabel`.
  public init<Action: AppIntent, ActionLabel: View>(
    _ titleKey: LocalizedStringKey, action: Action, @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel
  ) {}
  /// A button titled from a localized string resource, its look while the action runs given by `actionLabel`.
  @_disfavoredOverload
  public init<Action: AppIntent, ActionLabel: View>(
    _ titleResource: LocalizedStringResource, action: Action, @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel
  ) {}
  /// A button titled with a string, its look while the action runs given by `actionLabel`.
  @_disfavoredOverload
  public init<Title: StringProtocol, Action: AppIntent, ActionLabel: View>(
    _ title: Title, action: Action, @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel
  ) {}
}

/// A toggle control, as WidgetKit's `ControlWidgetToggle`.
public struct ControlWidgetToggle: ControlWidgetTemplate {
  public init<Action: SetValueIntent, ValueLabel: View>(
    _ titleKey: LocalizedStringKey, isOn: Bool, action: Action, @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel
  ) where Action.ValueType == Bool {}
  public init<Action: SetValueIntent, Label: View, ValueLabel: View>(
    isOn: Bool, action: Action, @ViewBuilder label: () -> Label, @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel
  ) where Action.ValueType == Bool {}
  /// A toggle with WidgetKit's default value label, "On" and "Off".
  public init<Action: SetValueIntent, Label: View>(
    isOn: Bool, action: Action, @ViewBuilder label: @escaping () -> Label
  ) where Action.ValueType == Bool {}
}

extension ControlWidgetTemplate {
  public func tint(_ tint: Color?) -> some ControlWidgetTemplate { self }
}

/// Gives a control its value, as WidgetKit's `ControlValueProvider`.
public protocol ControlValueProvider: Sendable {
  associatedtype Value: Sendable
  var previewValue: Value { get }
  func currentValue() async throws -> Value
}

/// Gives a configurable control its value, as WidgetKit's `AppIntentControlValueProvider`.
public protocol AppIntentControlValueProvider: Sendable {
  associatedtype Value: Sendable
  associatedtype Configuration: ControlConfigurationIntent
  func previewValue(configuration: Configuration) -> Value
  func currentValue(configuration: Configuration) async throws -> Value
}

extension WidgetBundleBuilder {
  /// A control in the bundle: compiled, no kind to serve; named among what iOS draws without a
  /// timeline (`SystemDrawnWidget`).
  public static func buildExpression<C: ControlWidget>(_ control: C) -> some Widget {
    _WidgetList(widgets: [SystemDrawnWidget.control(C.self)])
  }
}

/// Reloads controls, as WidgetKit's `ControlCenter`: the host has no Control Center, so nothing
/// is reloaded.
public struct ControlCenter: Sendable {
  public static let shared = ControlCenter()
  public func reloadAllControls() {}
  public func reloadControls(ofKind kind: String) {}
}
