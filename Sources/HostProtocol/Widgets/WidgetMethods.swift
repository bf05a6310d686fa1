/// The widget extension's requests (issue 23). After `initialize` (extension point
/// `com.apple.widgetkit-extension`, no principal class: the `@main` `Widget` or `WidgetBundle` is
/// the entry point) the host asks `widget/kinds` once, then per kind and family `widget/timeline`
/// (the provider's `placeholder(in:)`, `getSnapshot(in:completion:)` or
/// `getTimeline(in:completion:)`, run in the extension's process), then one `widget/render` per
/// entry and environment: the extension evaluates the entry's view with the environment iOS sets
/// and answers with the laid-out view tree.
public struct WidgetKindsRequest: RPCRequest {
  public static let method = "widget/kinds"
  public typealias Response = WidgetKindsResult
  public init() {}
}

/// The extension's widgets.
public struct WidgetKindsResult: Codable, Hashable, Sendable {
  /// The `@main` type (`SampleWidgets`).
  public var entryPoint: String
  public var widgets: [WidgetKindDescription]
  /// What the bundle also declares that iOS draws without a timeline, which the host does not
  /// serve: `a Live Activity of DeliveryAttributes`, `the control TimerControl`. Nil when none.
  public var systemDrawn: [String]?

  public init(entryPoint: String, widgets: [WidgetKindDescription], systemDrawn: [String]? = nil) {
    self.entryPoint = entryPoint
    self.widgets = widgets
    self.systemDrawn = systemDrawn
  }
}

/// One kind of widget: its names, families and configuration.
public struct WidgetKindDescription: Codable, Hashable, Sendable {
  public var kind: String
  public var displayName: String?
  public var summary: String?
  /// `supportedFamilies`, by WidgetKit's names (`systemSmall`, `accessoryInline`).
  public var families: [String]
  /// `static`, `intent` or `app-intent`.
  public var configuration: String
  /// False when the configuration says `containerBackgroundRemovable(false)`: its background is
  /// marked nonremovable, so it needs no `containerBackground(for:)`. Nil: removable (the default).
  public var backgroundRemovable: Bool?

  public init(
    kind: String, displayName: String?, summary: String?, families: [String], configuration: String,
    backgroundRemovable: Bool? = nil
  ) {
    self.kind = kind
    self.displayName = displayName
    self.summary = summary
    self.families = families
    self.configuration = configuration
    self.backgroundRemovable = backgroundRemovable
  }
}

/// Which of the provider's methods made an entry.
public enum WidgetEntrySource: String, Codable, Hashable, Sendable, CaseIterable {
  /// `placeholder(in:)`.
  case placeholder
  /// `getSnapshot(in:completion:)`.
  case snapshot
  /// `getTimeline(in:completion:)`.
  case timeline

  /// The provider method, as Swift names it.
  public var providerMethod: String {
    switch self {
    case .placeholder: "placeholder(in:)"
    case .snapshot: "getSnapshot(in:completion:)"
    case .timeline: "getTimeline(in:completion:)"
    }
  }
}

/// Asks the provider of `kind` for its entries in `family`; the extension keeps them for `widget/render`.
public struct WidgetTimelineRequest: RPCRequest {
  public static let method = "widget/timeline"
  public typealias Response = WidgetTimelineResult

  public var kind: String
  public var family: String
  public var source: WidgetEntrySource
  /// The moment the provider is asked at, seconds since 1970 (the virtual clock's now).
  public var now: Double
  /// The simulated device's time zone identifier under `simulate`; nil keeps the process's.
  public var timeZone: String?
  /// Each environment the host may draw this family's entries in, once (the provider reads them
  /// as its context's `environmentVariants`); nil from a host that does not say.
  public var environmentVariants: [WidgetEnvironment]?

  public init(
    kind: String, family: String, source: WidgetEntrySource, now: Double, timeZone: String? = nil,
    environmentVariants: [WidgetEnvironment]? = nil
  ) {
    self.kind = kind
    self.family = family
    self.source = source
    self.now = now
    self.timeZone = timeZone
    self.environmentVariants = environmentVariants
  }
}

/// The entries a provider gave (one for a placeholder or a snapshot) and, for a timeline, its policy.
public struct WidgetTimelineResult: Codable, Hashable, Sendable {
  /// Each entry's date, seconds since 1970, in the provider's order.
  public var entryDates: [Double]
  /// The reload policy; nil for a placeholder or a snapshot.
  public var policy: WidgetReloadPolicy?
  /// How long the provider method ran before it returned or completed, in milliseconds,
  /// measured in the extension's process.
  public var milliseconds: Double
  /// The extension's clock (`Date()`, seconds since 1970) when the request arrived: a provider
  /// dates its entries from it, so `simulate` places each entry that long after the virtual
  /// clock's now. nil from an older runtime.
  public var askedAt: Double?
  /// Whether the provider method asked for an App Group's container
  /// (`FileManager.containerURL(forSecurityApplicationGroupIdentifier:)`) before it returned or
  /// completed; nil from an older runtime.
  public var readsAppGroup: Bool?
  /// Whether `placeholder(in:)` read an App Group's `UserDefaults(suiteName:)` suite; nil when
  /// not watched (snapshots, timelines, an extension with no suite on disk, an older runtime).
  public var readsAppGroupDefaults: Bool?

  public init(
    entryDates: [Double], policy: WidgetReloadPolicy?, milliseconds: Double, askedAt: Double? = nil,
    readsAppGroup: Bool? = nil, readsAppGroupDefaults: Bool? = nil
  ) {
    self.entryDates = entryDates
    self.policy = policy
    self.milliseconds = milliseconds
    self.askedAt = askedAt
    self.readsAppGroup = readsAppGroup
    self.readsAppGroupDefaults = readsAppGroupDefaults
  }
}

