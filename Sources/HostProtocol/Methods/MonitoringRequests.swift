/// `DeviceActivityCenter.startMonitoring(_:during:events:)` from an extension: the host, which
/// plays the system, checks Apple's limits (``MonitoringLimits``) against everything the app and
/// its extensions monitor, and registers the activity, replacing one of the same name.
public struct StartMonitoringRequest: RPCRequest {
  public static let method = "deviceActivity/startMonitoring"
  public typealias Response = StartMonitoringResult

  /// The activity, its schedule and its events.
  public var registration: ActivityRegistration

  public init(registration: ActivityRegistration) { self.registration = registration }
}

/// The answer to ``StartMonitoringRequest``: nil when the activity is monitored, else why not.
public struct StartMonitoringResult: Codable, Hashable, Sendable {
  /// The `MonitoringError` the call throws, if it throws.
  public var rejection: MonitoringRejection?

  public init(rejection: MonitoringRejection?) { self.rejection = rejection }
}

/// `DeviceActivityCenter.stopMonitoring(_:)` from an extension: empty stops every activity;
/// names not monitored are ignored; an activity whose interval is ongoing gets `intervalDidEnd`.
public struct StopMonitoringRequest: RPCRequest {
  public static let method = "deviceActivity/stopMonitoring"
  public typealias Response = EmptyResult

  /// The `DeviceActivityName` raw values; empty for all.
  public var activities: [String]

  public init(activities: [String]) { self.activities = activities }
}

/// `DeviceActivityCenter.activities`, `schedule(for:)` and `events(for:)` from an extension.
public struct MonitoredActivitiesRequest: RPCRequest {
  public static let method = "deviceActivity/activities"
  public typealias Response = MonitoredActivitiesResult

  public init() {}
}

/// The answer to ``MonitoredActivitiesRequest``: every monitored activity, sorted by name.
public struct MonitoredActivitiesResult: Codable, Hashable, Sendable {
  public var registrations: [ActivityRegistration]

  public init(registrations: [ActivityRegistration]) { self.registrations = registrations }
}
