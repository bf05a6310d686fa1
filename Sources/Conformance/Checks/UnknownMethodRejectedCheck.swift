import HostEngine
import HostProtocol

/// A request for a method the extension does not serve gets -32601 (method not found), an unknown
/// notification is ignored, and the extension keeps serving.
enum UnknownMethodRejectedCheck: ConformanceCheck {
  static let id = "unknown-method-rejected"
  static let summary = "Unknown methods get -32601 (method not found), not a crash"
  static let iOSBehaviour = "none on iOS (the system calls only the API's methods); JSON-RPC's method-not-found"
  static let iOSSource = "https://www.jsonrpc.org/specification#error_object; no iOS counterpart: the host's wire contract, Documentation/WireProtocol.md"
  static let requires = [OverloadsAnsweredCheck.id, AnswersInTimeCheck.id]

  static func run(_ session: ConformanceSession) async -> CheckVerdict {
    guard let connection = await session.servingConnection() else { return .skip("no extension process could be started") }
    let timeout = await session.requestTimeout
    connection.notify(UnknownNotification())
    let outcome = await connection.request(UnknownMethodRequest(), timeout: timeout)
    guard case .rejected(let error) = outcome, error.code == .methodNotFound else {
      let evidence: String
      switch outcome {
      case .answered: evidence = "was answered with a result"
      case .extensionGone(let reason): evidence = "went unanswered: " + (connection.departure(fallback: reason))
      default: evidence = outcome.evidence
      }
      return .fail("a request for '\(UnknownMethodRequest.method)' \(evidence); it must be refused with -32601 (method not found)")
    }
    return await StillServing.verdict(
      on: connection, session: session,
      passing: "'\(UnknownMethodRequest.method)' was refused with -32601 and an unknown notification was ignored")
  }
}
