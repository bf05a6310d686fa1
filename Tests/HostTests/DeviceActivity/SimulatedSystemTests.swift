import Foundation
import HostProtocol
import Testing

@testable import HostEngine

/// The simulated system's delivery rules, without processes: when each callback is due.
struct SimulatedSystemTests {
  static let utc = TimeZone(identifier: "UTC")!

  static func at(_ hour: Int, _ minute: Int, _ second: Int = 0, day: Int = 1) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = utc
    return calendar.date(from: DateComponents(year: 2026, month: 12, day: day, hour: hour, minute: minute, second: second))!
  }

  static func registration(
    _ name: String, _ start: DateComponents, _ end: DateComponents, repeats: Bool = true, warning: DateComponents? = nil,
    events: [String: ActivityEventRule] = [:]
  ) -> ActivityRegistration {
    ActivityRegistration(
      activity: name,
      schedule: ActivityScheduleRule(intervalStart: start, intervalEnd: end, repeats: repeats, warningTime: warning),
      events: events)
  }

  static func social(_ minutes: Int, past: Bool = false) -> ActivityEventRule {
    ActivityEventRule(
      applications: [TokenMint.token("application", "com.example.social")], categories: [], webDomains: [],
      threshold: DateComponents(minute: minutes), includesPastActivity: past)
  }

  /// Every batch up to `limit`, as (time, "callback activity [event]").
  static func drain(_ system: SimulatedSystem, until limit: Date) -> [(Date, String)] {
    var out: [(Date, String)] = []
    while let batch = system.nextBatch(until: limit) {
      out += batch.deliveries.map { (batch.time, "\($0.callback.rawValue) \($0.activity)" + ($0.event.map { " \($0)" } ?? "")) }
    }
    return out
  }

  static func system(at date: Date) -> SimulatedSystem {
    SimulatedSystem(begin: date, timeZone: utc, authorized: true, categories: [:])
  }

  /// Apple's warningTime example: 10:00-11:00, a 30-minute threshold, a 5-minute warning give
  /// callbacks at 9:55, at 10:55 and after 25 minutes of use.
  @Test func applesDocumentedExample() {
    let system = Self.system(at: Self.at(9, 0))
    #expect(
      system.startMonitoring(
        Self.registration("focus", .init(hour: 10), .init(hour: 11), warning: .init(minute: 5), events: ["social": Self.social(30)]),
        caller: "test") == nil)
    _ = Self.drain(system, until: Self.at(9, 0))
    var timeline = Self.drain(system, until: Self.at(10, 0))
    system.beginUse(.application("com.example.social"), seconds: 40 * 60)
    timeline += Self.drain(system, until: Self.at(12, 0))
    let expected: [(Date, String)] = [
      (Self.at(9, 55), "intervalWillStartWarning focus"),
      (Self.at(10, 0), "intervalDidStart focus"),
      (Self.at(10, 25), "eventWillReachThresholdWarning focus social"),
      (Self.at(10, 30), "eventDidReachThreshold focus social"),
      (Self.at(10, 55), "intervalWillEndWarning focus"),
      (Self.at(11, 0), "intervalDidEnd focus"),
    ]
    #expect(timeline.map(\.0) == expected.map(\.0))
    #expect(timeline.map(\.1) == expected.map(\.1))
  }

  /// An interval starts at the first use of the device within it, not at its scheduled start.
  @Test func theIntervalStartsAtTheFirstUse() {
    let system = Self.system(at: Self.at(21, 0))
    _ = system.startMonitoring(Self.registration("bedtime", .init(hour: 22), .init(hour: 7)), caller: "test")
    _ = Self.drain(system, until: Self.at(21, 0))
    #expect(Self.drain(system, until: Self.at(22, 40)).isEmpty, "no use, no start")
    system.beginUse(.device, seconds: 60)
    let started = Self.drain(system, until: Self.at(23, 0))
    #expect(started.map(\.0) == [Self.at(22, 40)])
    #expect(started.map(\.1) == ["intervalDidStart bedtime"])
    #expect(Self.drain(system, until: Self.at(8, 0, day: 2)).map(\.1) == ["intervalDidEnd bedtime"])
  }

  /// "The system doesn't call these methods unless the device is used during the interval."
  @Test func anIntervalWithoutUseGetsNoCallbacks() {
    let system = Self.system(at: Self.at(21, 0))
    _ = system.startMonitoring(Self.registration("bedtime", .init(hour: 22), .init(hour: 7)), caller: "test")
    #expect(Self.drain(system, until: Self.at(8, 0, day: 3)).isEmpty)
  }

  /// The app calls startMonitoring in the middle of an interval: the device is in use, so the
  /// interval starts at once.
  @Test func startingMidIntervalStartsAtOnce() {
    let system = Self.system(at: Self.at(23, 0))
    system.touch()
    _ = system.startMonitoring(Self.registration("bedtime", .init(hour: 22), .init(hour: 7)), caller: "test")
    let batch = Self.drain(system, until: Self.at(23, 0))
    #expect(batch.map(\.0) == [Self.at(23, 0)])
    #expect(batch.map(\.1) == ["intervalDidStart bedtime"])
  }

  /// Stopping an activity whose interval is ongoing ends it; unknown names are ignored.
  @Test func stoppingAnOngoingIntervalEndsIt() {
    let system = Self.system(at: Self.at(23, 0))
    system.touch()
    _ = system.startMonitoring(Self.registration("bedtime", .init(hour: 22), .init(hour: 7)), caller: "test")
    _ = Self.drain(system, until: Self.at(23, 0))
    system.stopMonitoring(["nothing-by-that-name"], caller: "test")
    #expect(system.registrations().count == 1)
    system.stopMonitoring([], caller: "test")
    #expect(system.registrations().isEmpty)
    #expect(Self.drain(system, until: Self.at(23, 0)).map(\.1) == ["intervalDidEnd bedtime"])
  }

  /// A schedule that does not repeat gets nothing after its first end.
  @Test func aScheduleThatDoesNotRepeatStopsAfterItsFirstEnd() {
    let system = Self.system(at: Self.at(9, 0))
    _ = system.startMonitoring(
      Self.registration("once", .init(hour: 10), .init(hour: 11), repeats: false), caller: "test")
    system.beginUse(.device, seconds: 3 * 86_400)
    let timeline = Self.drain(system, until: Self.at(12, 0, day: 3))
    #expect(timeline.map(\.1) == ["intervalDidStart once", "intervalDidEnd once"])
    #expect(system.registrations().isEmpty)
  }

  /// With includesPastActivity, use before monitoring started counts (from the round hour).
  @Test(arguments: [(true, 30), (false, 50)])
  func pastActivityCountsOnlyWhenIncluded(includesPast: Bool, minute: Int) {
    let system = Self.system(at: Self.at(10, 0))
    system.beginUse(.application("com.example.social"), seconds: 20 * 60)
    _ = Self.drain(system, until: Self.at(10, 20))
    _ = system.startMonitoring(
      Self.registration("day", .init(hour: 10), .init(hour: 18), events: ["social": Self.social(30, past: includesPast)]),
      caller: "test")
    system.touch()
    _ = Self.drain(system, until: Self.at(10, 20))
    system.beginUse(.application("com.example.social"), seconds: 60 * 60)
    let reached = Self.drain(system, until: Self.at(12, 0)).filter { $0.1.hasPrefix("eventDidReachThreshold") }
    #expect(reached.map(\.0) == [Self.at(10, minute)])
  }

  /// Thirty days of a daily schedule with four events stays event-driven: a few hundred moments.
  @Test func thirtyDaysOfFourEvents() {
    let system = Self.system(at: Self.at(0, 0))
    let events = Dictionary(uniqueKeysWithValues: [10, 20, 30, 40].map { ("e\($0)", Self.social($0)) })
    _ = system.startMonitoring(
      Self.registration("daily", .init(hour: 0, minute: 0, second: 0), .init(hour: 23, minute: 59, second: 59), events: events),
      caller: "test")
    var delivered = 0
    for day in 1...30 {
      delivered += Self.drain(system, until: Self.at(18, 0, day: day)).count
      system.beginUse(.application("com.example.social"), seconds: 45 * 60)
    }
    delivered += Self.drain(system, until: Self.at(23, 0, day: 30)).count
    // Every day: start, four thresholds, end (the last day's end is after the limit).
    #expect(delivered == 30 * 6 - 1)
  }
}
