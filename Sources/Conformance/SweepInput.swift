import HostEngine
import HostProtocol

/// One input the system can send an extension, as a request, with the name reports give it.
///
/// The sweep sends every input for the extension's point: each `ShieldAction` on each of the three
/// `handle(action:for:)` overloads; each `configuration(shielding:)` overload, with names filled in
/// as iOS fills them, and with a missing display name, which iOS also sends.
struct SweepInput: Sendable {
  /// The request that carries the input.
  enum Request: Sendable {
    case action(HandleShieldActionRequest)
    case configuration(ShieldConfigurationRequest)
  }

  let request: Request
  /// `handle(action:for: WebDomainToken) with .secondaryButtonPressed`.
  let label: String

  /// Every input for `point`, overload by overload.
  static func all(for point: ExtensionPoint) -> [SweepInput] {
    switch point {
    case .shieldAction: actionInputs
    case .shieldConfiguration: configurationInputs
    }
  }

  private static var actionInputs: [SweepInput] {
    let targets: [ShieldActionTarget] = [
      .application(TokenMint.token("application", "com.example.social")),
      .webDomain(TokenMint.token("webDomain", "social.example")),
      .category(TokenMint.token("category", "Social")),
    ]
    return targets.flatMap { target in
      ShieldAction.allCases.map { action in
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
