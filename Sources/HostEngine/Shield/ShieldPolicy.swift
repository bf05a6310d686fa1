import HostProtocol

/// What the app shields when it starts, as it would set `ManagedSettingsStore().shield`: apps and
/// web domains by token, and whole categories; plus the device's catalogue of which apps and
/// domains each category holds. It seeds the app's default store (``storeSettings``); visits
/// decide from the store, which extensions may have changed since.
public struct ShieldPolicy: Sendable, Equatable {
  var applications: Set<String> = []
  var webDomains: Set<String> = []
  var applicationCategories: Set<String> = []
  var webDomainCategories: Set<String> = []
  /// Category name → its members.
  var categories: [String: (applications: Set<String>, webDomains: Set<String>)] = [:]

  /// Whether the two are equal.
  public static func == (lhs: ShieldPolicy, rhs: ShieldPolicy) -> Bool {
    lhs.applications == rhs.applications && lhs.webDomains == rhs.webDomains
      && lhs.applicationCategories == rhs.applicationCategories
      && lhs.webDomainCategories == rhs.webDomainCategories
      && lhs.categories.mapValues { [$0.applications, $0.webDomains] }
        == rhs.categories.mapValues { [$0.applications, $0.webDomains] }
  }

  /// Why a target is shielded, which decides the overloads the extensions get.
  enum Decision: Equatable, Sendable {
    case notShielded
    /// Shielded by its own token: the plain overloads run.
    case shielded
    /// Shielded through a category: the `in category` overloads run.
    case shieldedByCategory(String)
  }

  /// Decides whether `target` is shielded by this policy alone, as a fresh store seeded with it
  /// would. A domain's subdomains are covered by it, as on iOS. `category` names the target's
  /// category when the caller knows it (`--category`).
  func decide(_ target: VisitTarget, category: String? = nil) -> Decision {
    ShieldEvaluation(stores: [ManagedSettingsState.defaultStore: storeSettings], categories: categories)
      .decide(target, category: category)
  }

  /// The settings the app applies to its default store: the policy's names as opaque tokens.
  /// An empty list leaves its setting unset.
  var storeSettings: StoreShieldSettings {
    func tokens(_ kind: String, _ names: Set<String>) -> [OpaqueToken]? {
      names.isEmpty ? nil : names.map { TokenMint.token(kind, $0) }
    }
    func policy(_ names: Set<String>) -> StoreCategoryPolicy? {
      tokens("category", names).map { StoreCategoryPolicy(kind: .specific, categories: $0) }
    }
    return StoreShieldSettings(
      applications: tokens("application", applications), webDomains: tokens("webDomain", webDomains),
      applicationCategories: policy(applicationCategories), webDomainCategories: policy(webDomainCategories)
    ).normalized()
  }

  /// Also shields each of `targets` by token (`--shield`). A bundle id and a domain look alike, so
  /// each goes into both sets: harmless, and no guess is needed.
  public mutating func shield(_ targets: [String]) {
    for target in targets {
      applications.insert(target)
      if case .webDomain(let domain)? = try? VisitTarget.webDomain(fromURL: target) { webDomains.insert(domain) }
    }
  }

  /// `a.b.example` → `a.b.example`, `b.example`, `example`: each a slice of `domain` from a label's
  /// start, nothing joined again. Visit targets are at most 253 characters (`VisitTarget`).
  static func domainAndParents(_ domain: String) -> [String] {
    var parents = [domain]
    var index = domain.startIndex
    while let dot = domain[index...].firstIndex(of: ".") {
      index = domain.index(after: dot)
      if index < domain.endIndex { parents.append(String(domain[index...])) }
    }
    return parents
  }
}
