public import HostProtocol
import ShieldRendering

/// Asks the configuration extension for a shield; on any failure the system default shows, as on iOS.
struct ConfigurationStep {
  /// The configuration extension; nil when the project ships none, and the system draws its
  /// default shield (`SystemStandIn`): no failure, so no fallback reason.
  let launch: ExtensionLauncher.Launch?
  let deadline: RequestDeadline

  struct Result {
    var frame: VisitReport.Frame
    var shield: ResolvedShield
    /// The report's sentence when the visit's deadline passed before the contract's.
    var timedOut: String?
  }

  func frame(for target: VisitTarget, category: ActivityCategoryInfo?, reason: String) async -> Result {
    let request = ShieldConfigurationRequest(subject: subject(for: target), category: category)
    guard let launch else {
      let frame = VisitReport.Frame(reason: reason, overload: nil, configuration: nil, isSystemDefault: true)
      return Result(frame: frame, shield: ResolvedShield(nil, subjectName: target.displayName))
    }
    var frame = VisitReport.Frame(reason: reason, overload: request.overload, configuration: nil, isSystemDefault: true)
    if let failure = launch.failure {
      frame.fallbackReason = "the configuration extension did not start: \(failure.detail)"
      return Result(frame: frame, shield: ResolvedShield(nil, subjectName: target.displayName))
    }
    let connection = launch.connection
    let role = RequestVerdict.Role.configuration(overload: request.overload)
    guard case .ended(let outcome) = await deadline.send(request, on: connection, as: role) else {
      frame.fallbackReason = "timed out: no answer within the \(deadline.askedMilliseconds) ms this visit asked for"
      return Result(
        frame: frame, shield: ResolvedShield(nil, subjectName: target.displayName),
        timedOut: deadline.timedOutSentence(connection.name, request: request.overload))
    }
    RequestVerdict.judge(outcome, of: role, on: connection)
    switch outcome {
    case .answered(let result):
      frame.configuration = result.configuration
      frame.isSystemDefault = result.isSystemDefault
      let problems = ConfigurationCheck.problems(in: result.configuration)
      for problem in problems { connection.addFault(.malformedAnswer, problem) }
      return Result(
        frame: frame,
        shield: ResolvedShield(result.configuration, subjectName: target.displayName, isSystemDefault: result.isSystemDefault))
    case .rejected: frame.fallbackReason = "the extension answered with an error"
    case .malformed: frame.fallbackReason = "the extension's answer did not decode"
    case .timedOut(let milliseconds): frame.fallbackReason = "the extension took too long (over \(milliseconds) ms)"
    case .extensionGone(let reason): frame.fallbackReason = reason
    }
    return Result(frame: frame, shield: ResolvedShield(nil, subjectName: target.displayName))
  }

  private func subject(for target: VisitTarget) -> ShieldSubject {
    switch target {
    case .webDomain(let domain):
      .webDomain(WebDomainInfo(domain: domain, token: TokenMint.token("webDomain", domain)))
    case .application(let bundleIdentifier):
      .application(
        ApplicationInfo(
          bundleIdentifier: bundleIdentifier, localizedDisplayName: VisitTarget.appName(bundleIdentifier),
          token: TokenMint.token("application", bundleIdentifier)))
    }
  }
}

/// Checks a configuration is one iOS can draw.
public enum ConfigurationCheck {
  /// What is wrong with `configuration` as iOS would draw it (empty labels, unreadable icons, colours out of range); empty when nothing is.
  public static func problems(in configuration: ShieldConfiguration) -> [String] {
    var problems: [String] = []
    let colors: [(String, ShieldColor?)] = [
      ("backgroundColor", configuration.backgroundColor),
      ("primaryButtonBackgroundColor", configuration.primaryButtonBackgroundColor),
      ("title.color", configuration.title?.color), ("subtitle.color", configuration.subtitle?.color),
      ("primaryButtonLabel.color", configuration.primaryButtonLabel?.color),
      ("secondaryButtonLabel.color", configuration.secondaryButtonLabel?.color),
    ]
    for (name, color) in colors where color.map({ !$0.isInRange }) ?? false {
      problems.append("\(name) has components outside 0...1")
    }
    if let style = configuration.backgroundBlurStyle, style.name == nil {
      problems.append("backgroundBlurStyle \(style.rawValue) is not a UIBlurEffect.Style")
    }
    if let items = configuration.secondaryButtonSubmenuItems, items.count > 3 {
      problems.append("secondaryButtonSubmenuItems has \(items.count) items; iOS shows at most 3")
    }
    return problems
  }
}
