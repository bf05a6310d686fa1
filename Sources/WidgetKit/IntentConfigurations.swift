public import AppIntents
public import Intents
public import SwiftUI

/// Where a configurable widget's entries come from, as WidgetKit's `AppIntentTimelineProvider`
/// (iOS 17): the async forms, each given the widget's configuration intent.
public protocol AppIntentTimelineProvider {
  associatedtype Entry: TimelineEntry
  associatedtype Intent: WidgetConfigurationIntent
  typealias Context = TimelineProviderContext
  /// An entry drawn redacted the first time, quickly and without private data.
  func placeholder(in context: Context) -> Entry
  /// One entry now (the widget gallery, a quick look).
  func snapshot(for configuration: Intent, in context: Context) async -> Entry
  /// The entries to come and when to ask again.
  func timeline(for configuration: Intent, in context: Context) async -> Timeline<Entry>
  /// Preconfigured widgets where there is no configuration sheet (watchOS); not asked on iPhone.
  func recommendations() -> [AppIntentRecommendation<Intent>]
  /// When the widget could be relevant in which configuration, for the Smart Stack (iOS 18); never asked here.
  func relevance() async -> WidgetRelevance<Intent>
}

/// Where a SiriKit-configured widget's entries come from, as WidgetKit's `IntentTimelineProvider`.
public protocol IntentTimelineProvider {
  associatedtype Entry: TimelineEntry
  associatedtype Intent: INIntent
  typealias Context = TimelineProviderContext
  func placeholder(in context: Context) -> Entry
  func getSnapshot(for configuration: Intent, in context: Context, completion: @escaping (Entry) -> Void)
  func getTimeline(for configuration: Intent, in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
  /// Preconfigured widgets where there is no configuration sheet (watchOS); not asked on iPhone.
  func recommendations() -> [IntentRecommendation<Intent>]
  /// When the widget could be relevant in which configuration, for the Smart Stack (iOS 18); never asked here.
  func relevance() async -> WidgetRelevance<Intent>
}

/// A widget the person configures with an App Intent, as WidgetKit's `AppIntentConfiguration`;
/// the host shows it with the intent's default configuration (`Intent()`).
public struct AppIntentConfiguration<Intent: WidgetConfigurationIntent, Content: View>: WidgetConfiguration {
  public let _widgets: [_WidgetDescription]
  public var body: Never { fatalError("AppIntentConfiguration has no body") }

  public init<Provider: AppIntentTimelineProvider>(
    kind: String, intent: Intent.Type = Intent.self, provider: Provider,
    @ViewBuilder content: @escaping (Provider.Entry) -> Content
  ) where Provider.Intent == Intent, Provider.Entry: SendableMetatype {
    _widgets = [
      _WidgetDescription(
        WidgetDescriptor(
          kind: kind, families: WidgetFamily.defaultFamilies, provider: ErasedProvider(appIntent: provider, content: content),
          configurationKind: "app-intent"))
    ]
  }
}

/// A widget the person configures with a SiriKit intent, as WidgetKit's `IntentConfiguration`;
/// the host shows it with the intent's default configuration (`Intent()`).
public struct IntentConfiguration<Intent: INIntent, Content: View>: WidgetConfiguration {
  public let _widgets: [_WidgetDescription]
  public var body: Never { fatalError("IntentConfiguration has no body") }

  public init<Provider: IntentTimelineProvider>(
    kind: String, intent: Intent.Type, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content
  ) where Provider.Intent == Intent, Provider.Entry: SendableMetatype {
    _widgets = [
      _WidgetDescription(
        WidgetDescriptor(
          kind: kind, families: WidgetFamily.defaultFamilies,
          provider: ErasedProvider(IntentAdapter(provider: provider), content: content), configurationKind: "intent"))
    ]
  }
}

/// An `IntentTimelineProvider` served as a `TimelineProvider`, with the default configuration.
struct IntentAdapter<Provider: IntentTimelineProvider>: TimelineProvider {
  let provider: Provider

  func placeholder(in context: Context) -> Provider.Entry { provider.placeholder(in: context) }

  func getSnapshot(in context: Context, completion: @escaping @Sendable (Provider.Entry) -> Void) {
    provider.getSnapshot(for: Provider.Intent(), in: context, completion: completion)
  }

  func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<Provider.Entry>) -> Void) {
    provider.getTimeline(for: Provider.Intent(), in: context, completion: completion)
  }
}
