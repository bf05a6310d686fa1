import HostEngine
import HostProtocol

/// Every answer of the action extension is `.close` or `.defer`, the host's contract.
///
/// `.none` (common in the wild, and harmless on iOS) and `.openParentalControlsApp` (iOS 26.5)
/// are refused, and so is any raw value that is not a `ShieldActionResponse` case.
enum ActionResponseAllowedCheck: ConformanceCheck {
  static let id = "action-response-allowed"
  static let summary = "Action answers are .close or .defer"
  static let iOSBehaviour = "the completion handler takes a ShieldActionResponse; the host's contract allows .close and .defer (.none leaves the shield as it is)"
  static let iOSSource = "https://developer.apple.com/documentation/managedsettings/shieldactionresponse"
  static let points: Set<ExtensionPoint> = [.shieldAction]

  static func run(_ session: ConformanceSession) async -> CheckVerdict {
    let sweep = await session.sweep()
    var forbidden: [String: [String]] = [:]
    var tally: [ShieldActionResponse: Int] = [:]
    var order: [String] = []
    for (input, answer) in sweep.answers {
      guard case .action(let result) = answer, case .action(let request) = input.request else { continue }
      tally[result.response, default: 0] += 1
      guard !result.response.isAllowedByContract else { continue }
      let key = "\(request.overload) answered \(result.response)"
      if forbidden[key] == nil { order.append(key) }
      forbidden[key, default: []].append(".\(request.action.rawValue)")
    }
    if !order.isEmpty {
      let items = order.map { key in
        let actions = forbidden[key, default: []]
        return "\(key) to " + (actions.count == ShieldAction.allCases.count ? "every action" : actions.joined(separator: ", "))
      }
      let responses = Set(tally.keys.filter { !$0.isAllowedByContract })
      return .fail(evidenceList(items) + "; the contract allows only .close or .defer" + hint(responses))
    }
    if sweep.stop != nil {
      return .skip("only \(sweep.answers.count) of \(sweep.inputCount) inputs were answered (see \(OverloadsAnsweredCheck.id))")
    }
    let counts = tally.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key) ×\($0.value)" }
    return .pass("all \(sweep.inputCount) answers are allowed: \(counts.joined(separator: ", "))")
  }

  private static func hint(_ responses: Set<ShieldActionResponse>) -> String {
    if responses.contains(.none) { return " (to lift a shield, change ManagedSettingsStore and answer .defer)" }
    if responses.contains(.openParentalControlsApp) { return " (on iOS 26.5 it opens the parental-controls app that set the shield; this host runs no such app)" }
    return " (raw values 1 and 2; anything else is not a ShieldActionResponse this host knows)"
  }
}
