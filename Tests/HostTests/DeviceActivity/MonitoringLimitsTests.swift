import Foundation
import HostProtocol
import Testing

/// Apple's `startMonitoring` limits, each from its `MonitoringError` case's documentation, and the
/// interval a schedule means (`DeviceActivitySchedule.nextInterval`), table-tested in UTC.
struct MonitoringLimitsTests {
  static let utc = TimeZone(identifier: "UTC")!

  /// 2026-12-01 (a Tuesday) at `hour:minute:second` UTC.
  static func at(_ hour: Int, _ minute: Int, _ second: Int = 0, day: Int = 1) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = utc
    return calendar.date(from: DateComponents(year: 2026, month: 12, day: day, hour: hour, minute: minute, second: second))!
  }

  static func daily(_ start: DateComponents, _ end: DateComponents, warning: DateComponents? = nil) -> ActivityScheduleRule {
    ActivityScheduleRule(intervalStart: start, intervalEnd: end, repeats: true, warningTime: warning)
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var schedule: ActivityScheduleRule
    var now: Date
    var expected: MonitoringRejection?
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "22:00-07:00 across midnight", schedule: daily(.init(hour: 22), .init(hour: 7)), now: at(21, 0), expected: nil),
    Case(name: "exactly 15 minutes", schedule: daily(.init(hour: 10), .init(hour: 10, minute: 15)), now: at(9, 0), expected: nil),
    Case(name: "14 minutes", schedule: daily(.init(hour: 10), .init(hour: 10, minute: 14)), now: at(9, 0), expected: .intervalTooShort),
    Case(
      name: "midnight: a start taken from 23:44 to 23:59:59",
      schedule: daily(.init(hour: 23, minute: 44), .init(hour: 23, minute: 59, second: 59)), now: at(23, 44), expected: nil),
    Case(
      name: "midnight: a start taken from 23:45 to 23:59:59",
      schedule: daily(.init(hour: 23, minute: 45, second: 1), .init(hour: 23, minute: 59, second: 59)), now: at(23, 45, 1),
      expected: .intervalTooShort),
    Case(
      name: "the whole day 00:00-23:59:59",
      schedule: daily(.init(hour: 0, minute: 0, second: 0), .init(hour: 23, minute: 59, second: 59)), now: at(12, 0),
      expected: nil),
    Case(
      name: "exactly one week (Monday to Monday)",
      schedule: daily(.init(hour: 0, weekday: 2), .init(hour: 0, weekday: 2)), now: at(12, 0), expected: nil),
    Case(
      name: "a week and a minute (dates)",
      schedule: daily(.init(year: 2026, month: 12, day: 2, hour: 0), .init(year: 2026, month: 12, day: 9, hour: 0, minute: 1)),
      now: at(12, 0), expected: .intervalTooLong),
    Case(
      name: "weekday components: the end is the first match after the start",
      schedule: daily(.init(hour: 0, minute: 0, weekday: 2), .init(hour: 0, minute: 10, weekday: 2)), now: at(12, 0),
      expected: .intervalTooShort),
    Case(
      name: "a start date in the past",
      schedule: daily(.init(year: 2020, month: 1, day: 1, hour: 10), .init(year: 2020, month: 1, day: 1, hour: 11)),
      now: at(12, 0), expected: .invalidDateComponents),
    Case(
      name: "a one-shot unlock from now, in dates to the second: fifteen minutes, not too short",
      schedule: ActivityScheduleRule(
        intervalStart: .init(year: 2026, month: 12, day: 1, hour: 12, minute: 0, second: 30),
        intervalEnd: .init(year: 2026, month: 12, day: 1, hour: 12, minute: 15, second: 30), repeats: false, warningTime: nil),
      now: at(12, 0, 30).addingTimeInterval(0.4), expected: nil),
    Case(name: "hour 25", schedule: daily(.init(hour: 25), .init(hour: 7)), now: at(12, 0), expected: .invalidDateComponents),
  ]

  @Test(arguments: cases)
  func startMonitoringChecks(_ row: Case) {
    let verdict = MonitoringLimits.check(
      row.schedule, named: "a", monitored: [], authorized: true, now: row.now, timeZone: Self.utc)
    #expect(verdict == row.expected, "\(row.name)")
  }

  @Test func unauthorizedComesFirst() {
    let schedule = Self.daily(.init(hour: 10), .init(hour: 10, minute: 1))
    #expect(
      MonitoringLimits.check(schedule, named: "a", monitored: [], authorized: false, now: Self.at(9, 0), timeZone: Self.utc)
        == .unauthorized)
  }

  /// Twenty-four hourly activities: the first twenty are monitored, the rest throw.
  @Test func twentyFourHourlyActivitiesStopAtTwenty() {
    var monitored: Set<String> = []
    var verdicts: [MonitoringRejection?] = []
    for hour in 0..<24 {
      let schedule = Self.daily(.init(hour: hour), .init(hour: (hour + 1) % 24))
      let verdict = MonitoringLimits.check(
        schedule, named: "hour-\(hour)", monitored: monitored, authorized: true, now: Self.at(0, 30), timeZone: Self.utc)
      if verdict == nil { monitored.insert("hour-\(hour)") }
      verdicts.append(verdict)
    }
    #expect(verdicts.prefix(20).allSatisfy { $0 == nil })
    #expect(verdicts.suffix(4).allSatisfy { $0 == .excessiveActivities })
    let again = MonitoringLimits.check(
      Self.daily(.init(hour: 3), .init(hour: 4)), named: "hour-3", monitored: monitored, authorized: true,
      now: Self.at(0, 30), timeZone: Self.utc)
    #expect(again == nil, "restarting a monitored activity replaces it and does not count twice")
  }

  @Test func anOngoingIntervalIsTheOneAcrossMidnight() throws {
    let schedule = Self.daily(.init(hour: 22), .init(hour: 7))
    let interval = try #require(schedule.interval(at: Self.at(2, 0, day: 2), timeZone: Self.utc))
    #expect(interval.start == Self.at(22, 0, day: 1))
    #expect(interval.end == Self.at(7, 0, day: 2))
    let next = try #require(schedule.interval(at: Self.at(8, 0, day: 2), timeZone: Self.utc))
    #expect(next.start == Self.at(22, 0, day: 2))
  }

  /// Apple's warningTime example: 10:00-11:00, a 30-minute threshold, a 5-minute warning: the
  /// warnings come at 9:55, 10:55 and after 25 minutes of use.
  @Test func applesWarningTimeExample() throws {
    let schedule = Self.daily(.init(hour: 10), .init(hour: 11), warning: .init(minute: 5))
    let interval = try #require(schedule.interval(at: Self.at(9, 0), timeZone: Self.utc))
    #expect(schedule.startWarning(for: interval) == Self.at(9, 55))
    #expect(schedule.endWarning(for: interval) == Self.at(10, 55))
    #expect(schedule.thresholdWarningUsage(threshold: 30 * 60, intervalLength: interval.duration) == TimeInterval(25 * 60))
  }

  /// A warning longer than the interval clamps to the interval's start.
  @Test func aWarningLongerThanTheIntervalClampsToItsStart() throws {
    let schedule = Self.daily(.init(hour: 10), .init(hour: 11), warning: .init(hour: 2))
    let interval = try #require(schedule.interval(at: Self.at(9, 0), timeZone: Self.utc))
    #expect(schedule.endWarning(for: interval) == interval.start)
    #expect(schedule.thresholdWarningUsage(threshold: 30 * 60, intervalLength: interval.duration) == 0)
  }

  @Test func durationsFromComponents() {
    #expect(DateComponents(minute: 30).durationSeconds == 1800)
    #expect(DateComponents(hour: 1, minute: 1, second: 1).durationSeconds == 3661)
    #expect(DateComponents(year: 1).durationSeconds == nil)
    #expect(DateComponents(minute: -5).durationSeconds == nil)
    #expect(DateComponents(day: Int.max).durationSeconds == nil)
  }
}
