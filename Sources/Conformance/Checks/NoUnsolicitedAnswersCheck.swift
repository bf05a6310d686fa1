import HostEngine

/// The extension never answers a request the host did not send (a stale or invented id).
/// Judged after every process has stopped.
enum NoUnsolicitedAnswersCheck: ConformanceCheck {
  static let id = "no-unsolicited-answers"
  static let summary = "Never answers a request the host did not send"
  static let iOSBehaviour = "none on iOS (there is nothing to answer unasked)"
  static let iOSSource = "no iOS counterpart: the host's wire contract, Documentation/WireProtocol.md"

  static func run(_ session: ConformanceSession) async -> CheckVerdict {
    await session.stopAll()
    let unsolicited = await session.faults([.unsolicitedResponse])
    guard unsolicited.isEmpty else {
      return .fail(evidenceList(unsolicited.map(\.detail)) + "; answer only the requests you receive, with their ids")
    }
    return .pass("every answer matched a request the host sent")
  }
}
