import HostProtocol

extension StoreShieldSettings {
  /// How one setting reads in a report: `unset`, `2 tokens`, `.specific(1 category, except 1)`.
  func summary(of key: Key) -> String {
    switch key {
    case .applications: Self.summary(applications)
    case .webDomains: Self.summary(webDomains)
    case .applicationCategories: Self.summary(applicationCategories)
    case .webDomainCategories: Self.summary(webDomainCategories)
    }
  }

  /// The settings that differ between `self` and `other`.
  func changedKeys(comparedTo other: StoreShieldSettings) -> [Key] {
    Key.allCases.filter { !sameValue(of: $0, as: other) }
  }

  private func sameValue(of key: Key, as other: StoreShieldSettings) -> Bool {
    switch key {
    case .applications: applications == other.applications
    case .webDomains: webDomains == other.webDomains
    case .applicationCategories: applicationCategories == other.applicationCategories
    case .webDomainCategories: webDomainCategories == other.webDomainCategories
    }
  }

  private static func summary(_ tokens: [OpaqueToken]?) -> String {
    guard let tokens else { return "unset" }
    return tokens.count == 1 ? "1 token" : "\(tokens.count) tokens"
  }

  private static func summary(_ policy: StoreCategoryPolicy?) -> String {
    guard let policy else { return "unset" }
    let except = policy.exceptions.isEmpty ? "" : "except \(policy.exceptions.count)"
    switch policy.kind {
    case .none: return ".none"
    case .all: return ".all(\(except))"
    case .specific:
      let count = policy.categories.count
      let categories = count == 1 ? "1 category" : "\(count) categories"
      return ".specific(\(categories)\(except.isEmpty ? "" : ", " + except))"
    }
  }
}
