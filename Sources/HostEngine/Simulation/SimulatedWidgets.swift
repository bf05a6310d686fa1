import Foundation
import HostProtocol

/// WidgetKit's part of a simulation (issue 23): the placed widgets' timelines on the virtual
/// clock. The host asks each placed widget's provider for its placeholder and timeline when the
/// scenario begins, shows each entry from its date, asks again when the reload policy says
/// (`.atEnd`: the last entry's date; `.after(date)`; `.never`: only when asked) or when the app or
/// an extension calls `WidgetCenter.reloadTimelines(ofKind:)` / `reloadAllTimelines()`, and draws
/// the entry shown in the device's current state (`WidgetPresentation`).
///
/// A provider dates its entries from `Date()`, the real clock: each entry is placed on the virtual
/// clock as far after the reload as its date is after the moment the provider was asked (in
/// whole seconds).
struct SimulatedWidgets {
  /// A policy reload comes no sooner than this after the timeline it replaces was asked for
  /// (this host's reading: Apple says WidgetKit reloads "typically every 15 to 60 minutes" and
  /// never before the policy's date; a floor keeps `.atEnd` on a past entry from looping).
  static let shortestPolicyReload: TimeInterval = 300

  /// One extension's process, launched when first needed and again after it died.
  struct Process {
    let `extension`: WidgetSetup.Extension
    var connection: ExtensionConnection?
    var kinds: [WidgetKindDescription] = []
  }

  /// One placed widget and where its timeline stands.
  struct Placed {
    let widget: PlacedWidget
    let process: Int
    /// The entries on the virtual clock, in the provider's order.
    var entryDates: [Date] = []
    var policy: WidgetReloadPolicy?
    var nextReload: Date?
    /// Whether a timeline and a placeholder are kept in the extension's process.
    var hasTimeline = false
    var hasPlaceholder = false
    /// The entry on screen (an index, or the placeholder) and what a person read on it.
    var shown: Shown?
    /// Policy reloads on each day of the scenario's calendar, against WidgetKit's budget.
    var policyReloads: [Int: Int] = [:]
  }

  /// What is on screen: the entry, the state it is drawn in, and what a person reads.
  struct Shown: Equatable {
    var entry: String
    var presentation: WidgetPresentation
    /// What the view was evaluated in (StandBy's differs from the home screen's).
    var environment: WidgetEnvironment
    var visible: [String]
    var redacted: [String]
  }

  var processes: [Process]
  var placed: [Placed] = []
  let lockScreenAccess: Bool

  init(extensions: [WidgetSetup.Extension], lockScreenAccess: Bool) {
    processes = extensions.map { Process(extension: $0) }
    self.lockScreenAccess = lockScreenAccess
  }

  /// The next moment a widget changes by itself: an entry's date or a policy reload after `now`.
  func nextChange(after now: Date) -> Date? {
    placed.flatMap { widget -> [Date] in
      (widget.entryDates + [widget.nextReload].compactMap { $0 }).filter { $0 > now }
    }.min()
  }

  /// The index of the entry shown at `now`: WidgetKit shows each entry from its date on, wherever
  /// it stands in the timeline's array, so of the entries whose date has come the one with the
  /// latest date (of two with one date, the later); before any, the earliest. An entry dated past
  /// the scenario (1e308 seconds on, say) is never shown.
  static func entryShown(_ dates: [Date], at now: Date) -> Int? {
    var shown: Int?
    for index in dates.indices where dates[index] <= now {
      if shown.map({ dates[index] >= dates[$0] }) ?? true { shown = index }
    }
    return shown ?? dates.indices.min { dates[$0] < dates[$1] }
  }

  /// When the policy asks for the next timeline, from a timeline asked for at `now`; nil for `.never`.
  static func reloadDate(_ policy: WidgetReloadPolicy?, entries: [Date], mapped: (Double) -> Date, now: Date) -> Date? {
    let requested: Date?
    switch policy?.kind {
    case "after": requested = policy?.date.map(mapped)
    case "atEnd": requested = entries.max() ?? now
    default: requested = nil
    }
    return requested.map { max($0, now.addingTimeInterval(shortestPolicyReload)) }
  }

  /// The widget's state as `WidgetPresentation` sees the device's lock.
  static func deviceState(_ lock: DeviceState) -> WidgetDeviceState {
    switch lock {
    case .unlocked: .unlocked
    case .locked: .locked
    case .beforeFirstUnlock: .beforeFirstUnlock
    }
  }
}
