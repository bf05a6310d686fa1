// On iOS, `import AppIntents` brings Foundation; LocalizedStringResource comes with it.
@_exported import BundleResources
@_exported public import Foundation
import Synchronization

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

/// An App Intent that replaces a SiriKit custom intent, as AppIntents'
/// `CustomIntentMigratedAppIntent`: `intentClassName` names the intent class it migrates
/// (configurations people made with the old intent carry over on iOS; the host keeps none).
public protocol CustomIntentMigratedAppIntent: AppIntent {
  /// The name of the SiriKit intent class this intent replaces.
  static var intentClassName: String { get }
}

/// The intent a configurable widget is configured with, as AppIntents' `WidgetConfigurationIntent`.
/// The host shows a widget with its default configuration (`init()`).
public protocol WidgetConfigurationIntent: AppIntent {}

/// An intent's description, as AppIntents' `IntentDescription`.
public struct IntentDescription: Sendable, ExpressibleByStringLiteral {
  public let text: LocalizedStringResource

  public init(_ text: LocalizedStringResource) { self.text = text }
  /// A description with the category Shortcuts lists it under and the words it is found by.
  public init(
    _ text: LocalizedStringResource, categoryName: LocalizedStringResource? = nil, searchKeywords: [LocalizedStringResource] = [],
    resultValueName: LocalizedStringResource? = nil
  ) {
    self.text = text
  }
  public init(stringLiteral value: String) { text = LocalizedStringResource(String.LocalizationValue(value)) }
}

/// A parameter of an intent, as AppIntents' `@Parameter`: its value is the default until the
/// person configures the widget (which the host does not do), or what the app's code assigns
/// (`init(habitID:)` setting `self.habitID`). Read before it has a value, a parameter without a
/// default stops the process, as a required parameter the system never asked for would.
@propertyWrapper
public struct Parameter<Value: Sendable>: Sendable {
  /// The value, shared by the copies of the intent (AppIntents' parameters are references:
  /// `let intent = Intent(); intent.filter = .all` sets it).
  let box: ParameterBox<Value>
  /// The parameter's name, as the system shows it.
  public let title: LocalizedStringResource
  /// What the parameter is for, as the system shows it.
  public let description: LocalizedStringResource?

  public var wrappedValue: Value {
    get {
      guard let value = box.value.withLock({ $0 }) else {
        fatalError("the intent's parameter \"\(title.key)\" was read before it had a value")
      }
      return value
    }
    nonmutating set { box.value.withLock { $0 = newValue } }
  }

  /// The parameter itself (`$habit`), as in AppIntents.
  public var projectedValue: Parameter<Value> { self }

  public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default value: Value) {
    box = ParameterBox(value)
    self.title = title
    self.description = description
  }

  /// A parameter the person must give: no value until one is assigned (an optional one is nil).
  public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil) {
    let none = (Value.self as? any ExpressibleByNilLiteral.Type).map { $0.init(nilLiteral: ()) as? Value }
    box = ParameterBox(none ?? nil)
    self.title = title
    self.description = description
  }

  /// A number in a range.
  public init(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil, default value: Value,
    inclusiveRange: (lowerBound: Value, upperBound: Value)
  ) where Value: Comparable {
    self.init(title: title, description: description, default: value)
  }
}

/// Where a parameter keeps its value.
final class ParameterBox<Value: Sendable>: Sendable {
  let value: Mutex<Value?>
  init(_ value: Value?) { self.value = Mutex(value) }
}
