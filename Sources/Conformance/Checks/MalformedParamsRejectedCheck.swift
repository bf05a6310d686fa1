import HostEngine
import HostProtocol

/// Parameters the system could never send (missing fields, unknown enum values, wrong types, bad
/// token bytes, an array or null instead of an object) get -32602 (invalid params), not a crash,
/// and the extension keeps serving.
enum MalformedParamsRejectedCheck: ConformanceCheck {
  static let id = "malformed-params-rejected"
  static let summary = "Malformed parameters get -32602 (invalid params), not a crash"
  static let iOSBehaviour = "none on iOS (the system's arguments are always well typed); JSON-RPC's invalid params"
  static let iOSSource = "https://www.jsonrpc.org/specification#error_object; no iOS counterpart: the host's wire contract, Documentation/WireProtocol.md"
  static let requires = [OverloadsAnsweredCheck.id, AnswersInTimeCheck.id]

  static func run(_ session: ConformanceSession) async -> CheckVerdict {
    guard let connection = await session.servingConnection() else { return .skip("no extension process could be started") }
    let timeout = await session.requestTimeout
    let point = session.target.extensionPoint
    let probes = ProbeValue.malformedParameters(for: point)
    var problems: [String] = []
    for probe in probes {
      let outcome: RequestOutcome<Bool>
      switch point {
      case .shieldAction: outcome = await connection.request(MalformedRequest<HandleShieldActionRequest>(probe), timeout: timeout).map { _ in true }
      case .shieldConfiguration:
        outcome = await connection.request(MalformedRequest<ShieldConfigurationRequest>(probe), timeout: timeout).map { _ in true }
      case .deviceActivityMonitor:
        outcome = await connection.request(MalformedRequest<MonitorCallbackRequest>(probe), timeout: timeout).map { _ in true }
      case .deviceActivityReport, .widgetKit: continue  // not hosted: conform never launches them
      }
      if case .rejected(let error) = outcome, error.code == .invalidParams { continue }
      let evidence: String
      switch outcome {
      case .answered: evidence = "was answered with a result"
      case .extensionGone(let reason):
        problems.append("params \(probe.summary) " + (connection.departure(fallback: reason)))
        return .fail(evidenceList(problems) + "; malformed params must be refused with -32602 (invalid params)")
      default: evidence = outcome.evidence
      }
      problems.append("params \(probe.summary) \(evidence)")
    }
    guard problems.isEmpty else {
      return .fail(evidenceList(problems) + "; malformed params must be refused with -32602 (invalid params)")
    }
    return await StillServing.verdict(
      on: connection, session: session, passing: "all \(probes.count) malformed requests were refused with -32602")
  }
}
