import HostEngine
import HostProtocol

/// Every overload answers every input the system can send it, with a result, not an error or a
/// crash: each `ShieldAction` on each `handle(action:for:)` overload; each
/// `configuration(shielding:)` overload, also without display names.
enum OverloadsAnsweredCheck: ConformanceCheck {
  static let id = "overloads-answered"
  static let summary = "Every overload answers every input (each action, each target, with and without a category)"
  static let iOSBehaviour = "iOS calls each overload for what is shielded: handle(action:for:) for an application, web domain or category token, configuration(shielding:) with and without a category; submenu presses only from a shield that shows a submenu (iOS 26.4)"
  static let iOSSource = "https://developer.apple.com/documentation/managedsettings/shieldactiondelegate, https://developer.apple.com/documentation/managedsettingsui/shieldconfigurationdatasource, https://developer.apple.com/documentation/managedsettings/shieldaction"

  static func run(_ session: ConformanceSession) async -> CheckVerdict {
    let sweep = await session.sweep()
    var problems = sweep.records.compactMap { record -> String? in
      switch record.outcome {
      case .rejected(let error): "\(record.input.label) was answered with an error: \(error)"
      case .malformed(let reason): "\(record.input.label) got an answer that does not decode: \(reason)"
      default: nil
      }
    }
    switch sweep.stop {
    case .crashed(let input, let detail)?:
      problems.insert("\(detail) while handling \(input.label) (\(sweep.triedDescription) tried)", at: 0)
    case .protocolBroken(let input, _)? where problems.isEmpty:
      return .skip(
        "the host stopped the extension for breaking the protocol pipe while it handled \(input.label) "
          + "(see \(ProtocolPipeCleanCheck.id))")
    case .timedOut(let input, _)? where problems.isEmpty:
      return .skip(
        "only \(sweep.triedDescription) could be tried: \(input.label) was not answered in time "
          + "(see \(AnswersInTimeCheck.id))")
    case .notStarted(let reason)?:
      return .skip(reason)
    default:
      break
    }
    guard problems.isEmpty else { return .fail(evidenceList(problems)) }
    let defaults = sweep.answers.filter { _, answer in
      switch answer {
      case .action(let result): result.isSystemDefault
      case .configuration(let result): result.isSystemDefault
      case .monitor: false
      }
    }.count
    let note = defaults == 0 ? "" : "; \(defaults) by the system default (an overload not overridden)"
    return .pass("all \(sweep.inputCount) inputs were answered (\(coverage(session)))\(note)")
  }

  private static func coverage(_ session: ConformanceSession) -> String {
    switch (session.target.extensionPoint, session.submenu) {
    case (.shieldAction, .notOffered):
      "3 overloads × 2 button presses; no submenu-item presses, as no paired configuration offers a submenu (--submenu sends them)"
    case (.shieldAction, .offered(let name)): "3 overloads × 5 actions, submenu items as \(name) offers them"
    case (.shieldAction, .requested): "3 overloads × 5 actions, submenu items by --submenu"
    case (.shieldConfiguration, _): "4 overloads, and 2 inputs without a display name"
    case (.deviceActivityMonitor, _): "the 6 DeviceActivityMonitor callbacks"
    case (.deviceActivityReport, _), (.widgetKit, _): "no inputs (conform does not run this point)"
    }
  }
}
