import HostEngine
import HostProtocol

/// `$/cancelRequest` never costs an answer: a request cancelled as it is sent still gets exactly
/// one answer, -32800 (request cancelled) or, from a runtime that ignores a cancel for a request
/// it has not seen, its result; and the extension keeps serving. A second answer shows up in
/// `answers-once`.
enum CancellationHonouredCheck: ConformanceCheck {
  static let id = "cancellation-honoured"
  static let summary = "A cancelled request still gets exactly one answer, and the extension keeps serving"
  static let iOSBehaviour = "none on iOS (no cancellation in the API); the host cancels a request past its deadline"
  static let iOSSource = "no iOS counterpart: the host's wire contract, Documentation/WireProtocol.md"
  static let requires = [OverloadsAnsweredCheck.id, AnswersInTimeCheck.id]

  static func run(_ session: ConformanceSession) async -> CheckVerdict {
    guard let connection = await session.servingConnection() else { return .skip("no extension process could be started") }
    let timeout = await session.requestTimeout
    guard let input = session.inputs.first else { return .skip("no input") }
    let (id, outcome): (RequestID, RequestOutcome<Bool>)
    switch input.request {
    case .action(let request):
      let sent = await connection.requestCancelledAsSent(request, timeout: timeout)
      (id, outcome) = (sent.id, sent.outcome.map { _ in true })
    case .configuration(let request):
      let sent = await connection.requestCancelledAsSent(request, timeout: timeout)
      (id, outcome) = (sent.id, sent.outcome.map { _ in true })
    case .monitor(let request):
      let sent = await connection.requestCancelledAsSent(request, timeout: timeout)
      (id, outcome) = (sent.id, sent.outcome.map { _ in true })
    }
    let how: String
    switch outcome {
    case .rejected(let error) where error.code == .requestCancelled:
      how = "was answered -32800 (request cancelled)"
    case .answered:
      how = "was answered with its result (the cancel was ignored)"
    case .extensionGone(let reason):
      return .fail("request \(id), cancelled as it was sent, went unanswered: " + (connection.departure(fallback: reason)))
    default:
      return .fail(
        "request \(id), cancelled as it was sent, \(outcome.evidence); it must still get one answer, -32800 "
          + "(request cancelled) or its result")
    }
    return await StillServing.verdict(
      on: connection, session: session, passing: "request \(id) (\(input.label)), cancelled as it was sent, \(how)")
  }
}
