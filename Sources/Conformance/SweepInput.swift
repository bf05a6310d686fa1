import HostEngine
import HostProtocol

/// One input the system can send an extension, as a request, with the name reports give it.
///
/// The sweep sends every input iOS can send the extension: each button press on each of the three
/// `handle(action:for:)` overloads (the three submenu-item presses only when a submenu is offered,
/// for iOS sends them only from a shield whose configuration has `secondaryButtonSubmenuItems`);
/// each `configuration(shielding:)` overload, with names filled in as iOS fills them, and with a
/// missing display name, which iOS also sends.
struct SweepInput: Sendable {
  /// The request that carries the input.
  enum Request: Sendable {
    case action(HandleShieldActionRequest)
    case configuration(ShieldConfigurationRequest)
  }

  let request: Request
  /// `handle(action:for: WebDomainToken) with .secondaryButtonPressed`.
  let label: String

  /// Every input for `point`, overload by overload; submenu-item presses only with `submenu`.
  static func all(for point: ExtensionPoint, submenu: Bool) -> [SweepInput] {
    switch point {
    case .shieldAction: actionInputs(submenu: submenu)
    case .shieldConfiguration: configurationInputs
    case .deviceActivityMonitor, .deviceActivityReport, .widgetKit: []  // not hosted: conform never launches them
    }
  }

  /// The presses iOS can send: the two buttons, and the submenu items when a submenu is offered.
  static func actions(submenu: Bool) -> [ShieldAction] {
    submenu ? ShieldAction.allCases : [.primaryButtonPressed, .secondaryButtonPressed]
  }

  private static func actionInputs(submenu: Bool) -> [SweepInput] {
    let targets: [ShieldActionTarget] = [
      .application(TokenMint.token("application", "com.example.social")),
      .webDomain(TokenMint.token("webDomain", "social.example")),
      .category(TokenMint.token("category", "Social")),
    ]
    return targets.flatMap { target in
      actions(submenu: submenu).map { action in
        let request = HandleShieldActionRequest(action: action, target: target)
        return SweepInput(request: .action(request), label: "\(request.overload) with .\(action.rawValue)")
      }
    }
  }

  private static var configurationInputs: [SweepInput] {
    let social = ApplicationInfo(
      bundleIdentifier: "com.example.social", localizedDisplayName: "Social",
      token: TokenMint.token("application", "com.example.social"))
    let unnamed = ApplicationInfo(
      bundleIdentifier: "com.example.unnamed", localizedDisplayName: nil,
      token: TokenMint.token("application", "com.example.unnamed"))
    let domain = WebDomainInfo(domain: "social.example", token: TokenMint.token("webDomain", "social.example"))
    let category = ActivityCategoryInfo(localizedDisplayName: "Social", token: TokenMint.token("category", "Social"))
    let unnamedCategory = ActivityCategoryInfo(localizedDisplayName: nil, token: TokenMint.token("category", "Other"))
    let cases: [(ShieldSubject, ActivityCategoryInfo?, String)] = [
      (.application(social), nil, "for Social (com.example.social)"),
      (.application(social), category, "for Social in Social"),
      (.webDomain(domain), nil, "for social.example"),
      (.webDomain(domain), category, "for social.example in Social"),
      (.application(unnamed), nil, "for an app with no display name"),
      (.webDomain(domain), unnamedCategory, "for social.example in a category with no display name"),
    ]
    return cases.map { subject, category, description in
      let request = ShieldConfigurationRequest(subject: subject, category: category)
      return SweepInput(request: .configuration(request), label: "\(request.overload) \(description)")
    }
  }
}

/// An answer to a sweep input.
enum SweepAnswer: Sendable, Hashable {
  case action(HandleShieldActionResult)
  case configuration(ShieldConfigurationResult)
}
