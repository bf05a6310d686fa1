import Foundation
import HostProtocol

/// The moving parts of one `SimulationRun`: the clock's owner, the report being written, and
/// the steps and batches as they happen.
struct ScenarioPlayer {
  let scenario: Scenario
  let setup: ShieldSetup
  let monitor: ExtensionTarget
  let options: SimulationOptions
  let statePath: String
  let service: MonitorService
  var report: SimulationReport
  /// Adversarial delivery, when the run has a chaos seed.
  var chaos: ChaoticDelivery?
  /// Every callback delivered so far, with its time, for `expect callback`.
  var delivered: [(time: Date, delivery: SimulatedSystem.Delivery)] = []
  /// The monitor's processes: the prewarmed one, and those lingering after their batch.
  let processes: MonitorProcesses
  var retiring: [(place: RetirementPlace, task: Task<MonitorProcesses.Retired, Never>)] = []
  var retired: [(place: RetirementPlace, outcome: MonitorProcesses.Retired)] = []
  /// The device's lock, and what makes it real in the extensions' processes (nil when the
  /// scenario never locks the device).
  var device = DeviceState.unlocked
  var protection: (guard: ProtectedDataGuard, files: ProtectedFiles)?
  /// Opens refused since the device last restarted or locked, for failed expectations' hints.
  var refusedSinceLock = 0
  /// Events already named `event-never-fires` (caller, activity, event), so a call made at each
  /// interval names its events once.
  var eventsNamedNeverFiring: Set<[String]> = []
  /// The placed widgets' timelines (nil when the scenario places none), and the widget
  /// extensions' processes, to name the opens the device's lock refused them.
  var widgets: SimulatedWidgets?
  var widgetPIDs: [Int32: String] = [:]

  init(
    scenario: Scenario, setup: ShieldSetup, monitor: ExtensionTarget, options: SimulationOptions, statePath: String,
    service: MonitorService
  ) {
    self.scenario = scenario
    self.setup = setup
    self.monitor = monitor
    self.options = options
    self.statePath = statePath
    self.service = service
    processes = MonitorProcesses(monitor: monitor, options: options, service: service)
    report = SimulationReport(scenario: scenario.path, title: scenario.title)
    report.memoryBudgetKilobytes = Int(options.memoryBudgetBytes / 1024)
  }

  var system: SimulatedSystem { service.system }

  /// Where a batch's late outcome goes in the report: after its own entries.
  struct RetirementPlace {
    var timeline: Int
    var problems: Int
    var time: Date
    /// Whether a callback of the batch never returned (`unresponsive`): the process may still be
    /// inside it, so what it writes later is not work after a return.
    var callbackTimedOut = false
  }

  /// The simulated time in the scenario's words: `day 2 07:00:00`. A date the calendar cannot
  /// count to (an extension's entry 1e300 seconds after 1970: past `Date.distantFuture`, where the
  /// calendar stops and would name a wrong day) is said as its seconds.
  func stamp(_ date: Date) -> String {
    guard (Date.distantPast...Date.distantFuture).contains(date) else {
      return "no day of any calendar (\(date.timeIntervalSince1970) s after 1970)"
    }
    let day = dayNumber(date)
    let parts = scenarioCalendar.dateComponents([.hour, .minute, .second], from: date)
    return String(format: "day %d %02d:%02d:%02d", day, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0)
  }

