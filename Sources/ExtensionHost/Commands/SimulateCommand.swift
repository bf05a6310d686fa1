import Foundation
import HostEngine
import HostProtocol

/// `extension-host simulate`: play a scenario on a virtual clock with the app's monitor extension.
enum SimulateCommand: Subcommand {
  static let format = Option.choice("--format", ["text", "json"], "Text for people (default); json: the whole timeline, for CI.")
  static let policy = Option.text("--policy", "<file>", "The shield policy (default: <manifests>/ShieldPolicy.plist).")
  static let chaos = Option.number(
    "--chaos", "<seed>", .count(0...999_999_999),
    "Also run with late, doubled and dropped callbacks (seeded); the final shields must equal a faithful run's.")
  static let callbackTimeout = Option.number(
    "--callback-timeout", "<ms>", .milliseconds, "How long one monitor callback may run (default 2000).")

  static let memoryBudget = Option.number(
    "--memory-budget", "<MB>", .count(1...4096),
    "How much the monitor's memory may grow in one callback batch (default 6, the widely reported iOS figure; Apple publishes none).")

  static let declaration = CommandDeclaration(
    name: "simulate",
    summary: "Play a scenario on a virtual clock with the DeviceActivityMonitor extension",
    overview: """
      Play a scenario file on a virtual clock: the app's startMonitoring and stopMonitoring
      calls, the person's use of apps, sites and the device, visits to shielded targets, and
      expectations. The host plays the system: it decides when each DeviceActivityMonitor
      callback is due (an interval starts at the first use of the device within it; thresholds,
      warnings), launches the monitor extension for each batch with the simulated time, stops it
      when the callbacks return (as iOS does), and names what it did wrong: crashes, callbacks
      that never return, store writes made after returning, shields of another activity cleared,
      memory grown past the budget in one batch (the host then ends the process, as iOS does).
      Visits see the stores the monitor wrote; a project with no shield extension shows the
      system default shield, and a press with no action extension closes it. Placed widgets (widget KIND FAMILY) run their
      timelines on the same clock: entries at their dates, reloads by policy and by WidgetCenter
      (the app's or the monitor's), each drawn in the device's state. Days of simulated time take
      seconds. The format is in Documentation/Simulation.md.

      Exit status: 0 every expectation held; 1 an expectation failed or the monitor broke the
      contract; 2 a usage error or a scenario that cannot be read (file:line:column); 3 set-up
      (manifests, executables).
      """,
    usage: ["simulate <scenario> [options]"],
    arguments: [.init(label: "<scenario>", help: "A scenario file (Scenarios/SchoolNight.scenario).")],
    options: [SharedOptions.manifests, policy, SharedOptions.products, format, chaos, callbackTimeout, memoryBudget, SharedOptions.handshakeTimeout])

  static func run(_ arguments: Arguments) async throws -> ExitCode {
    guard arguments.positionals.count == 1 else { throw UsageError("simulate takes one scenario file") }
    let scenario: Scenario
    do {
      scenario = try ScenarioParser.read(arguments.positionals[0])
    } catch {
      Console.error("\(error)\n")
      return .usage
    }
    var options = SimulationOptions()
    if let value = arguments.number(chaos) { options.chaosSeed = UInt64(value) }
    if let value = arguments.number(callbackTimeout) { options.callbackTimeout = .milliseconds(value) }
    if let value = arguments.number(memoryBudget) { options.memoryBudgetBytes = UInt64(value) << 20 }
    if let value = arguments.number(SharedOptions.handshakeTimeout) { options.limits.handshakeTimeout = .milliseconds(value) }
    let manifestsDirectory = try ProductLocator.manifestsDirectory(arguments.value(SharedOptions.manifests))
    options.sharedState = SharedStateOptions(manifestsDirectory: manifestsDirectory)
    let policy = arguments.value(Self.policy)
    Descendants.adopt()
    SignalHandlers.tearDownOnSignal()
    defer { Descendants.killOrphans() }
    let (setup, widgets) = try ProductLocator.resolvingExecutables(products: arguments.value(SharedOptions.products)) {
      directories throws(SetupError) in
      let setup = try SetupLoader.load(
        manifests: manifestsDirectory, policyPath: policy, searchDirectories: directories, includingMonitor: true)
      let widgets = scenario.widgets.isEmpty ? nil : try WidgetSetup.load(manifests: manifestsDirectory, searchDirectories: directories)
      return (setup, widgets)
    }
    let report = try await SimulationRun(scenario: scenario, setup: setup, widgets: widgets, options: options).run()
    SignalHandlers.yieldToTearDown()
    if arguments.value(Self.format) == "json" {
      Console.out(try ReportJSON.text(report))
    } else {
      Console.out(report.text)
    }
    return report.failed ? .failure : .success
  }
}
