import Foundation
import HostProtocol

extension ScenarioPlayer {
  /// Launches the monitor for one batch of callbacks, delivers them in order (each with the
  /// simulated clock and a deadline), lets it linger, stops it, and records what it did: the
  /// callbacks, its store changes, its faults, and work it left running after returning.
  mutating func deliver(_ deliveries: [SimulatedSystem.Delivery], at time: Date) async throws {
    let before = service.shared.stores.stores
    let launch = try await HostServiceScope.$current.withValue(service) {
      try await ExtensionLauncher.launch(monitor, limits: options.limits, origin: ContinuousClock.now)
    }
    let connection = launch.connection
    connection.lend(service)
    report.monitorLaunches += 1
    var gone = launch.failure != nil
    for delivery in deliveries {
      let name = delivery.description
      guard !gone else {
        report.timeline.append(entry("callback", "\(name) was not delivered: the monitor is not running"))
        continue
      }
      let request = MonitorCallbackRequest(
        callback: delivery.callback, activity: delivery.activity, event: delivery.event,
        now: time.timeIntervalSince1970, timeZone: system.timeZone.identifier)
      service.setRunning(delivery.activity)
      let outcome = await connection.request(request, timeout: options.callbackTimeout)
      service.setRunning(nil)
      if delivery.callback == .intervalDidEnd { service.intervalEnded(delivery.activity) }
      RequestVerdict.judge(outcome, of: .callback(name), on: connection)
      delivered.append((time, delivery))
      report.callbacksDelivered += 1
      switch outcome {
      case .answered: report.timeline.append(entry("callback", name))
      case .extensionGone:
        gone = true
        report.timeline.append(entry("callback", "\(name): the monitor exited before returning"))
      default: report.timeline.append(entry("callback", "\(name): no return (\(outcome.shortDescription))"))
      }
    }
    if !gone { try? await Task.sleep(for: options.lingerAfterReturn) }
    _ = await connection.stop(grace: options.stopGrace)
    recordCenterCalls()
    let late = service.takeLateWrites()
    if !late.isEmpty {
      report.problems.append(
        SimulationReport.Problem(
          time: stamp(time), kind: "work-after-return", extension: monitor.name,
          detail: "wrote the store \(late.count) time\(late.count == 1 ? "" : "s") after its callback returned; "
            + "iOS may end the process as soon as a callback returns, so those writes would be lost",
          fix: "finish the work before the callback returns: no Task { } or DispatchQueue.async for store writes"))
    }
    for fault in connection.faults {
      report.problems.append(
        SimulationReport.Problem(time: stamp(time), kind: fault.kind.rawValue, extension: monitor.name, detail: fault.detail, fix: nil))
      report.timeline.append(entry("fault", "\(monitor.name) \(fault.detail) [\(fault.kind.rawValue)]"))
    }
    recordStoreChanges(from: before, to: service.shared.stores.stores)
    for clear in service.takeClearedOthers() {
      report.problems.append(
        SimulationReport.Problem(
          time: stamp(time), kind: "cleared-shields-of-another-activity", extension: monitor.name,
          detail: "a callback for \(clear.activity) cleared shield setting \(clear.setting), which "
            + "\(clear.owners.joined(separator: " and ")) set and whose interval is still ongoing: its shields are gone",
          fix: "recompute the shields from every activity's state on each callback (persist it in the App Group), "
            + "or give each activity its own ManagedSettingsStore(named:)"))
    }
  }

  /// One timeline line per changed setting.
  private mutating func recordStoreChanges(from before: [String: StoreShieldSettings], to after: [String: StoreShieldSettings]) {
    for store in Set(before.keys).union(after.keys).sorted() {
      let old = before[store] ?? StoreShieldSettings()
      let new = after[store] ?? StoreShieldSettings()
      for key in new.changedKeys(comparedTo: old) {
        report.timeline.append(
          entry("store", "\(monitor.name) changed shield.\(key.rawValue) of store \"\(store)\": \(old.summary(of: key)) → \(new.summary(of: key))"))
      }
    }
  }
}

extension RequestOutcome {
  /// A few words for the timeline.
  var shortDescription: String {
    switch self {
    case .answered: "returned"
    case .rejected(let error): "an error: \(error.message)"
    case .malformed(let reason): "a malformed answer: \(reason)"
    case .timedOut(let milliseconds): "no return within \(milliseconds) ms"
    case .extensionGone(let reason): reason
    }
  }
}
