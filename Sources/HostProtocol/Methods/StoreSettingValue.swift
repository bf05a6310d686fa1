/// The value of one store setting outside `shield` (`application.denyAppRemoval`,
/// `webContent.blockedByFilter`, ...), as it travels and as the host keeps it.
///
/// Coded as the plain JSON of its case: `true`, `4`, `"blockAll"`, an array of apps, or a web
/// filter object `{"filter": "specific", "domains": [...], "exceptions": [...]}`.
public enum StoreSettingValue: Codable, Hashable, Sendable {
  /// A switch, such as `application.denyAppRemoval`.
  case bool(Bool)
  /// A number, such as `media.maximumMovieRating`.
  case integer(Int)
  /// The raw value of an enumeration, such as `safari.cookiePolicy`.
  case text(String)
  /// A set of apps, such as `application.blockedApplications`.
  case applications([ApplicationInfo])
  /// `webContent.blockedByFilter`.
  case webFilter(StoreWebFilter)

  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Int.self) {
      self = .integer(value)
    } else if let value = try? container.decode(String.self) {
      self = .text(value)
    } else if let value = try? container.decode([ApplicationInfo].self) {
      self = .applications(value)
    } else {
      self = .webFilter(try container.decode(StoreWebFilter.self))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .bool(let value): try container.encode(value)
    case .integer(let value): try container.encode(value)
    case .text(let value): try container.encode(value)
    case .applications(let value): try container.encode(value)
    case .webFilter(let value): try container.encode(value)
    }
  }

  /// The same value with every set sorted and free of duplicates, so equal settings compare equal.
  public func normalized() -> StoreSettingValue {
    switch self {
    case .applications(let apps): .applications(Self.sortedSet(apps))
    case .webFilter(let filter):
      .webFilter(
        StoreWebFilter(filter: filter.filter, domains: Self.sortedSet(filter.domains), exceptions: Self.sortedSet(filter.exceptions)))
    default: self
    }
  }

  private static func sortedSet<T: Hashable & Encodable>(_ items: [T]) -> [T] {
    Set(items).sorted { "\($0)" < "\($1)" }
  }
}

/// `WebContentSettings.FilterPolicy` on the wire.
public struct StoreWebFilter: Codable, Hashable, Sendable {
  /// Which case of the policy.
  public enum Filter: String, Codable, Hashable, Sendable {
    /// `.none`: nothing is filtered.
    case none
    /// `.auto(_:except:)`: adult content is filtered, and `domains` blocked.
    case auto
    /// `.specific(_:)`: only `domains` are blocked.
    case specific
    /// `.all(except:)`: every domain is blocked but the exceptions.
    case all
  }

  /// The case.
  public var filter: Filter
  /// The domains blocked (`.auto`, `.specific`).
  public var domains: [WebDomainInfo]
  /// The domains never blocked (`.auto`, `.all`).
  public var exceptions: [WebDomainInfo]

  /// A filter policy.
  public init(filter: Filter, domains: [WebDomainInfo] = [], exceptions: [WebDomainInfo] = []) {
    self.filter = filter
    self.domains = domains
    self.exceptions = exceptions
  }
}
