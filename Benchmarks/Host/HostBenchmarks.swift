import Foundation
import HostEngine
import HostProtocol

/// The host's side of the benchmark: what `HostBenchmark` measures in-process, through the host
/// engine's public API, so the figures hold the host's real work and no process start of a client.
enum HostBenchmarks {
  /// The set's configuration and action extensions: both are measured, so a set without one is refused.
  static func shieldExtensions(of setup: ShieldSetup) throws -> (configuration: ExtensionTarget, action: ExtensionTarget) {
    guard let configuration = setup.configurationExtension, let action = setup.actionExtension else {
      throw SetupError(at: nil, "the benchmark measures both shield extensions; this set ships only one or none")
    }
    return (configuration, action)
  }

  /// Microseconds per request/response to a warm extension, for each extension of `setup`.
  static func roundTrips(_ setup: ShieldSetup, iterations: Int) async throws -> [String: Samples] {
    let limits = ExtensionLauncher.Limits()
    let origin = ContinuousClock.now
    let (configurationTarget, actionTarget) = try shieldExtensions(of: setup)
    let configuration = try await ExtensionLauncher.launch(configurationTarget, limits: limits, origin: origin)
    let action = try await ExtensionLauncher.launch(actionTarget, limits: limits, origin: origin)
    defer {
      Task { [configuration, action] in
        await configuration.connection.stop(grace: .milliseconds(200))
        await action.connection.stop(grace: .milliseconds(200))
      }
    }
    let token = TokenMint.token("webDomain", "social.example")
    let configurationRequest = ShieldConfigurationRequest(
      subject: .webDomain(WebDomainInfo(domain: "social.example", token: token)))
    let actionRequest = HandleShieldActionRequest(action: .primaryButtonPressed, target: .webDomain(token))
    var results: [String: Samples] = [:]
    results["configuration"] = try await configuration.connection.serving {
      try await measure(iterations) { await configuration.connection.request(configurationRequest, timeout: .seconds(2)) }
    }
    results["action"] = try await action.connection.serving {
      try await measure(iterations) { await action.connection.request(actionRequest, timeout: .seconds(2)) }
    }
    await configuration.connection.stop(grace: .milliseconds(200))
    await action.connection.stop(grace: .milliseconds(200))
    return results
  }

  /// Milliseconds from spawn to a completed handshake, launching `target` afresh each run.
  static func launches(_ target: ExtensionTarget, runs: Int) async throws -> Samples {
    var values: [Double] = []
    for run in 0..<(runs + 2) {
      let start = ContinuousClock.now
      let launch = try await ExtensionLauncher.launch(target, limits: ExtensionLauncher.Limits(), origin: start)
      let elapsed = milliseconds(ContinuousClock.now - start)
      guard launch.failure == nil else { throw BenchmarkError.launchFailed("\(launch.failure.map(\.description) ?? "")") }
      await launch.connection.kill()
      if run >= 2 { values.append(elapsed) }
    }
    return Samples(values)
  }

  /// Milliseconds per App Switcher tour of the app in `manifests`: launch, background (the
  /// snapshot), foreground, active, and the app stopped: four round trips and one launch. A tour
  /// whose snapshot showed content or that broke fails the run.
  static func appTours(manifests: String, products: String, runs: Int) async throws -> Samples {
    let options = AppSwitcherOptions(
      manifests: manifests, searchDirectories: [products], events: [.background, .foreground, .active])
    var values: [Double] = []
    for run in 0..<(runs + 2) {
      let start = ContinuousClock.now
      let report = try await AppTour.run(options)
      let elapsed = milliseconds(ContinuousClock.now - start)
      guard report.snapshotStep != nil, !report.failed, report.steps.count == 4 else {
        throw BenchmarkError.launchFailed("the App Switcher tour did not reach a clean snapshot:\n\(report.text)")
      }
      if run >= 2 { values.append(elapsed) }
    }
    return Samples(values)
  }

  /// Milliseconds per `widgets` run of one kind of the widget extension in `manifests`, every
  /// family, device state and Lock Screen access setting (one launch, `widget/kinds`, a placeholder
  /// and a timeline per family, one `widget/render` per entry and environment), and how many
  /// renders a run asks. A run that faulted or drew nothing fails the benchmark. The runs share
  /// one state directory, as `widgets` runs share the default one.
  static func widgetRuns(manifests: String, products: String, kind: String, runs: Int) async throws -> [String: Samples] {
    var options = WidgetOptions(manifests: manifests, searchDirectories: [products])
    options.kind = kind
    let state = FileManager.default.temporaryDirectory.appendingPathComponent("widgets-bench-\(UUID())").path
    defer { try? FileManager.default.removeItem(atPath: state) }
    options.sharedState = SharedStateOptions(directory: state, manifestsDirectory: manifests)
    var values: [Double] = []
    var renders = 0
    for run in 0..<(runs + 2) {
      let start = ContinuousClock.now
      let report = try await WidgetRun.run(options)
      let elapsed = milliseconds(ContinuousClock.now - start)
      guard report.faults.isEmpty, !report.rows.isEmpty, report.renderRequests > 0 else {
        throw BenchmarkError.launchFailed("the widgets run of '\(kind)' faulted or drew nothing:\n\(report.text)")
      }
      renders = report.renderRequests
      if run >= 2 { values.append(elapsed) }
    }
    return ["widgets": Samples(values), "renders": Samples([Double(renders)])]
  }

  /// Milliseconds per `host/visit` through a running daemon, over one client connection.
  static func warmVisits(socket: String, manifests: String, runs: Int) throws -> Samples {
    var client = try ControlClient(socketPath: socket)
    let request = DaemonVisitRequest(
      url: "social.example", app: nil, category: nil, press: "primary", manifests: manifests, policy: nil,
      products: nil, shield: [], configurationTimeoutMilliseconds: nil, actionTimeoutMilliseconds: nil)
    var values: [Double] = []
    for run in 0..<(runs + runs / 10 + 1) {
      let start = ContinuousClock.now
      let report = try client.send(request)
      guard !report.hasViolations else { throw BenchmarkError.launchFailed("the warm visit broke the contract") }
      if run > runs / 10 { values.append(milliseconds(ContinuousClock.now - start)) }
    }
    return Samples(values)
  }

  /// Runs `body` a tenth of `iterations` to warm up, then `iterations` times, in microseconds.
  private static func measure<Response>(
    _ iterations: Int, _ body: () async -> RequestOutcome<Response>
  ) async throws -> Samples {
    var values: [Double] = []
    values.reserveCapacity(iterations)
    for index in 0..<(iterations + iterations / 10) {
      let start = ContinuousClock.now
      guard case .answered = await body() else { throw BenchmarkError.launchFailed("a request was not answered") }
      if index >= iterations / 10 { values.append(milliseconds(ContinuousClock.now - start) * 1000) }
    }
    return Samples(values)
  }
}

/// Why a benchmark could not run.
enum BenchmarkError: Error, CustomStringConvertible {
  case launchFailed(String)
  case usage(String)
  var description: String {
    switch self {
    case .launchFailed(let reason): "benchmark failed: \(reason)"
    case .usage(let reason): "usage: \(reason)"
    }
  }
}
