import Foundation
import HostProtocol

/// Plays a scenario: the simulated system (`SimulatedSystem`) says which callbacks are due when,
/// the monitor extension is launched for each batch of them and stopped after (as iOS does),
/// its store writes land in the same stores the shield extensions' visits read, and the
/// scenario's visits and expectations run at their simulated times.
public struct SimulationRun: Sendable {
  let scenario: Scenario
  let setup: ShieldSetup
  let widgets: WidgetSetup?
  let options: SimulationOptions

  /// A run of `scenario` against `setup`, which must have a monitor extension. The app's stores
  /// start empty: in a simulation the shields come from the monitor. The policy's `Categories`
  /// still say which apps and sites belong to which category. `widgets` are the widget
  /// extensions the scenario's placed widgets come from (`WidgetSetup.load`).
  public init(scenario: Scenario, setup: ShieldSetup, widgets: WidgetSetup? = nil, options: SimulationOptions = SimulationOptions()) {
    self.scenario = scenario
    self.widgets = widgets
    var setup = setup
    setup.policy = ShieldPolicy(categories: setup.policy.categories)
    self.setup = setup
    self.options = options
  }

  /// Runs the scenario; throws only when it cannot start (no monitor, state directory, spawning).
  public func run() async throws -> SimulationReport {
    guard let monitor = setup.monitorExtension else {
      throw SetupError(
        at: nil,
        "no device activity monitor extension: add an Info.plist whose NSExtension/NSExtensionPointIdentifier is "
          + ExtensionPoint.deviceActivityMonitor.rawValue)
    }
    if let placed = scenario.widgets.first, widgets == nil {
      throw SetupError(at: "\(scenario.path):\(placed.line)", "the scenario places a widget, but no widget extension was loaded")
    }
    let wall = ContinuousClock.now
    guard let seed = options.chaosSeed else {
      var report = try await play(monitor, chaos: nil).report
      report.wallMilliseconds = Self.milliseconds(since: wall)
      return report
    }
    let faithful = try await play(monitor, chaos: nil)
    var chaotic = try await play(monitor, chaos: ChaoticDelivery(seed: seed))
    chaotic.report.expectationsPassed = faithful.report.expectationsPassed
    chaotic.report.expectationsFailed = faithful.report.expectationsFailed
    chaotic.report.problems.insert(contentsOf: faithful.report.problems, at: 0)
    let differences = Self.differences(faithful.finalStores, chaotic.finalStores)
    if differences.isEmpty {
      chaotic.report.timeline.append(
        SimulationReport.Entry(time: "end", kind: "chaos", text: "with seed \(seed), the final shields equal a faithful run's"))
    } else {
      chaotic.report.problems.append(
        SimulationReport.Problem(
          time: "end", kind: "chaos-final-shields-differ", extension: monitor.name,
          detail: "with late, doubled and dropped callbacks (seed \(seed)) the final shields differ from a faithful run's: "
            + differences.joined(separator: "; "),
          fix: "treat each callback as a hint: keep each activity's state in the App Group (idempotently, ignoring "
            + "a threshold for an activity whose interval is not ongoing) and recompute the shields from all of it"))
    }
    chaotic.report.wallMilliseconds = Self.milliseconds(since: wall)
    return chaotic.report
  }

