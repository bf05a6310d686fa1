import Foundation
import HostProtocol

extension ScenarioPlayer {
  /// Delivers one batch of callbacks to a process of its own (prewarmed: `MonitorProcesses`), in
  /// order, each with the simulated clock and a deadline, measuring its memory against the budget;
  /// records the callbacks, its store changes and what it cleared, and hands the process over to
  /// linger and stop while later batches run (what it does then is placed here by `finish()`).
  mutating func deliver(_ deliveries: [SimulatedSystem.Delivery], at time: Date) async throws {
    let before = service.shared.stores.snapshot
    let ready = try await processes.take()
    let connection = ready.launch.connection
    report.monitorLaunches += 1
    var gone = ready.launch.failure != nil
    var timedOut = false
    let memory = gone ? nil : ready.memory
    let budget = options.memoryBudgetBytes / 1024
    for delivery in deliveries {
      let name = delivery.description
      guard !gone else {
        report.timeline.append(entry("callback", "\(name) was not delivered: the monitor is not running"))
        continue
      }
      let request = MonitorCallbackRequest(
        callback: delivery.callback, activity: delivery.activity, event: delivery.event,
        now: time.timeIntervalSince1970, timeZone: system.timeZone.identifier)
      let outcome = await service.deliver(request, on: connection, timeout: options.callbackTimeout)
      if delivery.callback == .intervalDidEnd { service.intervalEnded(delivery.activity) }
      RequestVerdict.judge(outcome, of: .callback(name), on: connection)
      delivered.append((time, delivery))
      report.callbacksDelivered += 1
      let grown = memory?.growthKilobytes()
      var line = entry("callback", name)
      line.memoryKilobytes = grown.map { Int($0) }
      switch outcome {
      case .answered: break
      case .extensionGone:
        gone = true
        line.text = "\(name): the monitor exited before returning"
      default:
        if case .timedOut = outcome { timedOut = true }
        line.text = "\(name): no return (\(outcome.shortDescription))"
      }
      report.timeline.append(line)
      if let grown {
        report.peakMonitorMemoryKilobytes = max(report.peakMonitorMemoryKilobytes, Int(grown))
        if grown > budget, !gone {
          gone = true
          await connection.kill()
          let detail =
            "its memory grew by \(Self.megabytes(grown)) during the batch, over the \(Self.megabytes(budget)) budget "
            + "(peak resident memory less file-backed pages, above the batch's start); iOS ends the process, "
            + "so the rest of the batch is not delivered"
          report.problems.append(
            SimulationReport.Problem(
              time: stamp(time), kind: "memory-budget-exceeded", extension: monitor.name, detail: detail,
              fix: "keep a monitor small: no large caches or images; read only the state it needs from the App Group"))
          report.timeline.append(entry("fault", "\(monitor.name) \(detail) [memory-budget-exceeded]"))
        }
      }
    }
    recordCenterCalls()
    recordRefusals()
    recordStoreChanges(from: before, to: service.shared.stores.snapshot)
    for clear in service.takeClearedOthers() {
      report.problems.append(
        SimulationReport.Problem(
          time: stamp(time), kind: "cleared-shields-of-another-activity", extension: monitor.name,
          detail: "a callback for \(clear.activity) cleared shield setting \(clear.setting), which "
            + "\(clear.owners.joined(separator: " and ")) set and whose interval is still ongoing: its shields are gone",
          fix: "recompute the shields from every activity's state on each callback (persist it in the App Group), "
            + "or give each activity its own ManagedSettingsStore(named:)"))
    }
    let place = RetirementPlace(
      timeline: report.timeline.count, problems: report.problems.count, time: time, callbackTimedOut: timedOut)
    await retire(processes.retire(connection, linger: !gone), at: place)
  }

  /// Keeps a retiring process's outcome for `finish()`, waiting for the oldest when too many linger.
  private mutating func retire(_ task: Task<MonitorProcesses.Retired, Never>, at place: RetirementPlace) async {
    retiring.append((place, task))
    while retiring.count > options.maximumLingering {
      let oldest = retiring.removeFirst()
      retired.append((oldest.place, await oldest.task.value))
    }
  }

  /// Waits for every retiring process, stops the prewarmed one and the fork server, and places
  /// what each did after its batch returned (work after return, what it printed and logged,
  /// faults) right after that batch in the report.
  mutating func finish() async {
    for item in retiring { retired.append((item.place, await item.task.value)) }
    retiring = []
    await processes.stop()
    for (place, outcome) in retired.reversed() {
      var problems: [SimulationReport.Problem] = []
      var lines: [SimulationReport.Entry] = []
      let when = stamp(place.time)
      // After a callback that never returned, its writes are the same fault (`unresponsive`), named once.
      if !outcome.lateWrites.isEmpty, !place.callbackTimedOut {
        let count = outcome.lateWrites.count
        problems.append(
          SimulationReport.Problem(
            time: when, kind: "work-after-return", extension: monitor.name,
            detail: "wrote the store \(count) time\(count == 1 ? "" : "s") after its callback returned; "
              + "iOS may end the process as soon as a callback returns, so those writes would be lost",
            fix: "finish the work before the callback returns: no Task { } or DispatchQueue.async for store writes"))
      }
      for entry in outcome.output {
        lines.append(SimulationReport.Entry(time: when, kind: "log", text: "\(monitor.name) \(entry.channel.rawValue): \(entry.text)"))
      }
      for fault in outcome.faults {
        problems.append(
          SimulationReport.Problem(
            time: when, kind: fault.kind.rawValue, extension: monitor.name, detail: fault.detail,
            fix: MonitorFaultFix.fix(for: fault), isViolation: fault.isViolation))
        lines.append(
          SimulationReport.Entry(
            time: when, kind: fault.isViolation ? "fault" : "warning", text: "\(monitor.name) \(fault.detail) [\(fault.kind.rawValue)]"))
      }
      report.problems.insert(contentsOf: problems, at: place.problems)
      report.timeline.insert(contentsOf: lines, at: place.timeline)
    }
    retired = []
  }

  static func megabytes(_ kilobytes: UInt64) -> String {
    (Double(kilobytes) / 1024).formatted(.number.precision(.fractionLength(1))) + " MB"
  }

  /// One timeline line per changed setting.
  private mutating func recordStoreChanges(from before: ManagedSettingsState.Snapshot, to after: ManagedSettingsState.Snapshot) {
    for (store, change) in after.changes(since: before) {
      report.timeline.append(
        entry("store", "\(monitor.name) changed \(change.name) of store \"\(store)\": \(change.before) → \(change.after)"))
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
