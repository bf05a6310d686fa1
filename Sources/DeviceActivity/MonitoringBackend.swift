import Foundation
import HostProtocol
import ManagedSettings
import Synchronization

/// Where `DeviceActivityCenter` keeps the monitored activities: in the host when there is one
/// (it plays the system), else in memory, checked by the same rules.
package enum MonitoringBackend {
  private static let local = Mutex<(registrations: [String: ActivityRegistration], authorized: Bool)>(([:], true))

  /// Whether Family Controls counts as authorised in a process without a host (true unless a
  /// test says otherwise); under the host, the scenario decides.
  package static func setLocalAuthorization(_ authorized: Bool) { local.withLock { $0.authorized = authorized } }

  /// Forgets every locally monitored activity (for tests of extension code).
  package static func resetLocal() { local.withLock { $0.registrations = [:] } }

  static func start(_ registration: ActivityRegistration) -> MonitoringRejection? {
    if let host = HostLink.requests {
      switch host.send(StartMonitoringRequest(registration: registration)) {
      case .success(let result): return result.rejection
      case .failure(let error):
        complain("startMonitoring(\(registration.activity)) was not delivered: \(error.message)")
        return nil
      }
    }
    let clock = DeviceClock.current
    return local.withLock { state in
      if let rejection = MonitoringLimits.check(
        registration.schedule, named: registration.activity, monitored: Set(state.registrations.keys),
        authorized: state.authorized, now: clock.now, timeZone: clock.timeZone)
      {
        return rejection
      }
      state.registrations[registration.activity] = registration
      return nil
    }
  }

  static func stop(_ activities: [String]) {
    if let host = HostLink.requests {
      if case .failure(let error) = host.send(StopMonitoringRequest(activities: activities)) {
        complain("stopMonitoring was not delivered: \(error.message)")
      }
      return
    }
    local.withLock { state in
      if activities.isEmpty { state.registrations = [:] }
      for name in activities { state.registrations[name] = nil }
    }
  }

  static func registrations() -> [ActivityRegistration] {
    if let host = HostLink.requests {
      switch host.send(MonitoredActivitiesRequest()) {
      case .success(let result): return result.registrations
      case .failure(let error):
        complain("the monitored activities could not be read: \(error.message)")
        return []
      }
    }
    return local.withLock { $0.registrations.values.sorted { $0.activity < $1.activity } }
  }

  /// The center's methods cannot report a lost request (as on iOS), so it is logged where the host sees it.
  private static func complain(_ message: String) {
    FileHandle.standardError.write(Data("DeviceActivityCenter: \(message)\n".utf8))
  }
}
