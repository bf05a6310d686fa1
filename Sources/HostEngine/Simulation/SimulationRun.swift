import Foundation
import HostProtocol

/// Plays a scenario: the simulated system (`SimulatedSystem`) says which callbacks are due when,
/// the monitor extension is launched for each batch of them and stopped after (as iOS does),
/// its store writes land in the same stores the shield extensions' visits read, and the
/// scenario's visits and expectations run at their simulated times.
public struct SimulationRun: Sendable {
  let scenario: Scenario
  let setup: ShieldSetup
  let options: SimulationOptions

  /// A run of `scenario` against `setup`, which must have a monitor extension. The app's stores
  /// start empty: in a simulation the shields come from the monitor. The policy's `Categories`
  /// still say which apps and sites belong to which category.
  public init(scenario: Scenario, setup: ShieldSetup, options: SimulationOptions = SimulationOptions()) {
    self.scenario = scenario
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
    let wall = ContinuousClock.now
    let throwaway = options.sharedState.directory == nil
    let statePath =
      options.sharedState.directory
      ?? FileManager.default.temporaryDirectory.appendingPathComponent("extension-host-simulate-\(UUID())").path
    let state = try StateDirectory.open(statePath)
    defer { if throwaway { try? ContainedDirectory.removeFolder(state.root) } }
    let shared = try SharedStateService.open(
      setup: setup, state: state, manifestsDirectory: options.sharedState.manifestsDirectory)
    let system = SimulatedSystem(
      begin: scenario.begin, timeZone: scenario.timeZone, authorized: scenario.authorized,
      categories: setup.policy.categories)
    var player = ScenarioPlayer(
      scenario: scenario, setup: setup, monitor: monitor, options: options, statePath: statePath,
      service: MonitorService(shared: shared, system: system))
    player.report.timeline += shared.notes.map { player.entry("note", $0) }
    for step in scenario.steps {
      try await player.play(until: step.time)
      try await player.perform(step)
    }
    try await player.play(until: scenario.end)
    player.report.simulatedHours = scenario.end.timeIntervalSince(scenario.begin) / 3600
    player.report.wallMilliseconds = Double((ContinuousClock.now - wall) / .microseconds(1)) / 1000
    return player.report
  }
}
