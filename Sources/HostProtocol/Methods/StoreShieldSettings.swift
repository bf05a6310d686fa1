/// The shield settings of one `ManagedSettingsStore`, as they travel and as the host keeps them.
///
/// nil means "not set", which shields nothing. Token lists are sets, kept sorted so the JSON is
/// stable; ``normalized()`` sorts and removes duplicates.
public struct StoreShieldSettings: Codable, Hashable, Sendable {
  /// One of the four shield settings, named as in `ShieldSettings`.
  public enum Key: String, Codable, Hashable, Sendable, CaseIterable {
    case applications, webDomains, applicationCategories, webDomainCategories
  }

  /// Apple's limit on each token set and on each set of exceptions.
  public static let tokenLimit = 50

  /// `shield.applications`.
  public var applications: [OpaqueToken]?
  /// `shield.webDomains`.
  public var webDomains: [OpaqueToken]?
  /// `shield.applicationCategories`.
  public var applicationCategories: StoreCategoryPolicy?
  /// `shield.webDomainCategories`.
  public var webDomainCategories: StoreCategoryPolicy?

  /// Settings with the given values; nil leaves a setting unset.
  public init(
    applications: [OpaqueToken]? = nil, webDomains: [OpaqueToken]? = nil,
    applicationCategories: StoreCategoryPolicy? = nil, webDomainCategories: StoreCategoryPolicy? = nil
  ) {
    self.applications = applications
    self.webDomains = webDomains
    self.applicationCategories = applicationCategories
    self.webDomainCategories = webDomainCategories
  }

  /// Whether no setting is set.
  public var isEmpty: Bool { self == StoreShieldSettings() }

  /// Copies the settings named by `keys` from `other`, leaving the others as they are.
  public mutating func apply(_ keys: [Key], from other: StoreShieldSettings) {
    for key in keys {
      switch key {
      case .applications: applications = other.applications
      case .webDomains: webDomains = other.webDomains
      case .applicationCategories: applicationCategories = other.applicationCategories
      case .webDomainCategories: webDomainCategories = other.webDomainCategories
      }
    }
  }

  /// The same settings with every token list sorted and free of duplicates.
  public func normalized() -> StoreShieldSettings {
    StoreShieldSettings(
      applications: applications.map(OpaqueToken.sortedSet), webDomains: webDomains.map(OpaqueToken.sortedSet),
      applicationCategories: applicationCategories?.normalized(), webDomainCategories: webDomainCategories?.normalized())
  }

  /// One sentence for each set that holds more than ``tokenLimit`` tokens; empty when all fit.
  public var limitViolations: [String] {
    var problems: [String] = []
    func check(_ count: Int?, _ what: String) {
      guard let count, count > Self.tokenLimit else { return }
      problems.append("\(what) holds \(count) tokens; ManagedSettingsStore allows at most \(Self.tokenLimit)")
    }
    check(applications.map { Set($0).count }, "shield.applications")
    check(webDomains.map { Set($0).count }, "shield.webDomains")
    for (name, policy) in [("applicationCategories", applicationCategories), ("webDomainCategories", webDomainCategories)] {
      check(policy.map { Set($0.categories).count }, "shield.\(name) (categories)")
      check(policy.map { Set($0.exceptions).count }, "shield.\(name) (exceptions)")
    }
    return problems
  }
}

/// `ShieldSettings.ActivityCategoryPolicy` on the wire: `{"kind": "specific", "categories": [...],
/// "exceptions": [...]}`.
public struct StoreCategoryPolicy: Codable, Hashable, Sendable {
  /// Which case of the policy.
  public enum Kind: String, Codable, Hashable, Sendable {
    /// `.none`: no category is shielded.
    case none
    /// `.all(except:)`: every category is shielded.
    case all
    /// `.specific(_:except:)`: the listed categories are shielded.
    case specific
  }

  /// The case.
  public var kind: Kind
  /// The category tokens of `.specific`; empty otherwise.
  public var categories: [OpaqueToken]
  /// Apps or web domains left unshielded, by token.
  public var exceptions: [OpaqueToken]

  /// A policy; `categories` matters only for `.specific`.
  public init(kind: Kind, categories: [OpaqueToken] = [], exceptions: [OpaqueToken] = []) {
    self.kind = kind
    self.categories = categories
    self.exceptions = exceptions
  }

  /// The same policy with sorted, duplicate-free token lists.
  public func normalized() -> StoreCategoryPolicy {
    StoreCategoryPolicy(
      kind: kind, categories: OpaqueToken.sortedSet(categories), exceptions: OpaqueToken.sortedSet(exceptions))
  }
}

extension OpaqueToken {
  /// `tokens` without duplicates, sorted by their base64 text.
  static func sortedSet(_ tokens: [OpaqueToken]) -> [OpaqueToken] {
    Set(tokens).sorted { $0.description < $1.description }
  }
}
