public import FoundationEssentials

/// Why `DeviceActivityCenter.startMonitoring(_:during:events:)` refuses an activity: Apple's
/// `DeviceActivityCenter.MonitoringError` cases, in the order the checks run.
public enum MonitoringRejection: String, Codable, Hashable, Sendable, CaseIterable, Error {
  /// Family Controls is not authorised (`MonitoringError.unauthorized`).
  case unauthorized
  /// The start or end components match no future date (`MonitoringError.invalidDateComponents`).
  case invalidDateComponents
  /// The interval is shorter than 15 minutes (`MonitoringError.intervalTooShort`).
  case intervalTooShort
  /// The interval is longer than a week (`MonitoringError.intervalTooLong`).
  case intervalTooLong
  /// A 21st activity for the app and its extensions (`MonitoringError.excessiveActivities`).
  case excessiveActivities

  /// What went wrong, and the fix, for a person.
  public var explanation: String {
    switch self {
    case .unauthorized: "Family Controls is not authorized; request authorization with AuthorizationCenter first"
    case .invalidDateComponents: "the schedule's start or end components match no future date"
    case .intervalTooShort: "the interval is shorter than \(Int(MonitoringLimits.minimumInterval / 60)) minutes (near midnight, a start taken from the current time can leave less than that before 23:59:59)"
    case .intervalTooLong: "the interval is longer than one week"
    case .excessiveActivities: "the app and its extensions already monitor \(MonitoringLimits.maximumActivities) activities; stop one first"
    }
  }
}

/// Apple's limits on monitored activities, each from its `MonitoringError` case's documentation
/// (developer.apple.com/documentation/deviceactivity/deviceactivitycenter/monitoringerror).
public enum MonitoringLimits {
  /// "The maximum number of activities that can be monitored at one time by an app and its
  /// extensions is twenty." (`excessiveActivities`)
  public static let maximumActivities = 20
  /// "The minimum interval length for monitoring device activity is fifteen minutes."
  /// (`intervalTooShort`)
  public static let minimumInterval: TimeInterval = 15 * 60
  /// "The maximum interval length for monitoring device activity events is one week."
  /// (`intervalTooLong`)
  public static let maximumInterval: TimeInterval = 7 * 24 * 60 * 60

  /// Checks one `startMonitoring` call: `monitored` are the activities already monitored (the
  /// name being started replaces itself, so it does not count twice).
  public static func check(
    _ schedule: ActivityScheduleRule, named name: String, monitored: Set<String>, authorized: Bool, now: Date,
    timeZone: TimeZone
  ) -> MonitoringRejection? {
    guard authorized else { return .unauthorized }
    guard let interval = schedule.interval(at: now, timeZone: timeZone) else { return .invalidDateComponents }
    if interval.duration < minimumInterval { return .intervalTooShort }
    if interval.duration > maximumInterval { return .intervalTooLong }
    if !monitored.contains(name), monitored.count >= maximumActivities { return .excessiveActivities }
    return nil
  }
}
