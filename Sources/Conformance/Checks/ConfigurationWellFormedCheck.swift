import HostEngine
import HostProtocol

/// Every configuration can be drawn: colours are in 0...1, the blur style is a
/// `UIBlurEffect.Style`, icon data decodes, at most three submenu items. An empty label is drawn
/// as nothing, as iOS does; an empty title passes with a warning, saying why.
enum ConfigurationWellFormedCheck: ConformanceCheck {
  static let id = "configuration-well-formed"
  static let summary = "Configurations are well-formed (colours in range, a known blur, icon data decodes)"
  static let iOSBehaviour = "iOS draws the ShieldConfiguration it is given: colours are UIColors (components in 0...1), the blur a UIBlurEffect.Style, the icon a UIImage, at most three submenu items; an empty subtitle shows nothing"
  static let iOSSource = "https://developer.apple.com/documentation/managedsettingsui/shieldconfiguration"
  static let points: Set<ExtensionPoint> = [.shieldConfiguration]

  static func run(_ session: ConformanceSession) async -> CheckVerdict {
    let sweep = await session.sweep()
    var problems: [String] = []
    var defaults = 0
    var warnings: [String] = []
    for (input, answer) in sweep.answers {
      guard case .configuration(let result) = answer else { continue }
      if result.isSystemDefault { defaults += 1 }
      let found = ConfigurationProblems.problems(in: result.configuration)
      if !found.isEmpty { problems.append("\(input.label): \(found.joined(separator: ", "))") }
      let doubtful = ConfigurationProblems.warnings(in: result.configuration)
      if !doubtful.isEmpty { warnings.append("\(input.label): \(doubtful.joined(separator: ", "))") }
    }
    guard problems.isEmpty else { return .fail(evidenceList(problems, limit: 2)) }
    if sweep.stop != nil {
      return .skip("only \(sweep.answers.count) of \(sweep.inputCount) inputs were answered (see \(OverloadsAnsweredCheck.id))")
    }
    let note = defaults == 0 ? "" : " (\(defaults) the system default)"
    let warning = warnings.isEmpty ? "" : "; warning: " + evidenceList(warnings, limit: 1)
    return .pass("all \(sweep.inputCount) configurations can be drawn\(note)\(warning)")
  }
}
