public import Foundation
import HostProtocol

/// A calendar-based schedule for monitoring, as DeviceActivity's `DeviceActivitySchedule`.
///
/// Apple (developer.apple.com/documentation/deviceactivity/deviceactivityschedule): with
/// `repeats` false the extension stops receiving callbacks when the interval ends for the first
/// time; a `warningTime` longer than the interval clamps the warnings to the interval's start;
/// `nextInterval` is the ongoing interval or the next one, nil when the components match no
/// future date.
public struct DeviceActivitySchedule: Hashable, Sendable {
  /// The components the interval starts at.
  public let intervalStart: DateComponents
  /// The components the interval ends at.
  public let intervalEnd: DateComponents
  /// Whether the schedule recurs.
  public let repeats: Bool
  /// How long before the start, the end and each threshold the warnings come.
  public let warningTime: DateComponents?

  /// A schedule.
  public init(intervalStart: DateComponents, intervalEnd: DateComponents, repeats: Bool, warningTime: DateComponents? = nil) {
    self.intervalStart = intervalStart
    self.intervalEnd = intervalEnd
    self.repeats = repeats
    self.warningTime = warningTime
  }

  /// The ongoing interval or the next one, by the device's clock (the simulated one under the
  /// host); nil when the components match no future date.
  public var nextInterval: DateInterval? {
    let clock = DeviceClock.current
    return rule.interval(at: clock.now, timeZone: clock.timeZone)
  }

  var rule: ActivityScheduleRule {
    ActivityScheduleRule(intervalStart: intervalStart, intervalEnd: intervalEnd, repeats: repeats, warningTime: warningTime)
  }

  init(_ rule: ActivityScheduleRule) {
    self.init(
      intervalStart: rule.intervalStart, intervalEnd: rule.intervalEnd, repeats: rule.repeats,
      warningTime: rule.warningTime)
  }
}
