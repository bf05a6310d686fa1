import HostEngine
/// The last step of checks that send unusual traffic: the extension must still answer a normal request.
enum StillServing {
  /// `.pass(passing)` when the first sweep input is still answered; otherwise a failure saying what happened.
  static func verdict(on connection: ExtensionConnection, session: ConformanceSession, passing: String) async
    -> CheckVerdict
  {
    guard let input = session.inputs.first else { return .pass(passing) }
    let outcome = await connection.send(input, timeout: await session.requestTimeout)
    switch outcome {
    case .answered:
      return .pass(passing + "; it kept serving")
    case .extensionGone(let reason):
      return .fail(passing + ", but then \(input.label) went unanswered: " + (connection.departure(fallback: reason)))
    default:
      return .fail(passing + ", but then \(input.label) \(outcome.evidence)")
    }
  }
}
