import HostProtocol
import ShieldRendering

/// Presses a shield button and enforces the action extension's answer: `.close` or `.defer`,
/// exactly once, within the deadline.
struct ActionStep {
  /// The action extension; nil when the project ships none, and the system answers a press
  /// itself (`SystemStandIn`).
  let launch: ExtensionLauncher.Launch?
  let deadline: RequestDeadline

  struct Answer {
    var pressed: String?
    var overload: String?
    var response: ShieldActionResponse?
    /// Whether the system gave `response`, as the project ships no action extension.
    var answeredBySystem = false
    /// Why nothing valid came back, for the outcome sentence.
    var failure: String?
    /// The report's sentence when the visit's deadline passed before the contract's.
    var timedOut: String?
    /// Set when the press was not made because the shield does not offer it.
    var notOffered: PressNotOffered?

    /// What happens to the user, given whether the app's stores still shield the target after
    /// the answer (the action extension may have changed them first).
    func outcome(for name: String, stillShielded: Bool = true) -> String {
      switch (response, stillShielded) {
      case (.close?, true): return "The shield closes and \(name) stays blocked: the user is sent back."
      case (.close?, false):
        return "The shield closes and the user is sent back; \(name) is no longer shielded, so the next visit opens it."
      case (.defer?, true):
        return "The shield stays up and is redrawn with a fresh configuration; \(name) stays blocked."
      case (.defer?, false):
        return "The shield lifts: the store no longer shields \(name), so after .defer it opens."
      default:
        if let notOffered {
          return "Nothing was pressed (\(notOffered.reason)): the shield stays up."
        }
        return "No valid answer (\(failure ?? "unknown")): the shield stays up and the button does nothing."
      }
    }
  }

  /// Presses `action` on `shield` (the system default one, shown because of `fallbackReason`,
  /// when the configuration failed, or because the project ships no configuration extension).
  /// A press the shield does not offer is never sent: the action extension is judged only on
  /// what it was sent (`Documentation/Faults.md`). With no action extension the system answers.
  func press(
    _ action: ShieldAction, on shield: ResolvedShield, fallbackReason: String?, shipsConfiguration: Bool = true,
    target: VisitTarget, categoryToken: OpaqueToken?
  ) async -> Answer {
    if let missing = PressNotOffered(
      action, on: shield, fallbackReason: fallbackReason, shipsConfiguration: shipsConfiguration)
    {
      return Answer(failure: missing.reason, notOffered: missing)
    }
    var answer = Answer(pressed: action.rawValue)
    guard let launch else {
      answer.response = SystemStandIn.response
      answer.answeredBySystem = true
      return answer
    }
    let connection = launch.connection
    let request = HandleShieldActionRequest(action: action, target: actionTarget(target, categoryToken: categoryToken))
    answer.overload = request.overload
    if let failure = launch.failure {
      answer.failure = "the action extension did not start: \(failure.detail)"
      return answer
    }
    let role = RequestVerdict.Role.action(overload: request.overload)
    guard case .ended(let outcome) = await deadline.send(request, on: connection, as: role) else {
      answer.failure = "timed out: no answer within the \(deadline.askedMilliseconds) ms this visit asked for"
      answer.timedOut = deadline.timedOutSentence(connection.name, request: request.overload)
      return answer
    }
    RequestVerdict.judge(outcome, of: role, on: connection)
    switch outcome {
    case .answered(let result):
      if result.response.isAllowedByContract {
        answer.response = result.response
      } else {
        answer.failure = "it answered \(result.response)"
        connection.addFault(.forbiddenResponse, forbiddenDetail(result.response, overload: request.overload))
      }
    case .rejected: answer.failure = "it answered with an error"
    case .malformed: answer.failure = "its answer did not decode"
    case .timedOut(let milliseconds): answer.failure = "no answer within \(milliseconds) ms"
    case .extensionGone(let reason): answer.failure = reason
    }
    return answer
  }

  private func forbiddenDetail(_ response: ShieldActionResponse, overload: String) -> String {
    let base = "answered \(overload) with \(response); the contract allows only .close or .defer"
    switch response {
    case .none: return base + " (to lift a shield, change ManagedSettingsStore and answer .defer)"
    case .openParentalControlsApp: return base + " (on iOS 26.5 it opens the parental-controls app that set the shield; this host runs no such app)"
    default: return base + " (not a ShieldActionResponse case)"
    }
  }

  private func actionTarget(_ target: VisitTarget, categoryToken: OpaqueToken?) -> ShieldActionTarget {
    if let categoryToken { return .category(categoryToken) }
    switch target {
    case .webDomain(let domain): return .webDomain(TokenMint.token("webDomain", domain))
    case .application(let bundleIdentifier): return .application(TokenMint.token("application", bundleIdentifier))
    }
  }
}
