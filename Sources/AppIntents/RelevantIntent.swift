public import Foundation

/// When or where something is relevant to a person, as `RelevantContext` (AppIntents since iOS
/// 17, RelevanceKit since iOS 26): the clue a widget gives the Smart Stack. The host has no Smart
/// Stack: a context is recorded and never acted on.
public struct RelevantContext: Sendable, Hashable {
  /// What the context says, for a reader of the code's results.
  package let clue: String

  /// How a date matters, as `RelevantContext.DateKind`.
  public struct DateKind: Hashable, Sendable {
    let name: String
    /// No hint.
    public static let `default` = DateKind(name: "default")
    /// Something scheduled, or asking for an action.
    public static let scheduled = DateKind(name: "scheduled")
    /// Something to know.
    public static let informational = DateKind(name: "informational")
  }

  /// Relevant between two moments.
  public static func date(from start: Date, to end: Date) -> RelevantContext {
    RelevantContext(clue: "from \(start.timeIntervalSince1970) to \(end.timeIntervalSince1970)")
  }
  /// Relevant during `interval`.
  public static func date(interval: DateInterval, kind: DateKind = .default) -> RelevantContext {
    RelevantContext(clue: "during \(interval.start.timeIntervalSince1970)+\(interval.duration) \(kind.name)")
  }
  /// Relevant at `date`.
  public static func date(_ date: Date, kind: DateKind = .default) -> RelevantContext {
    RelevantContext(clue: "at \(date.timeIntervalSince1970) \(kind.name)")
  }
}

/// A configured widget suggested for a context, as AppIntents' `RelevantIntent` (iOS 17).
public struct RelevantIntent: Sendable {
  /// The widget's kind.
  public let widgetKind: String
  /// When or where it is relevant.
  public let relevance: RelevantContext

  /// `intent`'s configuration of the widget `widgetKind`, relevant in `relevance`.
  public init<IntentType: WidgetConfigurationIntent>(_ intent: IntentType, widgetKind: String, relevance: RelevantContext) {
    self.widgetKind = widgetKind
    self.relevance = relevance
  }
}

/// Hands the app's relevant intents to the system, as AppIntents' `RelevantIntentManager`: taken;
/// the host has no Smart Stack to show them in.
public final class RelevantIntentManager: Sendable {
  /// The manager of the app's relevant intents.
  public static let shared = RelevantIntentManager()

  private init() {}

  /// Replaces the app's relevant intents: accepted, never shown.
  public func updateRelevantIntents(_ relevantIntents: [RelevantIntent]) async throws {}
}
