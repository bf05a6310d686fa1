import HostProtocol
import Synchronization

/// What the host lends a monitor extension during a simulation: the app's stores and App Groups
/// (the same `SharedStateService` the shield extensions' visits read), and the
/// `DeviceActivityCenter` requests, answered by the simulated system.
///
/// A store write that arrives when no callback is running is work after return: on iOS the
/// process may be ended as soon as the callback returns, so the write would be lost. The host
/// refuses it (the store keeps its settings) and names it once per batch (`work-after-return`).
/// Several monitor processes can be alive at once (the next batch's, prewarmed, and earlier ones
/// lingering after their return), so what is running is kept per connection.
final class MonitorService: HostService {
  let shared: SharedStateService
  let system: SimulatedSystem
  private let running = Mutex(Running())
  /// `WidgetCenter` reloads the extensions asked for, by whom, not yet played.
  private let widgetReloads = Mutex<[(caller: String, kind: String?)]>([])

  /// What the running batch is doing, and who set each store setting.
  private struct Running {
    /// The connection whose callback is running, and for which activity; nil between callbacks.
    var callback: (connection: ObjectIdentifier, activity: String)?
    /// The store requests refused as work after return, by connection.
    var lateWrites: [ObjectIdentifier: [String]] = [:]
    /// `store.setting` → the activities whose callbacks set it (to something other than nil).
    var owners: [String: Set<String>] = [:]
    var clearedOthers: [(activity: String, setting: String, owners: [String])] = []
  }

  /// The widgets the scenario placed, for `WidgetCenter.getCurrentConfigurations(_:)`.
  let placedWidgets: [PlacedWidget]
  /// The placed widgets' provider methods whose completion ran again.
  let repeatedCompletions = RepeatedCompletions()

  init(shared: SharedStateService, system: SimulatedSystem, placedWidgets: [PlacedWidget] = []) {
    self.shared = shared
    self.system = system
    self.placedWidgets = placedWidgets
  }

  /// Marks the callback of `activity` as running on `connection`, or (nil) that none is.
  private func setRunning(_ activity: String?, on connection: ExtensionConnection) {
    running.withLock { $0.callback = activity.map { (ObjectIdentifier(connection), $0) } }
  }

  /// Sends one callback and waits for how it ends. It counts as running until its answer is
  /// read, on the thread that reads it and before anything the monitor wrote after it, so a store
  /// write read after the answer is work after return; a callback that ends otherwise (timed out,
  /// the monitor gone) stops counting as it ends.
  func deliver(_ request: MonitorCallbackRequest, on connection: ExtensionConnection, timeout: Duration) async
    -> RequestOutcome<EmptyResult>
  {
    setRunning(request.activity, on: connection)
    let outcome = await connection.request(request, timeout: timeout) { [self] in setRunning(nil, on: connection) }
    setRunning(nil, on: connection)
    return outcome
  }

  /// An activity's interval ended: it no longer owns the settings it set.
  func intervalEnded(_ activity: String) {
    running.withLock { state in
      for key in state.owners.keys { state.owners[key]?.remove(activity) }
    }
  }

  /// The clears of settings that another ongoing activity set, since the last call.
  func takeClearedOthers() -> [(activity: String, setting: String, owners: [String])] {
    running.withLock { state in
      defer { state.clearedOthers = [] }
      return state.clearedOthers
    }
  }

  /// The store requests of `connection` refused as work after return.
  func takeLateWrites(of connection: ExtensionConnection) -> [String] {
    running.withLock { state in state.lateWrites.removeValue(forKey: ObjectIdentifier(connection)) ?? [] }
  }

  /// The shared state's variables, and the simulated clock: the monitor's `Date()` and time zone
  /// follow the callbacks' simulated moment (`DeviceClock`).
  func environment(for target: ExtensionTarget) -> [String: String] {
    shared.environment(for: target).merging(["EXTENSION_HOST_SIMULATED_CLOCK": "1"]) { _, clock in clock }
  }

