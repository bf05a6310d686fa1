import Glibc
import HostProtocol

/// Runs one visit to a shielded target, as iOS would: decide, ask the configuration extension,
/// draw, press, ask the action extension, enforce its answer, and report.
struct VisitSession {
  let setup: ShieldSetup
  let options: VisitOptions
  /// Cold launches by default; the daemon passes its warm supervisors.
  var provider: any ExtensionProvider

  func run() async throws -> VisitReport {
    let origin = ContinuousClock.now
    var report = VisitReport(target: options.target.description, decision: "")
    let decision = setup.policy.decide(options.target, category: options.category)
    switch decision {
    case .notShielded:
      report.decision = "not shielded"
      report.outcome = "\(options.target.displayName) is not shielded: it opens."
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

    // Both extensions start at once: a cold visit costs one launch, not two in a row.
    async let configurationLaunch = provider.acquire(setup.configurationExtension, origin: origin)
    async let actionLaunch = provider.acquire(setup.actionExtension, origin: origin)
    let (configuration, configurationMark) = try await configurationLaunch
    let (action, actionMark) = try await actionLaunch

    let configure = ConfigurationStep(launch: configuration, timeout: options.configurationTimeout)
    let first = await configure.frame(for: options.target, category: category, reason: "first visit")
    report.frames.append(first.frame)

    let press = ActionStep(launch: action, timeout: options.actionTimeout)
    let answer = await press.press(options.press, on: first.shield, target: options.target, categoryToken: category?.token)
    report.pressed = answer.pressed
    report.actionOverload = answer.overload
    report.response = answer.response?.description
    report.outcome = answer.outcome(for: options.target.displayName)
    if answer.response == .defer {
      let redraw = await configure.frame(for: options.target, category: category, reason: "redraw after .defer")
      report.frames.append(redraw.frame)
    }

    for connection in [configuration.connection, action.connection] {
      if let status = connection.termination, !status.isSuccess {
        connection.addFault(.crashed, "\(status) during the visit\(crashHint(status))")
      }
    }
    async let stopConfiguration = provider.release(configuration)
    async let stopAction = provider.release(action)
    let statuses = await [stopConfiguration, stopAction]

    let marks = [configurationMark, actionMark]
    for (index, (connection, status)) in zip([configuration.connection, action.connection], statuses).enumerated() {
      report.extensionExits[connection.name] = status?.description ?? "still running (warm)"
      let activity = connection.activity(since: marks[index])
      for fault in activity.faults {
        report.faults.append(
          VisitReport.Fault(
            extension: connection.name, kind: fault.kind.rawValue, detail: fault.detail, isViolation: fault.isViolation))
      }
      let lines = activity.transcript.compactMap { entry -> String? in
        switch entry.channel {
        case .stdout, .stderr, .log: "\(entry.channel.rawValue): \(entry.text)"
        case .sent, .received, .event: nil
        }
      }
      if !lines.isEmpty { report.logs[connection.name] = lines }
      report.transcript += activity.transcript
    }
    report.transcript.sort { $0.milliseconds < $1.milliseconds }
    let elapsed = ContinuousClock.now - origin
    report.totalMilliseconds =
      Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
    return report
  }
}

/// What a crash signal usually means in a Swift extension.
func crashHint(_ status: TerminationStatus) -> String {
  switch status {
  case .signaled(SIGILL), .signaled(SIGTRAP): " (a Swift runtime trap: fatalError, a force unwrap of nil, an index out of range)"
  case .signaled(SIGSEGV), .signaled(SIGBUS): " (a memory access fault)"
  case .signaled(SIGKILL): " (killed: the host stopped it, or it ran out of memory)"
  case .signaled(SIGXCPU): " (it exceeded its CPU time limit)"
  default: ""
  }
}
