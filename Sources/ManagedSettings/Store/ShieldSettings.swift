package import HostProtocol
import Synchronization

/// The shield settings of a store, as ManagedSettings' `ShieldSettings`.
///
/// A value read from `store.shield`; assigning a property through the store
/// (`store.shield.webDomains = …`) writes that one setting back. nil means "not set", which
/// shields nothing. Each set holds at most 50 tokens.
public struct ShieldSettings: Sendable {
  /// Apps shielded by token.
  public var applications: Set<ApplicationToken>? {
    get { changedKeys.contains(.applications) ? assigned.applications : held.values.applications }
    set { assign(.applications) { $0.applications = newValue } }
  }
  /// Web domains shielded by token; a domain covers its subdomains.
  public var webDomains: Set<WebDomainToken>? {
    get { changedKeys.contains(.webDomains) ? assigned.webDomains : held.values.webDomains }
    set { assign(.webDomains) { $0.webDomains = newValue } }
  }
  /// Apps shielded through their category.
  public var applicationCategories: ActivityCategoryPolicy<Application>? {
    get { changedKeys.contains(.applicationCategories) ? assigned.applicationCategories : held.values.applicationCategories }
    set { assign(.applicationCategories) { $0.applicationCategories = newValue } }
  }
  /// Web domains shielded through their category.
  public var webDomainCategories: ActivityCategoryPolicy<WebDomain>? {
    get { changedKeys.contains(.webDomainCategories) ? assigned.webDomainCategories : held.values.webDomainCategories }
    set { assign(.webDomainCategories) { $0.webDomainCategories = newValue } }
  }

  /// The settings assigned since this value was read.
  private(set) var changedKeys: Set<StoreShieldSettings.Key> = []
  /// The values of `changedKeys`.
  private var assigned = Values()
  /// What the store held: when this value was read, or, for a value changed in place, when the
  /// code first looked at one of its settings.
  private let held: HeldValues

  /// The settings read from the host, with nothing changed yet.
  init(_ wire: StoreShieldSettings) { held = HeldValues(Values(wire)) }

  /// The settings of `store` as they are being changed in place (`store.shield.webDomains = …`):
  /// read from the host only if the code looks at one, so an assignment costs one write.
  init(changing store: String) {
    held = HeldValues(reading: { Values(StoreBackend.read(store: store)) })
  }

  private mutating func assign(_ key: StoreShieldSettings.Key, _ change: (inout Values) -> Void) {
    change(&assigned)
    changedKeys.insert(key)
  }

  /// The settings assigned, as they travel to the host (the others are left out: the host
  /// changes only `changedKeys`).
  package var wire: StoreShieldSettings {
    StoreShieldSettings(
      applications: assigned.applications.map(Self.opaque), webDomains: assigned.webDomains.map(Self.opaque),
      applicationCategories: assigned.applicationCategories?.wire, webDomainCategories: assigned.webDomainCategories?.wire
    ).normalized()
  }

  /// Wire tokens as typed tokens.
  static func tokens<T>(_ tokens: [OpaqueToken]) -> Set<Token<T>> { Set(tokens.map { Token<T>(data: $0.data) }) }
  /// Typed tokens as wire tokens.
  static func opaque<T>(_ tokens: Set<Token<T>>) -> [OpaqueToken] { tokens.map { OpaqueToken(data: $0.bytes) } }
}

extension ShieldSettings {
  /// The four settings, typed.
  fileprivate struct Values: Sendable {
    var applications: Set<ApplicationToken>?
    var webDomains: Set<WebDomainToken>?
    var applicationCategories: ActivityCategoryPolicy<Application>?
    var webDomainCategories: ActivityCategoryPolicy<WebDomain>?

    init() {}

    init(_ wire: StoreShieldSettings) {
      applications = wire.applications.map(ShieldSettings.tokens)
      webDomains = wire.webDomains.map(ShieldSettings.tokens)
      applicationCategories = wire.applicationCategories.map(ActivityCategoryPolicy.init)
      webDomainCategories = wire.webDomainCategories.map(ActivityCategoryPolicy.init)
    }
  }

  /// The values a store held, read already or at the first look; copies of one settings value
  /// share it, so the host is asked at most once.
  fileprivate final class HeldValues: Sendable {
    private let state: Mutex<(values: Values?, read: (@Sendable () -> Values)?)>

    init(_ values: Values) { state = Mutex((values, nil)) }
    init(reading read: @escaping @Sendable () -> Values) { state = Mutex((nil, read)) }

    var values: Values {
      state.withLock { state in
        if let values = state.values { return values }
        let values = state.read?() ?? Values()
        state = (values, nil)
        return values
      }
    }
  }
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
