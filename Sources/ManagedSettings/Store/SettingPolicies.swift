import HostProtocol

extension SafariSettings {
  /// The conditions under which Safari accepts cookies, as ManagedSettings'
  /// `SafariSettings.CookiePolicy`.
  public enum CookiePolicy: String, CaseIterable, Sendable, CustomStringConvertible {
    /// Safari accepts every cookie.
    case always
    /// Safari accepts cookies from the current website only.
    case currentWebsite
    /// Safari accepts cookies from websites the user visited.
    case visitedWebsites
    /// Safari accepts no cookie.
    case never

    public var description: String { rawValue }
  }
}

extension WebContentSettings {
  /// How websites are filtered, as ManagedSettings' `WebContentSettings.FilterPolicy`. Each set
  /// holds at most 50 domains.
  public enum FilterPolicy: Equatable, Sendable {
    /// No domain is filtered.
    case none
    /// Adult content is blocked, and the given domains; the exceptions are always allowed.
    case auto(Set<WebDomain> = [], except: Set<WebDomain> = [])
    /// Only the given domains are blocked.
    case specific(Set<WebDomain>)
    /// Every website is blocked but the exceptions.
    case all(except: Set<WebDomain> = [])
  }
}

extension SafariSettings.CookiePolicy: StoreSettingConvertible {
  init?(setting: StoreSettingValue) {
    guard case .text(let raw) = setting else { return nil }
    self.init(rawValue: raw)
  }
  var setting: StoreSettingValue { .text(rawValue) }
}

extension WebContentSettings.FilterPolicy: StoreSettingConvertible {
  init?(setting: StoreSettingValue) {
    guard case .webFilter(let wire) = setting else { return nil }
    let domains = Set(wire.domains.map(WebDomain.init(wire:)))
    let exceptions = Set(wire.exceptions.map(WebDomain.init(wire:)))
    switch wire.filter {
    case .none: self = .none
    case .auto: self = .auto(domains, except: exceptions)
    case .specific: self = .specific(domains)
    case .all: self = .all(except: exceptions)
    }
  }

  var setting: StoreSettingValue {
    switch self {
    case .none: .webFilter(StoreWebFilter(filter: .none))
    case .auto(let domains, let exceptions):
      .webFilter(StoreWebFilter(filter: .auto, domains: domains.map(\.wire), exceptions: exceptions.map(\.wire)))
    case .specific(let domains): .webFilter(StoreWebFilter(filter: .specific, domains: domains.map(\.wire)))
    case .all(let exceptions): .webFilter(StoreWebFilter(filter: .all, exceptions: exceptions.map(\.wire)))
    }
  }
}
