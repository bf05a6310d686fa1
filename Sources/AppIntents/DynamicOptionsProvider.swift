/// What offers the values a parameter may take, as AppIntents' `DynamicOptionsProvider`
/// (`@Parameter(title:optionsProvider:)`). The system asks it when a person edits the widget,
/// which the host does not do: a widget is shown with its default configuration.
public protocol DynamicOptionsProvider: Sendable {
  /// The values offered: an array, as a rule.
  associatedtype Result
  /// The values a person may choose from.
  func results() async throws -> Result
}
