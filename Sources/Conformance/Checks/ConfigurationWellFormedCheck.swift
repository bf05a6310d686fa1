import HostEngine
import HostProtocol

/// Every configuration can be drawn: labels have text and a colour in range, colours are in
/// 0...1, the blur style is a `UIBlurEffect.Style`, icon data decodes, at most three submenu items.
enum ConfigurationWellFormedCheck: ConformanceCheck {
  static let id = "configuration-well-formed"
  static let summary = "Configurations are well-formed (label text, colours in range, icon data decodes)"
  static let points: Set<ExtensionPoint> = [.shieldConfiguration]

  static func run(_ session: ConformanceSession) async -> CheckVerdict {
    let sweep = await session.sweep()
    var problems: [String] = []
    var defaults = 0
    for (input, answer) in sweep.answers {
      guard case .configuration(let result) = answer else { continue }
      if result.isSystemDefault { defaults += 1 }
      let found = ConfigurationProblems.problems(in: result.configuration)
      if !found.isEmpty { problems.append("\(input.label): \(found.joined(separator: ", "))") }
    }
    guard problems.isEmpty else { return .fail(evidenceList(problems, limit: 2)) }
    if sweep.stop != nil {
      return .skip("only \(sweep.answers.count) of \(sweep.inputCount) inputs were answered (see \(OverloadsAnsweredCheck.id))")
    }
    let note = defaults == 0 ? "" : " (\(defaults) the system default)"
    return .pass("all \(sweep.inputCount) configurations can be drawn\(note)")
  }
}