  /// The scenario's calendar, in its initial time zone.
  var scenarioCalendar: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = scenario.timeZone
    return calendar
  }

  /// The scenario's day of `date` (1 for the begin's day).
  func dayNumber(_ date: Date) -> Int {
    let calendar = scenarioCalendar
    return (calendar.dateComponents([.day], from: calendar.startOfDay(for: scenario.begin), to: calendar.startOfDay(for: date)).day ?? 0) + 1
  }

  func entry(_ kind: String, _ text: String, line: Int? = nil, passed: Bool? = nil) -> SimulationReport.Entry {
    SimulationReport.Entry(time: stamp(system.now), kind: kind, text: text, line: line, passed: passed)
  }

  /// Delivers every batch due up to `limit`, and plays the placed widgets' timelines in time
  /// order with them (entries at their dates, policy reloads, the reloads the monitor asked for).
  mutating func play(until limit: Date) async throws {
    var atOneInstant: (time: Date, batches: Int)?
    while true {
      let stop = min(limit, widgets?.nextChange(after: system.now) ?? limit)
      guard let batch = system.nextBatch(until: stop) else {
        await advanceWidgets(to: system.now)
        if stop >= limit { return }
        continue
      }
      let batches = atOneInstant?.time == batch.time ? (atOneInstant?.batches ?? 0) + 1 : 1
      atOneInstant = (batch.time, batches)
      if batches > Self.batchesAtOneInstant {
        stopCallbackLoop(batch.deliveries, at: batch.time)
        atOneInstant = nil
        continue
      }
      var deliveries = batch.deliveries
      if var chaos {
        let perturbed = chaos.perturb(deliveries, at: batch.time, timeZone: system.timeZone)
        self.chaos = chaos
        deliveries = perturbed.deliveries
        report.timeline += perturbed.notes.map { entry("chaos", $0) }
      }
      if !deliveries.isEmpty { try await deliver(deliveries, at: batch.time) }
      await playRequestedWidgetReloads()
    }
  }

  /// The most batches delivered at one moment of the virtual clock: more means the callbacks
  /// start each other without end (an `intervalDidStart` that restarts its own activity).
  static let batchesAtOneInstant = 20

  /// Names a loop of callbacks once and stops monitoring the activities in it, as the only way
  /// the simulated time can move on.
  mutating func stopCallbackLoop(_ deliveries: [SimulatedSystem.Delivery], at time: Date) {
    let activities = Array(Set(deliveries.map(\.activity))).sorted()
    let callbacks = Array(Set(deliveries.map(\.description))).sorted().joined(separator: ", ")
    let detail = "\(callbacks) came \(Self.batchesAtOneInstant) times at one moment: each call asks for the next "
      + "(a callback that starts monitoring its own activity starts its interval again); the host stopped "
      + "monitoring \(activities.map { "'\($0)'" }.joined(separator: ", ")) to go on"
    // The same loop again later (at the next interval's start) is the same fault: named once.
    if !report.problems.contains(where: { $0.kind == "callback-loop" && $0.detail == detail }) {
      report.problems.append(
        SimulationReport.Problem(
          time: stamp(time), kind: "callback-loop", extension: monitor.name, detail: detail,
          fix: "start an activity once, from the app or for another activity, or check DeviceActivityCenter().activities first"))
    }
    system.stopMonitoring(activities, caller: "the host")
    recordCenterCalls()
  }

  /// Delivers what chaos still holds back, at the end: batched, late.
  mutating func finishChaos() async throws {
    guard var chaos else { return }
    let late = chaos.flush()
    self.chaos = chaos
    guard !late.isEmpty else { return }
    report.timeline += late.map { entry("chaos", "\($0.description) delivered late, at the end") }
    try await deliver(late, at: system.now)
  }

  /// Performs one scenario step at its time.
  mutating func perform(_ step: ScenarioStep) async throws {
    switch step.action {
    case .startMonitoring(let name):
      system.touch()
      guard let registration = scenario.activities[name] else { return }
      _ = system.startMonitoring(registration, caller: "the app")
      recordCenterCalls(line: step.line)
    case .stopMonitoring(let names):
      system.touch()
      system.stopMonitoring(names, caller: "the app")
      recordCenterCalls(line: step.line)
    case .use(let target, let seconds):
      system.beginUse(target, seconds: seconds)
      report.timeline.append(entry("use", "\(target) for \(Self.duration(seconds))", line: step.line))
    case .device(let event):
      try await change(event, line: step.line)
      await redrawWidgets()
    case .reloadWidgets(let kind):
      system.touch()
      await reloadWidgets(kind: kind, caller: "the app", line: step.line)
    case .expectWidget(let kind, let text, let readable):
      expectWidget(kind: kind, text: text, readable: readable, line: step.line)
    case .changeTimeZone(let zone):
      system.changeTimeZone(zone)
      report.timeline.append(entry("timezone", "the device's time zone is now \(zone.identifier)", line: step.line))
    case .visit(let target, let press):
      system.touch()
      try await visit(target, press: press, line: step.line)
    case .expectShielded(let target, let shielded):
      let decision = service.shared.decide(target, category: nil)
      let held = (decision != .notShielded) == shielded
      let hint =
        held || refusedSinceLock == 0
        ? "" : "; the extensions were refused protected data \(refusedSinceLock) time\(refusedSinceLock == 1 ? "" : "s") since the device locked (the 'protected' lines)"
      report.timeline.append(
        entry("expect", "\(target.displayName) is \(shielded ? "shielded" : "not shielded") (it is \(decision == .notShielded ? "not shielded" : "shielded"))\(hint)", line: step.line, passed: chaos == nil ? held : nil))
      count(held)
    case .expectCallback(let activity, let callback, let event, let at):
      let held = delivered.contains { item in
        item.delivery.activity == activity && item.delivery.callback == callback && item.delivery.event == event
          && (at == nil || item.time == at)
      }
      let wanted = SimulatedSystem.Delivery(callback: callback, activity: activity, event: event).description
      let when = at.map { " at \(stamp($0))" } ?? ""
      report.timeline.append(entry("expect", "\(wanted) was delivered\(when)", line: step.line, passed: chaos == nil ? held : nil))
      count(held)
    }
  }

  /// Counts an expectation; under chaos they are shown but not counted (the faithful run's are,
  /// and the final shields are compared instead).
  mutating func count(_ held: Bool) {
    guard chaos == nil else { return }
    if held { report.expectationsPassed += 1 } else { report.expectationsFailed += 1 }
  }

  mutating func recordCenterCalls(line: Int? = nil) {
    for call in system.takeCenterCalls() {
      let outcome = call.rejection.map { " threw MonitoringError.\($0.rawValue): \($0.explanation)" } ?? ""
      report.timeline.append(entry("center", "\(call.caller) called \(call.text)\(outcome)", line: line))
      if let rejection = call.rejection {
        report.problems.append(
          SimulationReport.Problem(
            time: stamp(call.time), kind: "monitoring-rejected", extension: call.caller,
            detail: "\(call.text) threw MonitoringError.\(rejection.rawValue)", fix: rejection.explanation))
      }
      for event in call.eventsThatNeverFire where eventsNamedNeverFiring.insert([call.caller, call.text, event.name]).inserted {
        report.problems.append(
          SimulationReport.Problem(
            time: stamp(call.time), kind: "event-never-fires", extension: call.caller,
            detail: "\(call.text): the threshold of event '\(event.name)' is no duration (\(Self.describe(event.threshold))), "
              + "so it is never reached",
            fix: "give the threshold a positive duration, such as DateComponents(minute: 30)"))
      }
    }
  }

  /// A threshold's duration parts as written, such as `minute: -5`; "no day, hour, minute or
  /// second" when it has none.
  static func describe(_ threshold: DateComponents) -> String {
    let parts = [("day", threshold.day), ("hour", threshold.hour), ("minute", threshold.minute), ("second", threshold.second)]
    let written = parts.compactMap { name, value in value.map { "\(name): \($0)" } }
    return written.isEmpty ? "no day, hour, minute or second" : written.joined(separator: ", ")
  }

  static func duration(_ seconds: TimeInterval) -> String {
    let total = Int(seconds)
    let parts = [(total / 3600, "h"), (total % 3600 / 60, "m"), (total % 60, "s")].filter { $0.0 > 0 }
    return parts.isEmpty ? "0s" : parts.map { "\($0.0)\($0.1)" }.joined()
  }
}
