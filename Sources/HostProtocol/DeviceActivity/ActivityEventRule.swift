public import FoundationEssentials

/// A `DeviceActivityEvent` as plain values: what counts towards it and its threshold.
///
/// Sources (developer.apple.com/documentation/deviceactivity): `DeviceActivityEvent/threshold`
/// ("once the activity exceeds the threshold, the system invokes eventDidReachThreshold"),
/// `DeviceActivityEvent/includesPastActivity` (iOS 17.4: usage before the event was registered
/// counts, from the nearest round hour when the schedule starts off the hour).
public struct ActivityEventRule: Codable, Hashable, Sendable {
  /// Apps whose use counts.
  public var applications: [OpaqueToken]
  /// Categories whose use counts.
  public var categories: [OpaqueToken]
  /// Web domains whose use counts.
  public var webDomains: [OpaqueToken]
  /// How much use reaches the threshold.
  public var threshold: DateComponents
  /// Whether use earlier in the interval, before monitoring started, counts.
  public var includesPastActivity: Bool

  public init(
    applications: [OpaqueToken], categories: [OpaqueToken], webDomains: [OpaqueToken], threshold: DateComponents,
    includesPastActivity: Bool
  ) {
    self.applications = applications
    self.categories = categories
    self.webDomains = webDomains
    self.threshold = threshold
    self.includesPastActivity = includesPastActivity
  }
}

/// One monitored activity: its name, schedule and events.
public struct ActivityRegistration: Codable, Hashable, Sendable {
  /// The `DeviceActivityName`'s raw value.
  public var activity: String
  /// The schedule.
  public var schedule: ActivityScheduleRule
  /// The events, by `DeviceActivityEvent.Name` raw value.
  public var events: [String: ActivityEventRule]

  public init(activity: String, schedule: ActivityScheduleRule, events: [String: ActivityEventRule]) {
    self.activity = activity
    self.schedule = schedule
    self.events = events
  }
}
