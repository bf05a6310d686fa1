import HostEngine
/// Every request of the sweep is answered within the request deadline.
///
/// Catches a completion handler that is never called, one called after the deadline, and a
/// configuration that takes too long (iOS then shows the default shield). The request ends at
/// its deadline; the one answer that may follow the host's cancel is expected, not a second finding.
enum AnswersInTimeCheck: ConformanceCheck {
  static let id = "answers-in-time"
  static let summary = "Every request is answered within the request deadline"
  static let iOSBehaviour = "iOS shows the system default shield when the configuration does not come back, and an action's completion handler must be called; Apple documents no deadline, so the host's is a stand-in"
  static let iOSSource = "https://developer.apple.com/documentation/managedsettings/shieldactiondelegate; Documentation/Faults.md"

  static func run(_ session: ConformanceSession) async -> CheckVerdict {
    let sweep = await session.sweep()
    switch sweep.stop {
    case .timedOut(let input, let milliseconds)?:
      let stopped = sweep.records.count < sweep.inputCount ? " (the sweep stopped there: \(sweep.triedDescription) tried)" : ""
      return .fail("\(input.label) got no answer within \(milliseconds) ms\(stopped)")
    case .crashed(let input, _)?:
      return .skip("the extension died while handling \(input.label) (see \(OverloadsAnsweredCheck.id))")
    case .protocolBroken(let input, _)?:
      return .skip(
        "the host stopped the extension while it handled \(input.label) (see \(ProtocolPipeCleanCheck.id))")
    case .notStarted(let reason)?:
      return .skip(reason)
    case nil:
      let slowest = sweep.records.map(\.milliseconds).max() ?? 0
      let deadline = await session.requestTimeout / .milliseconds(1)
      return .pass(
        "all \(sweep.inputCount) inputs were answered in time, the slowest in \(formatMilliseconds(slowest)) "
          + "(deadline \(Int(deadline)) ms)")
    }
  }
}

/// `0.4 ms`, `12 ms`, `1.25 s`.
func formatMilliseconds(_ milliseconds: Double) -> String {
  if milliseconds < 10 { return "\((milliseconds * 10).rounded() / 10) ms" }
  if milliseconds < 1000 { return "\(Int(milliseconds.rounded())) ms" }
  return "\((milliseconds / 10).rounded() / 100) s"
}
