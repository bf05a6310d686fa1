package import HostProtocol

/// The shield settings of a store, as ManagedSettings' `ShieldSettings`.
///
/// A value read from `store.shield`; assigning a property through the store
/// (`store.shield.webDomains = …`) writes that one setting back. nil means "not set", which
/// shields nothing. Each set holds at most 50 tokens.
public struct ShieldSettings: Sendable {
  /// Apps shielded by token.
  public var applications: Set<ApplicationToken>? { didSet { changedKeys.insert(.applications) } }
  /// Web domains shielded by token; a domain covers its subdomains.
  public var webDomains: Set<WebDomainToken>? { didSet { changedKeys.insert(.webDomains) } }
  /// Apps shielded through their category.
  public var applicationCategories: ActivityCategoryPolicy<Application>? {
    didSet { changedKeys.insert(.applicationCategories) }
  }
  /// Web domains shielded through their category.
  public var webDomainCategories: ActivityCategoryPolicy<WebDomain>? {
    didSet { changedKeys.insert(.webDomainCategories) }
  }

  /// The settings assigned since this value was read.
  private(set) var changedKeys: Set<StoreShieldSettings.Key> = []

  /// The settings read from the host, with nothing changed yet.
  init(_ wire: StoreShieldSettings) {
    applications = wire.applications.map(Self.tokens)
    webDomains = wire.webDomains.map(Self.tokens)
    applicationCategories = wire.applicationCategories.map(ActivityCategoryPolicy.init)
    webDomainCategories = wire.webDomainCategories.map(ActivityCategoryPolicy.init)
    changedKeys = []
  }

  /// The settings as they travel to the host.
  package var wire: StoreShieldSettings {
    StoreShieldSettings(
      applications: applications.map(Self.opaque), webDomains: webDomains.map(Self.opaque),
      applicationCategories: applicationCategories?.wire, webDomainCategories: webDomainCategories?.wire
    ).normalized()
  }

  /// Wire tokens as typed tokens.
  static func tokens<T>(_ tokens: [OpaqueToken]) -> Set<Token<T>> { Set(tokens.map { Token<T>(data: $0.data) }) }
  /// Typed tokens as wire tokens.
  static func opaque<T>(_ tokens: Set<Token<T>>) -> [OpaqueToken] { tokens.map { OpaqueToken(data: $0.bytes) } }
}

extension ShieldSettings {
  /// Which categories to shield, and which of their members to leave alone, as ManagedSettings'
  /// `ShieldSettings.ActivityCategoryPolicy`.
  public enum ActivityCategoryPolicy<Activity>: Equatable, Sendable {
    /// No category is shielded.
    case none
    /// Every category is shielded, except the listed apps or web domains.
    case all(except: Set<Token<Activity>> = [])
    /// The listed categories are shielded, except the listed apps or web domains.
    case specific(Set<ActivityCategoryToken>, except: Set<Token<Activity>> = [])

    /// The policy read from the host.
    init(_ wire: StoreCategoryPolicy) {
      switch wire.kind {
      case .none: self = .none
      case .all: self = .all(except: ShieldSettings.tokens(wire.exceptions))
      case .specific:
        self = .specific(ShieldSettings.tokens(wire.categories), except: ShieldSettings.tokens(wire.exceptions))
      }
    }

    /// The policy as it travels to the host.
    var wire: StoreCategoryPolicy {
      switch self {
      case .none: StoreCategoryPolicy(kind: .none)
      case .all(let exceptions): StoreCategoryPolicy(kind: .all, exceptions: ShieldSettings.opaque(exceptions))
      case .specific(let categories, let exceptions):
        StoreCategoryPolicy(
          kind: .specific, categories: ShieldSettings.opaque(categories), exceptions: ShieldSettings.opaque(exceptions))
      }
    }
  }
}