/// `TimelineReloadPolicy` on the wire.
public struct WidgetReloadPolicy: Codable, Hashable, Sendable, CustomStringConvertible {
  /// `atEnd`, `never` or `after`.
  public var kind: String
  /// `.after`: the date, seconds since 1970.
  public var date: Double?

  public init(kind: String, date: Double?) {
    self.kind = kind
    self.date = date
  }

  private enum CodingKeys: String, CodingKey {
    case kind, date
  }

  /// Decodes a policy WidgetKit has: `atEnd`, `never`, or `after` with its date (a finite number);
  /// any other is a malformed answer, named at its key.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    kind = try container.decode(String.self, forKey: .kind)
    date = try container.decodeIfPresent(Double.self, forKey: .date)
    guard Self.kinds.contains(kind) else {
      throw DecodingError.dataCorruptedError(
        forKey: .kind, in: container, debugDescription: "not a reload policy WidgetKit has (atEnd, never or after)")
    }
    guard Self.isWidgetKits(kind: kind, date: date) else {
      throw DecodingError.dataCorruptedError(forKey: .date, in: container, debugDescription: ".after needs its date")
    }
  }

  /// The policies `TimelineReloadPolicy` has.
  static let kinds: Set<String> = ["atEnd", "never", "after"]

  /// Whether `kind` and `date` make a policy WidgetKit has: `.after` with a finite date, or the others.
  static func isWidgetKits(kind: String, date: Double?) -> Bool {
    kinds.contains(kind) && (kind != "after" || date?.isFinite == true)
  }

  public var description: String { date.map { "\(kind)(\($0))" } ?? kind }
}

/// The environment WidgetKit sets for an entry's view.
public struct WidgetEnvironment: Codable, Hashable, Sendable {
  /// By SwiftUI's names: `placeholder`, `privacy`, `invalidated`.
  public var redactionReasons: [String]
  /// `light` or `dark`.
  public var colorScheme: String
  /// The Always-On display.
  public var isLuminanceReduced: Bool
  /// `fullColor`, `accented` or `vibrant`; nil for the family's usual mode.
  public var renderingMode: String?
  /// Whether the container background is drawn (`showsWidgetContainerBackground`): false in
  /// StandBy, which removes it; nil for the family's usual (drawn on the home screen, not on the
  /// Lock Screen).
  public var showsContainerBackground: Bool?

  public init(
    redactionReasons: [String], colorScheme: String = "light", isLuminanceReduced: Bool, renderingMode: String? = nil,
    showsContainerBackground: Bool? = nil
  ) {
    self.redactionReasons = redactionReasons
    self.colorScheme = colorScheme
    self.isLuminanceReduced = isLuminanceReduced
    self.renderingMode = renderingMode
    self.showsContainerBackground = showsContainerBackground
  }
}

/// Evaluates entry `entry` (of the last `widget/timeline` of that kind, family and source) in `environment`.
public struct WidgetRenderRequest: RPCRequest {
  public static let method = "widget/render"
  public typealias Response = WidgetRenderResult

  public var kind: String
  public var family: String
  public var source: WidgetEntrySource
  public var entry: Int
  public var environment: WidgetEnvironment

  public init(kind: String, family: String, source: WidgetEntrySource, entry: Int, environment: WidgetEnvironment) {
    self.kind = kind
    self.family = family
    self.source = source
    self.entry = entry
    self.environment = environment
  }
}

/// The evaluated, laid-out view of one entry.
public struct WidgetRenderResult: Codable, Hashable, Sendable {
  /// The widget's root: its frame is the family's size.
  public var view: ViewNode
  /// Whether the view's code read `@Environment(\.redactionReasons)`.
  public var readsRedactionReasons: Bool

  public init(view: ViewNode, readsRedactionReasons: Bool) {
    self.view = view
    self.readsRedactionReasons = readsRedactionReasons
  }
}

/// Tells the host that the code in the process called `WidgetCenter.shared.reloadTimelines(ofKind:)`
/// (`kind`) or `reloadAllTimelines()` (nil): under `simulate` the host plays WidgetKit and asks the
/// widget extension for new timelines; elsewhere it is recorded in the transcript.
public struct WidgetReloadNotification: RPCNotification {
  public static let method = "widget/reloadTimelines"

  /// The kind to reload; nil for every kind.
  public var kind: String?

  public init(kind: String?) { self.kind = kind }
}

extension JSONRPCError.Code {
  /// `widget/render`: the entry's view cannot be evaluated (a view that contains itself, far too many views).
  public static let widgetViewNotEvaluable = Self(rawValue: -32030)
  /// `widget/timeline` or `widget/render` named a kind, family or entry the extension does not have.
  public static let unknownWidget = Self(rawValue: -32031)
}

/// Asks the host which widgets the person placed, for `WidgetCenter.getCurrentConfigurations(_:)`:
/// under `simulate`, the scenario's `widget KIND FAMILY` lines; the host answers "method not
/// found" where it places none, and the runtime reads that as none.
public struct WidgetConfigurationsRequest: RPCRequest {
  public static let method = "widget/configurations"
  public typealias Response = WidgetConfigurationsResult

  public init() {}
}

/// The answer to ``WidgetConfigurationsRequest``: the placed widgets, in the order they were placed.
public struct WidgetConfigurationsResult: Codable, Hashable, Sendable {
  /// One placed widget: its kind and its family by WidgetKit's name.
  public struct Placed: Codable, Hashable, Sendable {
    public var kind: String
    public var family: String

    public init(kind: String, family: String) {
      self.kind = kind
      self.family = family
    }
  }

  public var widgets: [Placed]

  public init(widgets: [Placed]) { self.widgets = widgets }
}
