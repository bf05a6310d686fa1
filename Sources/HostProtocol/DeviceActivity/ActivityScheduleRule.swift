public import FoundationEssentials

/// A `DeviceActivitySchedule` as plain values, and Apple's rules for when its intervals fall.
///
/// Shared by the extension SDK (`DeviceActivity`) and the host (the simulated system), so the
/// interval a schedule means is computed in one place. Sources, in Apple's documentation
/// (developer.apple.com/documentation/deviceactivity): `DeviceActivitySchedule/nextInterval` ("the
/// schedule's next interval or the current interval if one is ongoing"; nil when the components
/// match no future date), `init(intervalStart:intervalEnd:repeats:warningTime:)` (with `repeats`
/// false the extension stops receiving callbacks when the interval ends for the first time).
public struct ActivityScheduleRule: Codable, Hashable, Sendable {
  /// The components the interval starts at (`hour: 22, minute: 0`), matched like `Calendar.nextDate`.
  public var intervalStart: DateComponents
  /// The components the interval ends at; the first match after the start.
  public var intervalEnd: DateComponents
  /// Whether the schedule recurs.
  public var repeats: Bool
  /// How long before each start, end and threshold the warnings come; nil for none.
  public var warningTime: DateComponents?

  public init(intervalStart: DateComponents, intervalEnd: DateComponents, repeats: Bool, warningTime: DateComponents?) {
    self.intervalStart = intervalStart
    self.intervalEnd = intervalEnd
    self.repeats = repeats
    self.warningTime = warningTime
  }

  /// The calendar the components are read in: their own calendar and time zone when they carry
  /// them, else Gregorian in `timeZone` (the device's).
  public func calendar(in timeZone: TimeZone) -> Calendar {
    var calendar = intervalStart.calendar ?? Calendar(identifier: .gregorian)
    calendar.timeZone = intervalStart.timeZone ?? intervalStart.calendar?.timeZone ?? timeZone
    return calendar
  }

  /// The interval ongoing at `now`, or else the next one; nil when the components match no
  /// future date (Apple's `nextInterval`).
  public func interval(at now: Date, timeZone: TimeZone) -> DateInterval? {
    let calendar = calendar(in: timeZone)
    let start = intervalStart.matchable
    let end = intervalEnd.matchable
    if let previous = Self.match(start, onOrBefore: now, in: calendar),
      let previousEnd = Self.match(end, after: previous, in: calendar), previousEnd > now
    {
      return DateInterval(start: previous, end: previousEnd)
    }
    guard let next = Self.match(start, after: now, in: calendar),
      let nextEnd = Self.match(end, after: next, in: calendar)
    else { return nil }
    return DateInterval(start: next, end: nextEnd)
  }

  /// The first interval that starts strictly after `date`; nil when there is none.
  public func interval(startingAfter date: Date, timeZone: TimeZone) -> DateInterval? {
    let calendar = calendar(in: timeZone)
    guard let next = Self.match(intervalStart.matchable, after: date, in: calendar),
      let nextEnd = Self.match(intervalEnd.matchable, after: next, in: calendar)
    else { return nil }
    return DateInterval(start: next, end: nextEnd)
  }

  /// The warning lead as a duration, nil when there is no warning time (or it is zero).
  public var warningSeconds: TimeInterval? {
    guard let warningTime, let seconds = warningTime.durationSeconds, seconds > 0 else { return nil }
    return seconds
  }

  /// When `intervalWillEndWarning` comes for `interval`: `warningTime` before its end, clamped
  /// to its start when the warning is longer than the interval (Apple's `init(intervalStart:…)`:
  /// "the system clamps the warning callbacks … to the start time of the interval").
  public func endWarning(for interval: DateInterval) -> Date? {
    guard let lead = warningSeconds else { return nil }
    return max(interval.start, interval.end.addingTimeInterval(-lead))
  }

  /// When `intervalWillStartWarning` comes for `interval`: `warningTime` before its start.
  public func startWarning(for interval: DateInterval) -> Date? {
    guard let lead = warningSeconds else { return nil }
    return interval.start.addingTimeInterval(-lead)
  }

  /// The usage at which `eventWillReachThresholdWarning` comes for a threshold of `threshold`
  /// seconds: `warningTime` before it, and at the interval's start (no usage) when the warning is
  /// longer than the threshold or the interval.
  public func thresholdWarningUsage(threshold: TimeInterval, intervalLength: TimeInterval) -> TimeInterval? {
    guard let lead = warningSeconds else { return nil }
    if lead >= intervalLength { return 0 }
    return max(0, threshold - lead)
  }

  private static func match(_ components: DateComponents, after date: Date, in calendar: Calendar) -> Date? {
    if components.isAbsolute { return calendar.date(from: components).flatMap { $0 > date ? $0 : nil } }
    return calendar.nextDate(after: date, matching: components, matchingPolicy: .nextTime, direction: .forward)
  }

  private static func match(_ components: DateComponents, onOrBefore date: Date, in calendar: Calendar) -> Date? {
    if components.isAbsolute { return calendar.date(from: components).flatMap { $0 <= date ? $0 : nil } }
    let justAfter = date.addingTimeInterval(1)
    return calendar.nextDate(after: justAfter, matching: components, matchingPolicy: .nextTime, direction: .backward)
  }
}

extension DateComponents {
  /// The components with their calendar and time zone taken out, for `Calendar.nextDate`.
  var matchable: DateComponents {
    var copy = self
    copy.calendar = nil
    copy.timeZone = nil
    if copy.hour != nil || copy.minute != nil, copy.second == nil { copy.second = 0 }
    if copy.hour != nil, copy.minute == nil { copy.minute = 0 }
    return copy
  }

  /// Whether the components name one moment (a year, month and day), not a recurring time.
  var isAbsolute: Bool { year != nil && month != nil && day != nil }

  /// The components read as a duration (`minute: 30` is 1800 s); nil when they hold none of
  /// day, hour, minute or second, or a negative part.
  public var durationSeconds: TimeInterval? {
    let parts = [(day, 86_400), (hour, 3_600), (minute, 60), (second, 1)]
    guard parts.contains(where: { $0.0 != nil }) else { return nil }
    var total = 0
    for (value, unit) in parts {
      guard let value else { continue }
      guard value >= 0 else { return nil }
      let (product, overflow) = value.multipliedReportingOverflow(by: unit)
      guard !overflow else { return nil }
      let (sum, overflowSum) = total.addingReportingOverflow(product)
      guard !overflowSum else { return nil }
      total = sum
    }
    return TimeInterval(total)
  }
}