  /// One play of the whole scenario in a state directory of its own.
  private func play(_ monitor: ExtensionTarget, chaos: ChaoticDelivery?) async throws
    -> (report: SimulationReport, finalStores: [String: StoreShieldSettings])
  {
    let throwaway = options.sharedState.directory == nil || chaos != nil
    let statePath =
      (throwaway ? nil : options.sharedState.directory)
      ?? FileManager.default.temporaryDirectory.appendingPathComponent("extension-host-simulate-\(UUID())").path
    let state = try StateDirectory.open(statePath)
    defer { if throwaway { try? ContainedDirectory.removeFolder(state.root) } }
    let shared = try SharedStateService.open(
      setup: setup, state: state, manifestsDirectory: options.sharedState.manifestsDirectory,
      others: scenario.widgets.isEmpty ? [] : widgets?.extensions.map(\.target) ?? [])
    let system = SimulatedSystem(
      begin: scenario.begin, timeZone: scenario.timeZone, authorized: scenario.authorized,
      categories: setup.policy.categories)
    let service = MonitorService(shared: shared, system: system, placedWidgets: scenario.widgets)
    var player = ScenarioPlayer(
      scenario: scenario, setup: setup, monitor: monitor, options: options, statePath: statePath, service: service)
    player.chaos = chaos
    if let widgets, !scenario.widgets.isEmpty {
      player.widgets = SimulatedWidgets(extensions: widgets.extensions, lockScreenAccess: scenario.lockScreenAccess)
    }
    if scenario.steps.contains(where: { if case .device = $0.action { true } else { false } }) {
      let files = try shared.protectedFiles(of: setup)
      switch ProtectedDataGuard.start() {
      case .success(let protectedData): player.protection = (protectedData, files)
      case .failure(let unavailable): throw SetupError(at: nil, "\(scenario.path) locks or restarts the device, but \(unavailable)")
      }
    }
    defer { player.protection?.guard.stop() }
    player.report.timeline += ((setup.standInNote.map { [$0] } ?? []) + shared.notes).map { player.entry("note", $0) }
    do {
      try await player.placeWidgets()
      for step in scenario.steps {
        try await player.play(until: step.time)
        try await player.perform(step)
      }
      try await player.play(until: scenario.end)
      try await player.finishChaos()
    } catch {
      await player.stopWidgets()
      await player.finish()
      throw error
    }
    await player.stopWidgets()
    await player.finish()
    let widgetNames = Dictionary((widgets?.extensions ?? []).map { ($0.target.name, $0.name) }) { first, _ in first }
    Self.record(shared.finish(), repeated: service.repeatedCompletions.faults(name: { widgetNames[$0] ?? $0 }), into: &player)
    player.report.simulatedHours = scenario.end.timeIntervalSince(scenario.begin) / 3600
    return (player.report, shared.stores.stores)
  }

  /// Adds what is known once every process has exited, each a violation against the extension
  /// that committed it, at the scenario's end, as a visit and a daemon's monitor batch name them:
  /// what the extensions did with shared state that breaks on a device (each use of an App Group
  /// the entitlements do not list, each refused store) and each provider method of a placed
  /// widget whose completion ran again.
  private static func record(_ log: SharedStateLog, repeated: [WidgetFault], into player: inout ScenarioPlayer) {
    let when = player.stamp(player.scenario.end)
    let faults =
      log.findings.map { (kind: $0.kind.rawValue, name: $0.extensionName, detail: $0.detail, fix: $0.fix) }
      + repeated.map { (kind: $0.kind.rawValue, name: $0.extensionName, detail: $0.detail, fix: Optional($0.fix)) }
    for fault in faults {
      player.report.problems.append(
        SimulationReport.Problem(time: when, kind: fault.kind, extension: fault.name, detail: fault.detail, fix: fault.fix))
      player.report.timeline.append(player.entry("fault", "\(fault.name) \(fault.detail) [\(fault.kind)]"))
    }
    if let dropped = log.droppedSummary { player.report.timeline.append(player.entry("note", dropped)) }
  }

  /// The settings that differ, one sentence each.
  static func differences(_ faithful: [String: StoreShieldSettings], _ chaotic: [String: StoreShieldSettings]) -> [String] {
    var sentences: [String] = []
    for store in Set(faithful.keys).union(chaotic.keys).sorted() {
      let expected = faithful[store] ?? StoreShieldSettings()
      let got = chaotic[store] ?? StoreShieldSettings()
      for key in got.changedKeys(comparedTo: expected) {
        sentences.append("store \"\(store)\" shield.\(key.rawValue) is \(got.summary(of: key)), faithfully \(expected.summary(of: key))")
      }
    }
    return sentences
  }

  private static func milliseconds(since start: ContinuousClock.Instant) -> Double {
    Double((ContinuousClock.now - start) / .microseconds(1)) / 1000
  }
}
