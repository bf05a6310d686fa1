public import Foundation

/// One moment of a widget's timeline, as WidgetKit's `TimelineEntry`.
public protocol TimelineEntry {
  /// When WidgetKit shows the entry.
  var date: Date { get }
  /// How relevant the entry is, for Smart Stacks.
  var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
  public var relevance: TimelineEntryRelevance? { nil }
}

/// How relevant an entry is, as WidgetKit's `TimelineEntryRelevance`.
public struct TimelineEntryRelevance: Hashable, Sendable {
  public let score: Float
  public let duration: TimeInterval
  public init(score: Float, duration: TimeInterval = 0) {
    self.score = score
    self.duration = duration
  }
}

/// Entries and when to ask for the next ones, as WidgetKit's `Timeline`.
public struct Timeline<EntryType: TimelineEntry> {
  public let entries: [EntryType]
  public let policy: TimelineReloadPolicy
  public init(entries: [EntryType], policy: TimelineReloadPolicy) {
    self.entries = entries
    self.policy = policy
  }
}

/// When WidgetKit asks for a new timeline, as WidgetKit's `TimelineReloadPolicy`.
public struct TimelineReloadPolicy: Hashable, Sendable, CustomStringConvertible {
  enum Kind: Hashable, Sendable {
    case atEnd, never
    case after(Date)
  }
  let kind: Kind

  /// After the last entry's date.
  public static let atEnd = TimelineReloadPolicy(kind: .atEnd)
  /// Only when the app asks (`WidgetCenter.reloadTimelines(ofKind:)`).
  public static let never = TimelineReloadPolicy(kind: .never)
  /// After `date`.
  public static func after(_ date: Date) -> TimelineReloadPolicy { TimelineReloadPolicy(kind: .after(date)) }

  public var description: String {
    switch kind {
    case .atEnd: "atEnd"
    case .never: "never"
    case .after(let date): "after(\(date.formatted(.iso8601)))"
    }
  }

  /// The date of `.after`, nil otherwise.
  package var reloadDate: Date? {
    if case .after(let date) = kind { return date }
    return nil
  }
}

/// What a provider is asked in, as WidgetKit's `TimelineProviderContext`.
public struct TimelineProviderContext: Sendable {
  /// The family asked for.
  public let family: WidgetFamily
  /// Whether the widget gallery is asking (show sample data quickly).
  public let isPreview: Bool
  /// The widget's size in points.
  public let displaySize: CGSize
  /// Every environment the widget may be drawn in (`environmentVariants.colorScheme`).
  public let environmentVariants: EnvironmentVariants

  /// `variants` are the environments the host draws `family` in; none outside a host's run.
  package init(family: WidgetFamily, isPreview: Bool, variants: [WidgetEnvironmentVariant] = [], now: Date = Date()) {
    self.family = family
    self.isPreview = isPreview
    displaySize = family.displaySize
    environmentVariants = EnvironmentVariants(family: family, variants: variants, now: now)
  }
}

/// Where a widget's entries come from, as WidgetKit's `TimelineProvider`.
public protocol TimelineProvider {
  associatedtype Entry: TimelineEntry
  typealias Context = TimelineProviderContext
  /// An entry drawn redacted the first time, quickly and without private data.
  func placeholder(in context: Context) -> Entry
  /// One entry now (the widget gallery, a quick look).
  func getSnapshot(in context: Context, completion: @escaping @Sendable (Entry) -> Void)
  /// The entries to come and when to ask again.
  func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<Entry>) -> Void)
  /// When the widget could be relevant, for the Smart Stack (iOS 18); never asked here.
  func relevance() async -> WidgetRelevance<Void>
}
