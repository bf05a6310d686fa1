import HostProtocol

/// Decides whether a target is shielded by an app's stores, as iOS combines them: the target is
/// shielded when any store shields it, by its own token first, else through its category.
///
/// Stores hold only opaque tokens; the evaluation mints the target's tokens (a domain's and its
/// parents', so a domain covers its subdomains) and looks them up. Which category an app or a
/// domain belongs to comes from the device's catalogue: the shield policy's `Categories`, or
/// `--category`.
struct ShieldEvaluation: Sendable {
  /// The stores, by name.
  var stores: [String: StoreShieldSettings]
  /// Category name → its members.
  var categories: [String: (applications: Set<String>, webDomains: Set<String>)]

  /// The category a target belongs to when the catalogue does not say, for `.all(except:)`.
  static let fallbackCategory = "Other"

  /// Decides for `target`; `category` names its category when the caller knows it.
  func decide(_ target: VisitTarget, category: String? = nil) -> ShieldPolicy.Decision {
    let tokens = Self.tokens(of: target)
    let ordered = stores.keys.sorted().compactMap { stores[$0] }
    for settings in ordered {
      let byToken: [OpaqueToken]? = {
        switch target {
        case .webDomain: settings.webDomains
        case .application: settings.applications
        }
      }()
      if let byToken, !tokens.isDisjoint(with: byToken) { return .shielded }
    }
    let candidates = category.map { [$0] } ?? memberships(of: target)
    for settings in ordered {
      let policy: StoreCategoryPolicy? = {
        switch target {
        case .webDomain: settings.webDomainCategories
        case .application: settings.applicationCategories
        }
      }()
      guard let policy, tokens.isDisjoint(with: policy.exceptions) else { continue }
      switch policy.kind {
      case .none:
        continue
      case .all:
        return .shieldedByCategory(candidates.first ?? Self.fallbackCategory)
      case .specific:
        let shielded = Set(policy.categories)
        if let name = candidates.first(where: { shielded.contains(TokenMint.token("category", $0)) }) {
          return .shieldedByCategory(name)
        }
      }
    }
    return .notShielded
  }

  /// The tokens that stand for `target` in a store: a domain's own and its parents'.
  static func tokens(of target: VisitTarget) -> Set<OpaqueToken> {
    switch target {
    case .webDomain(let domain):
      Set(ShieldPolicy.domainAndParents(domain).map { TokenMint.token("webDomain", $0) })
    case .application(let bundleIdentifier):
      [TokenMint.token("application", bundleIdentifier)]
    }
  }

  /// The categories whose members include `target`, by name.
  private func memberships(of target: VisitTarget) -> [String] {
    categories.keys.sorted().filter { name in
      guard let members = categories[name] else { return false }
      switch target {
      case .webDomain(let domain): return ShieldPolicy.domainAndParents(domain).contains(where: members.webDomains.contains)
      case .application(let bundleIdentifier): return members.applications.contains(bundleIdentifier)
      }
    }
  }
}
