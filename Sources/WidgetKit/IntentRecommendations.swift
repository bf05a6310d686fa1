public import AppIntents
public import Intents
public import SwiftUI

// Preconfigured widgets for platforms without a configuration sheet (watchOS). On iPhone they
// are inactive, as Apple documents it: the host never asks a provider for them.

/// A recommended configuration of an App Intent widget, as WidgetKit's `AppIntentRecommendation`
/// (iOS 17); inactive on iPhone.
public struct AppIntentRecommendation<Intent: WidgetConfigurationIntent> {
  /// The recommended configuration.
  public let intent: Intent

  public init(intent: Intent, description: Text) { self.intent = intent }
  public init(intent: Intent, description: LocalizedStringResource) { self.intent = intent }
  @_disfavoredOverload
  public init<S: StringProtocol>(intent: Intent, description: S) { self.intent = intent }
}

/// A recommended configuration of a SiriKit intent widget, as WidgetKit's `IntentRecommendation`
/// (iOS 16); inactive on iPhone.
public struct IntentRecommendation<T: INIntent> {
  /// The recommended configuration.
  public let intent: T

  public init(intent: T, description: Text) { self.intent = intent }
  public init(intent: T, description: LocalizedStringResource) { self.intent = intent }
  @_disfavoredOverload
  public init<S: StringProtocol>(intent: T, description: S) { self.intent = intent }
}

extension AppIntentTimelineProvider {
  /// None by default, as in WidgetKit.
  public func recommendations() -> [AppIntentRecommendation<Intent>] { [] }
}

extension IntentTimelineProvider {
  /// None by default, as in WidgetKit.
  public func recommendations() -> [IntentRecommendation<Intent>] { [] }
}
