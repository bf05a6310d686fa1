import Foundation
import HostProtocol

/// One `host/monitor` batch in the daemon: a process of the monitor's own for the batch (from its
/// `ExtensionSupervisor`, which counts its crashes, strikes and memory as it does a shield
/// extension's), the callbacks in order with their deadline, a short linger in which work left
/// running after return is refused and named, and the stop, as iOS ends a monitor whose callbacks
/// returned. The monitor is lent the daemon's stores and App Groups, so the next visit reads what
/// it wrote, and a `DeviceActivityCenter` that keeps what it registers; with the device locked,
/// the App Group files its state protects cannot be opened by it, and each refusal is noted.
struct MonitorBatch {
  /// How long a callback may run when the request does not say (`simulate --callback-timeout`'s default).
  static let defaultCallbackTimeout: Duration = SimulationOptions().callbackTimeout
  /// How long the process is kept after its last callback returned, refusing store writes.
  static let lingerAfterReturn: Duration = SimulationOptions().lingerAfterReturn

  let monitor: ExtensionTarget
  let batch: DaemonMonitorRequest.Checked
  let supervisor: ExtensionSupervisor
  let service: MonitorService
  /// The device's lock made real in the monitor's process (nil: unlocked).
  let protection: VisitProtection?

  /// Delivers the batch and reports it. Throws only when the monitor cannot be handed out
  /// (quarantined, cannot spawn); a launch that fails its handshake is reported, not thrown.
  func run() async throws -> MonitorBatchReport {
    await supervisor.beginBatch()
    do {
      let report = try await deliver()
      await supervisor.endBatch()
      return report
    } catch {
      protection?.abandon()
      await supervisor.endBatch()
      throw error
    }
  }

  private func deliver() async throws -> MonitorBatchReport {
    let (launch, mark) = try await HostServiceScope.$current.withValue(service) {
      try await supervisor.acquire(monitor, origin: ContinuousClock.now)
    }
    let connection = launch.connection
    connection.lend(service)
    var report = MonitorBatchReport(monitor: monitor.name)
    var stopped: String? = launch.failure.map { _ in "not delivered: the monitor did not start" }
    let memory = stopped == nil ? BatchMemory(pid: connection.process.pid) : nil
    for item in batch.callbacks {
      let delivery = SimulatedSystem.Delivery(callback: item.callback, activity: item.activity, event: item.event)
      let name = delivery.description
      if let stopped {
        report.callbacks.append(MonitorBatchReport.Callback(callback: name, outcome: stopped))
        continue
      }
      let request = MonitorCallbackRequest(
        callback: item.callback, activity: item.activity, event: item.event,
        now: batch.now.timeIntervalSince1970, timeZone: batch.timeZone.identifier)
      let start = ContinuousClock.now
      let outcome = await service.deliver(request, on: connection, timeout: batch.callbackTimeout)
      RequestVerdict.judge(outcome, of: .callback(name), on: connection)
      var line = MonitorBatchReport.Callback(
        callback: name, outcome: "returned", milliseconds: milliseconds(ContinuousClock.now - start))
      switch outcome {
      case .answered: break
      case .extensionGone:
        line.outcome = "the monitor exited before returning"
        stopped = "not delivered: the monitor exited during an earlier callback"
      case .timedOut:
        // iOS ends a monitor stuck in a callback; the supervisor retires it at release.
        line.outcome = "no return (\(outcome.shortDescription))"
        stopped = "not delivered: the monitor did not return from an earlier callback"
      default: line.outcome = "no return (\(outcome.shortDescription))"
      }
      report.callbacks.append(line)
    }
    report.memoryKilobytes = memory?.growthKilobytes().map { Int($0) }
    if stopped == nil { try? await Task.sleep(for: Self.lingerAfterReturn) }
    let exit = await supervisor.release(launch)
    report.exit = (exit ?? connection.termination)?.description ?? "still running"
    let activity = connection.activity(since: mark)
    report.faults = activity.faults.map {
      MonitorBatchReport.Fault(kind: $0.kind.rawValue, detail: $0.detail, fix: MonitorFaultFix.fix(for: $0))
    }
    let late = service.takeLateWrites(of: connection).count
    if late > 0 {
      report.faults.append(
        MonitorBatchReport.Fault(
          kind: "work-after-return",
          detail: "wrote the store \(late) time\(late == 1 ? "" : "s") after its callback returned; "
            + "iOS may end the process as soon as a callback returns, so those writes would be lost",
          fix: "finish the work before the callback returns: no Task { } or DispatchQueue.async for store writes"))
    }
    if let protection {
      report.notes = [protection.note] + protection.finish(connections: [connection]).map(\.sentence)
    }
    let shared = service.shared.finish()
    report.storeChanges = shared.storeChanges
    report.faults += shared.findings.map { MonitorBatchReport.Fault(kind: $0.kind.rawValue, detail: $0.sentence) }
    report.logs = activity.transcript.compactMap { entry in
      [.stdout, .stderr, .log].contains(entry.channel) ? "\(entry.channel.rawValue): \(entry.text)" : nil
    }
    return report
  }
}
