import Foundation
import HostProtocol

extension ScenarioPlayer {
  /// A visit at the simulated time: the shield extensions run against the stores the monitor
  /// wrote, exactly as `extension-host visit` runs them.
  mutating func visit(_ target: VisitTarget, press: ShieldAction, line: Int) async throws {
    let session = VisitSession(
      setup: setup, options: VisitOptions(target: target, press: press, limits: options.limits),
      provider: ColdLaunchProvider(limits: options.limits, stopGrace: options.stopGrace),
      sharedState: SharedStateOptions(directory: statePath, manifestsDirectory: options.sharedState.manifestsDirectory))
    let visit = try await session.run()
    recordRefusals(line: line)
    var text = "\(target.displayName): \(visit.decision)"
    if let first = visit.frames.first {
      if let title = first.configuration?.title?.text {
        text += "; the shield says \"\(title)\""
      } else if first.configuration == nil {
        text += "; the system default shield"
      }
    }
    if let pressed = visit.pressed { text += "; pressed \(pressed)" }
    if let response = visit.response { text += " → \(response)" + (visit.answeredBySystem ? " (the system's)" : "") }
    report.timeline.append(entry("visit", text, line: line))
    if !visit.outcome.isEmpty { report.timeline.append(entry("visit", visit.outcome, line: line)) }
    for note in StoreRestrictions.notes(for: target, in: service.shared.stores.snapshot.settings) {
      report.timeline.append(entry("visit", "note: \(note)", line: line))
    }
    for change in visit.sharedState?.storeChanges ?? [] { report.timeline.append(entry("store", change, line: line)) }
    for fault in visit.faults {
      report.problems.append(
        SimulationReport.Problem(
          time: stamp(system.now), kind: fault.kind, extension: fault.extension, detail: fault.detail, fix: nil,
          isViolation: fault.isViolation))
    }
  }
}
