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

  /// Runs the visit: opens it, presses `options.press`, finishes. Throws only when it cannot
  /// start (state directory, seeds, spawning).
  public func run() async throws -> VisitReport {
    let visit = try await start()
    await visit.press(options.press)
    return await visit.finish()
  }

  /// Opens the visit: decides whether the target is shielded and, when it is, launches the
  /// shield extensions the project ships and draws the shield (the system default one without a
  /// configuration extension). Throws only when it cannot start.
  public func start() async throws -> LiveVisit {
    let origin = ContinuousClock.now
    let throwaway = sharedState.directory == nil
    let statePath =
      sharedState.directory ?? FileManager.default.temporaryDirectory.appendingPathComponent("extension-host-\(UUID())").path
    let state = try StateDirectory.open(statePath)
    let service: SharedStateService
    do {
      service = try SharedStateService.open(setup: setup, state: state, manifestsDirectory: sharedState.manifestsDirectory)
    } catch {
      if throwaway { try? ContainedDirectory.removeFolder(state.root) }
      throw error
    }

    let protection: VisitProtection?
    do {
      protection = try VisitProtection.start(options.device, service: service, setup: setup)
    } catch {
      if throwaway { try? ContainedDirectory.removeFolder(state.root) }
      throw error
    }

    var report = VisitReport(target: options.target.description, decision: "")
    let stores = service.stores.snapshot  // one read of the stores file for the notes and the decision
    report.notes =
      (setup.standInNote.map { [$0] } ?? []) + service.notes + (protection.map { [$0.note] } ?? [])
      + StoreRestrictions.notes(for: options.target, in: stores.settings)
    report.sharedState = VisitReport.SharedState(directory: throwaway ? nil : service.state.path, seeded: service.seeded)
    switch service.decide(options.target, category: options.category, shields: stores.shields) {
    case .notShielded:
      report.decision = "not shielded"
      report.outcome = "\(options.target.displayName) is not shielded: it opens."
      protection?.abandon()
      return LiveVisit(
        options: options, provider: provider, origin: origin, state: (state, throwaway), running: nil, report: report,
        shield: nil)
    case .shielded:
      report.decision = "shielded by token"
    case .shieldedByCategory(let name):
      report.decision = "shielded by category"
      report.category = name
    }
    let category = report.category.map {
      ActivityCategoryInfo(localizedDisplayName: $0, token: TokenMint.token("category", $0))
    }

    // The shield extensions the project ships start at once (`ShieldLaunches`). What they launch
    // with is lent the visit's shared state; a warm extension is lent it now.
    let configuration: LiveVisit.Acquired?
    let action: LiveVisit.Acquired?
    do {
      (configuration, action) = try await HostServiceScope.$current.withValue(service) {
        try await ShieldLaunches.acquire(setup, from: provider, origin: origin)
      }
    } catch {
      protection?.abandon()
      if throwaway { try? ContainedDirectory.removeFolder(state.root) }
      throw error
    }
    for acquired in [configuration, action] { acquired?.launch.connection.lend(service) }

    let configure = ConfigurationStep(launch: configuration?.launch, deadline: options.configurationDeadline)
    let first = await configure.frame(for: options.target, category: category, reason: "first visit")
    report.frames.append(first.frame)
    if let timedOut = first.timedOut { report.timedOut.append(timedOut) }
    let running = LiveVisit.Running(
      service: service, configuration: configuration, action: action, category: category, protection: protection)
    return LiveVisit(
      options: options, provider: provider, origin: origin, state: (state, throwaway), running: running, report: report,
      shield: first.shield)
  }

  /// Gives the extensions back, all at once, and collects their exits, and the faults, logs and
  /// transcript of this visit. An exit is judged once, by the connection that saw it (`RequestVerdict`).
  static func release(_ launches: [LiveVisit.Acquired], by provider: any ExtensionProvider, into report: inout VisitReport) async {
    let statuses = await withTaskGroup(of: (Int, TerminationStatus?).self) { group in
      for (index, acquired) in launches.enumerated() {
        group.addTask { (index, await provider.release(acquired.launch)) }
      }
      var statuses = [TerminationStatus?](repeating: nil, count: launches.count)
      for await (index, status) in group { statuses[index] = status }
      return statuses
    }

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
      let lines = connection.outputLines(since: mark)
      if !lines.isEmpty { report.logs[connection.name] = lines }
      report.transcript += activity.transcript
    }
  }

  /// Adds what the extensions did with shared state: store changes, and breaches as violations.
  static func record(_ log: SharedStateLog, into report: inout VisitReport, connections: [ExtensionConnection]) {
    report.sharedState?.storeChanges = log.storeChanges
    report.sharedState?.notifications = log.notifications
    report.sharedState?.darwinNotifications = log.darwinNotifications
    report.notes += log.openRequests
    if let dropped = log.droppedSummary { report.notes.append(dropped) }
    for finding in log.findings {
      report.faults.append(
        VisitReport.Fault(
          extension: finding.extensionName, kind: finding.kind.rawValue, detail: finding.sentence, isViolation: true))
      guard let connection = connections.first(where: { $0.name == finding.extensionName }) else { continue }
      report.transcript.append(
        TranscriptEntry(
          milliseconds: connection.elapsedMilliseconds(), extension: finding.extensionName, channel: .event,
          text: "fault: \(finding.sentence) [\(finding.kind.rawValue)]"))
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

