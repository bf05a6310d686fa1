/// What is shielded, as the app would set `ManagedSettingsStore().shield`: apps and web domains by
/// token, and whole categories, with the members of each category.
struct ShieldPolicy: Sendable, Equatable {
  var applications: Set<String> = []
  var webDomains: Set<String> = []
  var applicationCategories: Set<String> = []
  var webDomainCategories: Set<String> = []
  /// Category name → its members.
  var categories: [String: (applications: Set<String>, webDomains: Set<String>)] = [:]

  static func == (lhs: ShieldPolicy, rhs: ShieldPolicy) -> Bool {
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

  /// Decides whether `target` is shielded. A domain's subdomains are covered by it, as on iOS.
  /// `category` names the target's category when the caller knows it (`--category`).
  func decide(_ target: VisitTarget, category: String? = nil) -> Decision {
    switch target {
    case .webDomain(let domain):
      if Self.domainAndParents(domain).contains(where: webDomains.contains) { return .shielded }
      let member = category.map { [$0] } ?? categories.keys.sorted().filter { name in
        Self.domainAndParents(domain).contains { categories[name]?.webDomains.contains($0) ?? false }
      }
      if let name = member.first(where: webDomainCategories.contains) { return .shieldedByCategory(name) }
    case .application(let bundleIdentifier):
      if applications.contains(bundleIdentifier) { return .shielded }
      let member = category.map { [$0] } ?? categories.keys.sorted().filter {
        categories[$0]?.applications.contains(bundleIdentifier) ?? false
      }
      if let name = member.first(where: applicationCategories.contains) { return .shieldedByCategory(name) }
    }
    return .notShielded
  }

  /// Also shields each of `targets` by token (`--shield`). A bundle id and a domain look alike, so
  /// each goes into both sets: harmless, and no guess is needed.
  mutating func shield(_ targets: [String]) {
    for target in targets {
      applications.insert(target)
      if case .webDomain(let domain)? = try? VisitTarget.webDomain(fromURL: target) { webDomains.insert(domain) }
    }
  }

  /// `a.b.example` → `a.b.example`, `b.example`, `example`.
  static func domainAndParents(_ domain: String) -> [String] {
    let labels = domain.split(separator: ".")
    return labels.indices.map { labels[$0...].joined(separator: ".") }
  }
}
