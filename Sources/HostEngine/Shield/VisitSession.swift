import Foundation
import Glibc
import HostProtocol

/// Runs one visit to a shielded target, as iOS would: decide from the app's stores, ask the
/// configuration extension, draw, press, ask the action extension, enforce its answer, decide
/// again (the extension may have changed the store), and report.
public struct VisitSession: Sendable {
  let setup: ShieldSetup
  let options: VisitOptions
  /// Cold launches by default; the daemon passes its warm supervisors.
  var provider: any ExtensionProvider
  /// Where shared state (App Group containers, stores) lives.
  public var sharedState = SharedStateOptions()

  /// Runs the visit; throws only when it cannot start (state directory, seeds, spawning).
  public func run() async throws -> VisitReport {
    let origin = ContinuousClock.now
    let throwaway = sharedState.directory == nil
    let statePath =
      sharedState.directory ?? FileManager.default.temporaryDirectory.appendingPathComponent("extension-host-\(UUID())").path
    let state = try StateDirectory.open(statePath)
    // Through the folder's descriptor: a link an extension left inside is removed, never followed.
    defer { if throwaway { try? ContainedDirectory.removeFolder(state.root) } }
    let service = try SharedStateService.open(
      setup: setup, state: state, manifestsDirectory: sharedState.manifestsDirectory)

    var report = VisitReport(target: options.target.description, decision: "")
    report.notes = service.notes
    report.sharedState = VisitReport.SharedState(directory: throwaway ? nil : service.state.path, seeded: service.seeded)
    switch service.decide(options.target, category: options.category) {
    case .notShielded:
      report.decision = "not shielded"
      report.outcome = "\(options.target.displayName) is not shielded: it opens."
      report.totalMilliseconds = milliseconds(ContinuousClock.now - origin)
      return report
    case .shielded:
      report.decision = "shielded by token"
    case .shieldedByCategory(let name):
      report.decision = "shielded by category"
      report.category = name
    }
    let category = report.category.map {
      ActivityCategoryInfo(localizedDisplayName: $0, token: TokenMint.token("category", $0))
    }

    // Both extensions start at once: a cold visit costs one launch, not two in a row. What they
    // launch with is lent the visit's shared state; a warm extension is lent it now.
    let ((configuration, configurationMark), (action, actionMark)) = try await HostServiceScope.$current.withValue(
      service
    ) {
      async let configurationLaunch = provider.acquire(setup.configurationExtension, origin: origin)
      async let actionLaunch = provider.acquire(setup.actionExtension, origin: origin)
      return (try await configurationLaunch, try await actionLaunch)
    }
    for launch in [configuration, action] { launch.connection.lend(service) }

    let configure = ConfigurationStep(
      launch: configuration,
      deadline: RequestDeadline(asked: options.configurationTimeout, contract: options.contractConfigurationTimeout))
    let first = await configure.frame(for: options.target, category: category, reason: "first visit")
    report.frames.append(first.frame)
    if let timedOut = first.timedOut { report.timedOut.append(timedOut) }

    let press = ActionStep(
      launch: action, deadline: RequestDeadline(asked: options.actionTimeout, contract: options.contractActionTimeout))
    let answer = await press.press(options.press, on: first.shield, target: options.target, categoryToken: category?.token)
    if let timedOut = answer.timedOut { report.timedOut.append(timedOut) }
    report.pressed = answer.pressed
    report.actionOverload = answer.overload
    report.response = answer.response?.description
    let after = service.decide(options.target, category: options.category)
    report.decisionAfterAnswer = after == .notShielded ? "not shielded" : report.decision
    report.outcome = answer.outcome(for: options.target.displayName, stillShielded: after != .notShielded)
    if answer.response == .defer && after != .notShielded {
      let redraw = await configure.frame(for: options.target, category: category, reason: "redraw after .defer")
      report.frames.append(redraw.frame)
      if let timedOut = redraw.timedOut { report.timedOut.append(timedOut) }
    }

    await release([(configuration, configurationMark), (action, actionMark)], into: &report)
    record(service.finish(), into: &report, connections: [configuration.connection, action.connection])
    report.transcript.sort { $0.milliseconds < $1.milliseconds }
    report.totalMilliseconds = milliseconds(ContinuousClock.now - origin)
    return report
  }

  /// Gives both extensions back and collects their exits, and the faults, logs and transcript
  /// of this visit. An exit is judged once, by the connection that saw it (`RequestVerdict`).
  private func release(_ launches: [(ExtensionLauncher.Launch, ActivityMark)], into report: inout VisitReport) async {
    async let stopConfiguration = provider.release(launches[0].0)
    async let stopAction = provider.release(launches[1].0)
    let statuses = await [stopConfiguration, stopAction]

    for ((launch, mark), status) in zip(launches, statuses) {
      let connection = launch.connection
      report.extensionExits[connection.name] = status?.description ?? "still running (warm)"
      let activity = connection.activity(since: mark)
      for fault in activity.faults {
        report.faults.append(
          VisitReport.Fault(
            extension: connection.name, kind: fault.kind.rawValue, detail: fault.detail, isViolation: fault.isViolation))
      }
      if activity.droppedFaults > 0 { report.droppedFaults[connection.name] = activity.droppedFaults }
      var lines = activity.transcript.compactMap { entry -> String? in
        switch entry.channel {
        case .stdout, .stderr, .log: "\(entry.channel.rawValue): \(entry.text)"
        case .sent, .received, .event: nil
        }
      }
      let dropped = connection.droppedLogMessages
      if dropped > 0 {
        lines.append("log: \(dropped) more $/log messages were counted but not kept (the per-visit limit is \(LogBudget.limit))")
      }
      if !lines.isEmpty { report.logs[connection.name] = lines }
      report.transcript += activity.transcript
    }
  }

  /// Adds what the extensions did with shared state: store changes, and breaches as violations.
  private func record(_ log: SharedStateLog, into report: inout VisitReport, connections: [ExtensionConnection]) {
    report.sharedState?.storeChanges = log.storeChanges
    if let dropped = log.droppedSummary { report.notes.append(dropped) }
    for finding in log.findings {
      report.faults.append(
        VisitReport.Fault(
          extension: finding.extensionName, kind: finding.kind.rawValue, detail: finding.detail, isViolation: true))
      guard let connection = connections.first(where: { $0.name == finding.extensionName }) else { continue }
      report.transcript.append(
        TranscriptEntry(
          milliseconds: connection.elapsedMilliseconds(), extension: finding.extensionName, channel: .event,
          text: "fault: \(finding.detail) [\(finding.kind.rawValue)]"))
    }
  }

  /// Memberwise: every field given, or left at its default.
  public init(setup: ShieldSetup, options: VisitOptions, provider: any ExtensionProvider, sharedState: SharedStateOptions = SharedStateOptions()) {
    self.setup = setup
    self.options = options
    self.provider = provider
    self.sharedState = sharedState
  }
}

