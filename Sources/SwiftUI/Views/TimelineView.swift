public import Foundation

/// A view that redraws on a schedule, as SwiftUI's `TimelineView`.
///
/// Evaluated once, at the environment's moment (a widget entry's date, the App Switcher's
/// snapshot time): what a picture taken then shows. On a widget, as on iOS, it does not redraw
/// between entries.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View, PrimitiveView {
  /// What the content is drawn for (not generic, so a closure's content type can be inferred).
  public typealias Context = TimelineViewDefaultContext

  let content: (Context) -> Content

  /// A view whose content `content` draws for each moment of `schedule`.
  public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
    self.content = content
  }

  public var body: Never { fatalError("TimelineView has no body") }

  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    try context.evaluate(content(Context(date: context.environment.now, cadence: .live)))
  }
}

/// What a `TimelineView`'s content is drawn for, as SwiftUI's `TimelineViewDefaultContext`
/// (`TimelineView.Context`).
public struct TimelineViewDefaultContext {
  /// How often the view redraws, as SwiftUI's `TimelineView.Context.Cadence`.
  public enum Cadence: Comparable, Sendable { case live, seconds, minutes }

  /// The moment drawn.
  public let date: Date
  /// How often it redraws.
  public let cadence: Cadence
}

/// When a `TimelineView` redraws, as SwiftUI's `TimelineSchedule`.
public protocol TimelineSchedule {
  /// The moments to redraw at, from `startDate`.
  associatedtype Entries: Sequence where Entries.Element == Date
  /// The moments to redraw at, from `startDate`.
  func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// How eagerly a schedule redraws, as SwiftUI's `TimelineScheduleMode`.
public enum TimelineScheduleMode: Sendable { case normal, lowFrequency }

/// Every `interval` from `startDate`, as SwiftUI's `PeriodicTimelineSchedule`.
public struct PeriodicTimelineSchedule: TimelineSchedule {
  let startDate: Date
  let interval: TimeInterval

  /// Every `interval` from `startDate`.
  public init(from startDate: Date, by interval: TimeInterval) {
    self.startDate = startDate
    self.interval = max(interval, 1)
  }

  /// The moments from the first at or after `startDate`: at most a day of them.
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] {
    let first = max(self.startDate, startDate)
    return (0..<Int(min(86_400 / interval, 1_440))).map { first.addingTimeInterval(Double($0) * interval) }
  }
}

/// At the start of every minute, as SwiftUI's `EveryMinuteTimelineSchedule`.
public struct EveryMinuteTimelineSchedule: TimelineSchedule {
  public init() {}
  /// The start of each minute for a day from `startDate`.
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] {
    let minute = (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60
    return (0..<1_440).map { Date(timeIntervalSinceReferenceDate: minute + Double($0) * 60) }
  }
}

/// As often as the screen refreshes, as SwiftUI's `AnimationTimelineSchedule`.
public struct AnimationTimelineSchedule: TimelineSchedule {
  let minimumInterval: Double?
  let paused: Bool

  /// At most every `minimumInterval` seconds; never while `paused`.
  public init(minimumInterval: Double? = nil, paused: Bool = false) {
    self.minimumInterval = minimumInterval
    self.paused = paused
  }

  /// `startDate`, then every `minimumInterval` (a sixtieth of a second when nil), for a second.
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] {
    guard !paused else { return [startDate] }
    let step = max(minimumInterval ?? 1.0 / 60, 1.0 / 120)
    return (0..<Int(1 / step)).map { startDate.addingTimeInterval(Double($0) * step) }
  }
}

/// At the given dates, as SwiftUI's `ExplicitTimelineSchedule`.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
  let dates: Entries
  /// At `dates`.
  public init(_ dates: Entries) { self.dates = dates }
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
  /// Every `interval` from `startDate`.
  public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
    PeriodicTimelineSchedule(from: startDate, by: interval)
  }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
  /// At the start of every minute.
  public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
  /// As often as the screen refreshes.
  public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
  /// At most every `minimumInterval` seconds; never while `paused`.
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
    AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
  }
}

extension TimelineSchedule {
  /// At the given dates.
  public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
    ExplicitTimelineSchedule(dates)
  }
}
