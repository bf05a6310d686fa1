// On iOS, `import AppIntents` brings Foundation; LocalizedStringResource comes with it.
@_exported import BundleResources
@_exported public import Foundation

/// An action the system can run, as AppIntents' `AppIntent`: here, what a widget's configuration
/// intent needs (its title, description and parameters with their defaults).
public protocol AppIntent: Sendable {
  /// The intent's name, as the system shows it.
  static var title: LocalizedStringResource { get }
  /// What the intent does, as the system shows it.
  static var description: IntentDescription? { get }
  init()
}

extension AppIntent {
  public static var description: IntentDescription? { nil }
}

/// The intent a configurable widget is configured with, as AppIntents' `WidgetConfigurationIntent`.
/// The host shows a widget with its default configuration (`init()`).
public protocol WidgetConfigurationIntent: AppIntent {}

/// An intent's description, as AppIntents' `IntentDescription`.
public struct IntentDescription: Sendable, ExpressibleByStringLiteral {
  public let text: LocalizedStringResource

  public init(_ text: LocalizedStringResource) { self.text = text }
  public init(stringLiteral value: String) { text = LocalizedStringResource(String.LocalizationValue(value)) }
}

/// A parameter of an intent, as AppIntents' `@Parameter`: its value is the default until the
/// person configures the widget (which the host does not do).
@propertyWrapper
public struct Parameter<Value: Sendable>: Sendable {
  public var wrappedValue: Value
  /// The parameter's name, as the system shows it.
  public let title: LocalizedStringResource

  public init(title: LocalizedStringResource, default value: Value) {
    wrappedValue = value
    self.title = title
  }

  public init<Wrapped: Sendable>(title: LocalizedStringResource) where Value == Wrapped? {
    wrappedValue = nil
    self.title = title
  }
}
