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
    if let host = hostServingActivities {
      switch host.send(StartMonitoringRequest(registration: registration)) {
      case .success(let result): return result.rejection
      case .failure(let error) where error.code == .methodNotFound:
        withoutHostActivities()
        return start(registration)
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
    if let host = hostServingActivities {
      switch host.send(StopMonitoringRequest(activities: activities)) {
      case .success: return
      case .failure(let error) where error.code == .methodNotFound: withoutHostActivities()
      case .failure(let error):
        complain("stopMonitoring was not delivered: \(error.message)")
        return
      }
    }
    local.withLock { state in
      if activities.isEmpty { state.registrations = [:] }
      for name in activities { state.registrations[name] = nil }
    }
  }

  static func registrations() -> [ActivityRegistration] {
    if let host = hostServingActivities {
      switch host.send(MonitoredActivitiesRequest()) {
      case .success(let result): return result.registrations
      case .failure(let error) where error.code == .methodNotFound:
        withoutHostActivities()
        return registrations()
      case .failure(let error):
        complain("the monitored activities could not be read: \(error.message)")
        return []
      }
    }
    return local.withLock { $0.registrations.values.sorted { $0.activity < $1.activity } }
  }

  /// Whether the host turned out to keep no activities (`conform`, `visit` do not): then they stay in memory.
  private static let hostKeepsNoActivities = Mutex(false)

  /// The host, unless there is none or it keeps no activities.
  private static var hostServingActivities: HostRequests? {
    hostKeepsNoActivities.withLock { $0 } ? nil : HostLink.requests
  }

  private static func withoutHostActivities() { hostKeepsNoActivities.withLock { $0 = true } }

  /// The center's methods cannot report a lost request (as on iOS), so it is logged where the host sees it.
  private static func complain(_ message: String) {
    FileHandle.standardError.write(Data("DeviceActivityCenter: \(message)\n".utf8))
  }
}
