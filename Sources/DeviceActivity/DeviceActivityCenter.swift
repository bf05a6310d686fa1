import HostProtocol

/// Starts and stops monitoring activities, as DeviceActivity's `DeviceActivityCenter`.
///
/// Every instance is equivalent (Apple: "all instances of DeviceActivityCenter are equivalent"):
/// the monitored activities belong to the app and its extensions together. Under the host
/// (`extension-host simulate`) they live in the host, which plays the system and checks Apple's
/// limits against everything monitored; in a process without a host (a unit test of extension
/// code) they live in memory, checked by the same rules (`HostProtocol.MonitoringLimits`).
public struct DeviceActivityCenter: Sendable {
  /// A center.
  public init() {}

  /// The activities being monitored.
  public var activities: [DeviceActivityName] {
    MonitoringBackend.registrations().map { DeviceActivityName($0.activity) }
  }

  /// Starts monitoring `activity` during `schedule`, with `events`; replaces an activity of the
  /// same name.
  ///
  /// - Throws: ``MonitoringError``: `.unauthorized` (Family Controls not authorised),
  ///   `.invalidDateComponents` (the components match no future date), `.intervalTooShort`
  ///   (under 15 minutes), `.intervalTooLong` (over a week), `.excessiveActivities` (a 21st
  ///   activity for the app and its extensions). The documentation of each case is the source.
  public func startMonitoring(
    _ activity: DeviceActivityName, during schedule: DeviceActivitySchedule,
    events: [DeviceActivityEvent.Name: DeviceActivityEvent] = [:]
  ) throws {
    if let rejection = MonitoringBackend.start(registration(activity, schedule, events)) {
      throw MonitoringError(rejection)
    }
  }

  /// Stops monitoring `activities`, every activity when empty; names not monitored are ignored.
  /// An activity whose interval is ongoing gets `intervalDidEnd(for:)` (Apple's `nextInterval`).
  public func stopMonitoring(_ activities: [DeviceActivityName] = []) {
    MonitoringBackend.stop(activities.map(\.rawValue))
  }

  /// The schedule `activity` is monitored with; nil when it is not monitored.
  public func schedule(for activity: DeviceActivityName) -> DeviceActivitySchedule? {
    MonitoringBackend.registrations().first { $0.activity == activity.rawValue }.map { DeviceActivitySchedule($0.schedule) }
  }

  /// The events `activity` is monitored with; empty when it is not monitored.
  public func events(for activity: DeviceActivityName) -> [DeviceActivityEvent.Name: DeviceActivityEvent] {
    guard let registration = MonitoringBackend.registrations().first(where: { $0.activity == activity.rawValue }) else {
      return [:]
    }
    var events: [DeviceActivityEvent.Name: DeviceActivityEvent] = [:]
    for (name, rule) in registration.events { events[DeviceActivityEvent.Name(name)] = DeviceActivityEvent(rule) }
    return events
  }
}

extension DeviceActivityCenter {
  /// Why `startMonitoring(_:during:events:)` failed, as DeviceActivity's
  /// `DeviceActivityCenter.MonitoringError`.
  public enum MonitoringError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The calling process is monitoring too many activities (more than 20, app and extensions together).
    case excessiveActivities
    /// The schedule's interval is longer than one week.
    case intervalTooLong
    /// The schedule's interval is shorter than fifteen minutes.
    case intervalTooShort
    /// The schedule's date range is invalid: its components match no future date.
    case invalidDateComponents
    /// The calling process is not authorized to monitor device activity (Family Controls).
    case unauthorized

    public var description: String { "DeviceActivityCenter.MonitoringError.\(name): \(rejection.explanation)" }
  }
}
