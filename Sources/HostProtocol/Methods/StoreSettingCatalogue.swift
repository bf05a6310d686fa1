/// Every store setting outside `shield`, by the name it travels under (`group.property`, as the
/// property reads in Swift), with the kind of value it takes: the one list both the SDK's
/// setting groups and the host check a write against.
public enum StoreSettingCatalogue {
  /// What a setting holds.
  public enum Kind: Equatable, Sendable {
    /// `Bool?`.
    case bool
    /// `Int?`, within the bounds when there are any.
    case integer(ClosedRange<Int>?)
    /// An enumeration's raw value, one of these.
    case text([String])
    /// `Set<Application>?`, at most ``StoreShieldSettings/tokenLimit`` apps.
    case applications
    /// `WebContentSettings.FilterPolicy?`, at most ``StoreShieldSettings/tokenLimit`` domains in each set.
    case webFilter
  }

  /// The raw values of `SafariSettings.CookiePolicy`.
  public static let cookiePolicies = ["always", "currentWebsite", "visitedWebsites", "never"]

  /// Every setting, by name.
  public static let kinds: [String: Kind] = [
    "account.lockAccounts": .bool,
    "appStore.denyInAppPurchases": .bool,
    "appStore.maximumRating": .integer(0...2000),
    "appStore.requirePasswordForPurchases": .bool,
    "application.blockedApplications": .applications,
    "application.denyAppInstallation": .bool,
    "application.denyAppRemoval": .bool,
    "cellular.lockAppCellularData": .bool,
    "cellular.lockCellularPlan": .bool,
    "cellular.lockESIM": .bool,
    "dateAndTime.requireAutomaticDateAndTime": .bool,
    "gameCenter.denyAddingFriends": .bool,
    "gameCenter.denyMultiplayerGaming": .bool,
    "media.denyBookstoreErotica": .bool,
    "media.denyExplicitContent": .bool,
    "media.denyMusicService": .bool,
    "media.maximumMovieRating": .integer(0...1000),
    "media.maximumTVShowRating": .integer(0...1000),
    "passcode.lockPasscode": .bool,
    "safari.cookiePolicy": .text(cookiePolicies),
    "safari.denyAutoFill": .bool,
    "siri.denySiri": .bool,
    "webContent.blockedByFilter": .webFilter,
  ]

  /// Why `value` cannot be the value of `name`; nil when it can.
  public static func problem(with value: StoreSettingValue, for name: String) -> String? {
    guard let kind = kinds[name] else { return unknownMessage(name) }
    let limit = StoreShieldSettings.tokenLimit
    switch (kind, value) {
    case (.bool, .bool): return nil
    case (.integer(let bounds), .integer(let number)):
      guard let bounds, !bounds.contains(number) else { return nil }
      return "\(name) is \(number); it takes \(bounds.lowerBound) to \(bounds.upperBound)"
    case (.text(let allowed), .text(let text)):
      return allowed.contains(text) ? nil : "\(name) has no value \"\(text)\"; it takes \(allowed.joined(separator: ", "))"
    case (.applications, .applications(let apps)):
      let count = Set(apps).count
      return count > limit ? "\(name) holds \(count) apps; ManagedSettingsStore allows at most \(limit)" : nil
    case (.webFilter, .webFilter(let filter)):
      for (what, domains) in [("domains", filter.domains), ("exceptions", filter.exceptions)] where Set(domains).count > limit {
        return "\(name) holds \(Set(domains).count) \(what); ManagedSettingsStore allows at most \(limit)"
      }
      return nil
    default: return "\(name) takes \(kind.noun), not \(value.noun)"
    }
  }

  /// The message for a setting name that is not in the catalogue.
  public static func unknownMessage(_ name: String) -> String {
    "\(name) is not a ManagedSettingsStore setting this host knows"
  }
}

extension StoreSettingCatalogue.Kind {
  /// A few words for a message: "a Bool", "an Int".
  var noun: String {
    switch self {
    case .bool: "a Bool"
    case .integer: "an Int"
    case .text: "one of its raw values"
    case .applications: "a set of apps"
    case .webFilter: "a FilterPolicy"
    }
  }
}

extension StoreSettingValue {
  /// A few words for a message.
  var noun: String {
    switch self {
    case .bool: "a Bool"
    case .integer: "an Int"
    case .text: "text"
    case .applications: "a set of apps"
    case .webFilter: "a FilterPolicy"
    }
  }
}
