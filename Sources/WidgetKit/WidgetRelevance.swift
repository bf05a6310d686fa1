public import AppIntents

/// When widgets of one kind could be relevant, and in which configuration, as WidgetKit's
/// `WidgetRelevance` (iOS 18), which a provider's `relevance()` returns for the Smart Stack. The
/// host has no Smart Stack: a provider's relevance compiles and is never asked.
public struct WidgetRelevance<Configuration> {
  /// The relevances, most important first.
  let attributes: [WidgetRelevanceAttribute<Configuration>]

  /// The relevances of a kind, most important first.
  public init(_ attributes: [WidgetRelevanceAttribute<Configuration>]) { self.attributes = attributes }
}

/// When a widget could be relevant, as WidgetKit's `WidgetRelevanceAttribute` (iOS 18).
public struct WidgetRelevanceAttribute<Configuration> {
  let configuration: Configuration?
  let context: RelevantContext

  /// The widget in `configuration`, relevant in `context`.
  public init(configuration: Configuration, context: RelevantContext) {
    self.configuration = configuration
    self.context = context
  }
}

extension WidgetRelevanceAttribute where Configuration == Void {
  /// A widget of a kind without configuration, relevant in `context`.
  public init(context: RelevantContext) {
    configuration = ()
    self.context = context
  }
}

extension WidgetRelevance: Sendable where Configuration: Sendable {}
extension WidgetRelevanceAttribute: Sendable where Configuration: Sendable {}

extension TimelineProvider {
  /// No relevance (the default; the host never asks).
  public func relevance() async -> WidgetRelevance<Void> { WidgetRelevance([]) }
}

extension AppIntentTimelineProvider {
  /// No relevance (the default; the host never asks).
  public func relevance() async -> WidgetRelevance<Intent> { WidgetRelevance([]) }
}

extension IntentTimelineProvider {
  /// No relevance (the default; the host never asks).
  public func relevance() async -> WidgetRelevance<Intent> { WidgetRelevance([]) }
}