  func answer(_ request: JSONRPCMessage, id: RequestID, method: String, from connection: ExtensionConnection) -> [UInt8] {
    do {
      switch method {
      case StartMonitoringRequest.method:
        let params = try request.params(StartMonitoringRequest.self)
        let rejection = system.startMonitoring(params.registration, caller: connection.name)
        return try JSONRPCEncoding.response(StartMonitoringResult(rejection: rejection), id: id)
      case StopMonitoringRequest.method:
        let params = try request.params(StopMonitoringRequest.self)
        system.stopMonitoring(params.activities, caller: connection.name)
        return try JSONRPCEncoding.response(EmptyResult(), id: id)
      case MonitoredActivitiesRequest.method:
        return try JSONRPCEncoding.response(MonitoredActivitiesResult(registrations: system.registrations()), id: id)
      case WidgetConfigurationsRequest.method:
        let placed = placedWidgets.map { WidgetConfigurationsResult.Placed(kind: $0.kind, family: $0.family) }
        return try JSONRPCEncoding.response(WidgetConfigurationsResult(widgets: placed), id: id)
      case StoreWriteRequest.method, StoreSetRequest.method, StoreClearRequest.method:
        let late = running.withLock { state -> Bool in
          guard state.callback?.connection == ObjectIdentifier(connection) else {
            state.lateWrites[ObjectIdentifier(connection), default: []].append(method)
            return true
          }
          return false
        }
        guard !late else {
          connection.record(.event, "store write refused: it came after the callback returned")
          return JSONRPCEncoding.errorResponse(
            JSONRPCError(.invalidRequest, "the callback already returned; on iOS the process may be gone"), id: id)
        }
        let answer = shared.answer(request, id: id, method: method, from: connection)
        noteOwnership(of: request, method: method)
        return answer
      default:
        return shared.answer(request, id: id, method: method, from: connection)
      }
    } catch let error as JSONRPCError {
      return JSONRPCEncoding.errorResponse(error, id: id)
    } catch {
      return JSONRPCEncoding.errorResponse(JSONRPCError(.internalError, "the host failed: \(error)"), id: id)
    }
  }

  func receive(_ notification: JSONRPCMessage, method: String, from connection: ExtensionConnection) {
    guard !repeatedCompletions.receive(notification, method: method, from: connection) else { return }
    guard method == WidgetReloadNotification.method else { return shared.receive(notification, method: method, from: connection) }
    guard let reload = try? notification.params(WidgetReloadNotification.self) else {
      connection.record(.event, "a widget/reloadTimelines notification that does not decode was ignored")
      return
    }
    widgetReloads.withLock { $0.append((connection.name, reload.kind)) }
  }

  /// The `WidgetCenter` reloads asked for since the last call, in order.
  func takeWidgetReloads() -> [(caller: String, kind: String?)] {
    widgetReloads.withLock { reloads in
      defer { reloads = [] }
      return reloads
    }
  }

  /// Records who set each setting, and a clear of a setting that another activity with an
  /// ongoing interval set (the naive "shield at start, nil at end" monitor).
  private func noteOwnership(of request: JSONRPCMessage, method: String) {
    var changes: [(setting: String, cleared: Bool)] = []
    if method == StoreClearRequest.method, let params = try? request.params(StoreClearRequest.self) {
      changes = StoreShieldSettings.Key.allCases.map { ("\(params.store).\($0.rawValue)", true) }
    } else if let params = try? request.params(StoreWriteRequest.self) {
      changes = params.keys.map { ("\(params.store).\($0.rawValue)", params.shield.summary(of: $0) == "unset") }
    }
    let ongoing = system.ongoingActivities()
    running.withLock { state in
      guard let activity = state.callback?.activity else { return }
      for change in changes {
        if change.cleared {
          let others = (state.owners[change.setting] ?? []).subtracting([activity]).intersection(ongoing)
          if !others.isEmpty { state.clearedOthers.append((activity, change.setting, others.sorted())) }
          state.owners[change.setting] = nil
        } else {
          state.owners[change.setting, default: []].insert(activity)
        }
      }
    }
  }
}
