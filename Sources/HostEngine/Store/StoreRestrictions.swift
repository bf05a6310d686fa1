import HostProtocol

/// What the store's settings outside `shield` would do to a visit on iOS, as notes: an app in
/// `application.blockedApplications` is hidden and cannot be launched, and a site that
/// `webContent.blockedByFilter` blocks is refused by Safari's content filter, so on a device the
/// shield of such a target is never seen. The host still runs the visit (the shield is what it
/// tests) and says so.
enum StoreRestrictions {
  /// One note per store whose other settings keep `target` from being used at all.
  static func notes(for target: VisitTarget, in settings: [String: [String: StoreSettingValue]]) -> [String] {
    settings.keys.sorted().compactMap { store in
      guard let values = settings[store] else { return nil }
      switch target {
      case .application(let bundleIdentifier):
        guard case .applications(let apps) = values["application.blockedApplications"],
          apps.contains(where: { matches($0, bundleIdentifier) })
        else { return nil }
        return "store \"\(store)\" lists \(bundleIdentifier) in application.blockedApplications: on iOS the app is "
          + "hidden and cannot be launched, so its shield is never seen (this visit shows the shield all the same)"
      case .webDomain(let domain):
        guard case .webFilter(let filter) = values["webContent.blockedByFilter"], blocks(filter, domain) else { return nil }
        return "store \"\(store)\"'s webContent.blockedByFilter blocks \(domain): on iOS Safari's content filter refuses "
          + "the page, so its shield is never seen (this visit shows the shield all the same)"
      }
    }
  }

  private static func matches(_ app: ApplicationInfo, _ bundleIdentifier: String) -> Bool {
    app.bundleIdentifier == bundleIdentifier || app.token == TokenMint.token("application", bundleIdentifier)
  }

  /// Whether `filter` blocks `domain`: a listed domain covers its subdomains; an exception
  /// always wins. The adult-content part of `.auto` is not modelled (no site here is adult).
  private static func blocks(_ filter: StoreWebFilter, _ domain: String) -> Bool {
    let names = Set(ShieldPolicy.domainAndParents(domain))
    let tokens = Set(names.map { TokenMint.token("webDomain", $0) })
    func listed(_ domains: [WebDomainInfo]) -> Bool {
      domains.contains { info in
        info.domain.map { names.contains($0.lowercased()) } ?? false || info.token.map(tokens.contains) ?? false
      }
    }
    switch filter.filter {
    case .none: return false
    case .all: return !listed(filter.exceptions)
    case .specific: return listed(filter.domains)
    case .auto: return listed(filter.domains) && !listed(filter.exceptions)
    }
  }
}
