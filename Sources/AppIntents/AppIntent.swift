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
  /// Whether the app runs the intent in the background or comes to the foreground (iOS 26).
  static var supportedModes: IntentModes { get }
  init()
}

extension AppIntent {
  public static var description: IntentDescription? { nil }
  public static var supportedModes: IntentModes { .background }
}

/// Where an intent runs, as AppIntents' `IntentModes` (iOS 26): `[.background, .foreground(.dynamic)]`.
/// Recorded with the intent; the host runs no intent, so none decides anything.
public struct IntentModes: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The action runs in the background.
  public static var background: IntentModes { IntentModes(rawValue: 1) }
  /// The app comes to the foreground before the action runs (`.foreground(.immediate)`).
  public static var foreground: IntentModes { .foreground(.immediate) }
  /// The app comes to the foreground as `mode` says.
  public static func foreground(_ mode: ForegroundMode) -> IntentModes { IntentModes(rawValue: mode.bit) }

  /// When the app comes to the foreground, as AppIntents' `IntentModes.ForegroundMode`.
  public struct ForegroundMode: Hashable, Sendable {
    let bit: Int
    /// Before the action runs.
    public static var immediate: ForegroundMode { ForegroundMode(bit: 2) }
    /// If the action asks to continue in the foreground.
    public static var dynamic: ForegroundMode { ForegroundMode(bit: 4) }
    /// While the action runs or shortly before it completes.
    public static var deferred: ForegroundMode { ForegroundMode(bit: 8) }
  }
}

/// An App Intent that replaces a SiriKit custom intent, as AppIntents'
/// `CustomIntentMigratedAppIntent`: `intentClassName` names the intent class it migrates
/// (configurations people made with the old intent carry over on iOS; the host keeps none).
public protocol CustomIntentMigratedAppIntent: AppIntent {
  /// The name of the SiriKit intent class this intent replaces.
  static var intentClassName: String { get }
}

/// An intent that opens one of the app's universal links, as AppIntents' `OpenURLIntent` (iOS 18):
/// a button's intent, or what another intent's `perform()` opens (`.result(opensIntent:)`).
public struct OpenURLIntent: AppIntent {
  public static var title: LocalizedStringResource { "Open URL" }
  /// The link the intent opens.
  public var url: URL

  /// An intent that opens `url`.
  public init(_ url: URL) { self.url = url }
  /// An intent that opens nothing yet (`about:blank`).
  public init() { url = URL(string: "about:blank") ?? URL(fileURLWithPath: "/") }
}

/// The intent a configurable widget is configured with, as AppIntents' `WidgetConfigurationIntent`.
/// The host shows a widget with its default configuration (`init()`).
public protocol WidgetConfigurationIntent: AppIntent {}

/// An intent's description, as AppIntents' `IntentDescription`.
public struct IntentDescription: Sendable, ExpressibleByStringLiteral {
  /// The description itself (`.description(MyIntent.description.descriptionText)` in a widget).
  public var descriptionText: LocalizedStringResource

  public init(_ text: LocalizedStringResource) { descriptionText = text }
  /// A description with the category Shortcuts lists it under and the words it is found by.
  public init(
    _ text: LocalizedStringResource, categoryName: LocalizedStringResource? = nil, searchKeywords: [LocalizedStringResource] = [],
    resultValueName: LocalizedStringResource? = nil
  ) {
    descriptionText = text
  }
  public init(stringLiteral value: String) { descriptionText = LocalizedStringResource(String.LocalizationValue(value)) }
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
