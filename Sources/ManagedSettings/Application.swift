/// An app, as ManagedSettings' `Application`.
///
/// `bundleIdentifier` and `localizedDisplayName` are filled in only inside a shield
/// configuration extension; elsewhere only the token is known.
public struct Application: Codable, Hashable, Sendable {
  public let bundleIdentifier: String?
  public let localizedDisplayName: String?
  public let token: ApplicationToken?

  /// An app by bundle identifier.
  public init(bundleIdentifier: String) {
    self.init(bundleIdentifier: bundleIdentifier, localizedDisplayName: nil, token: nil)
  }

  /// An app by token.
  public init(token: ApplicationToken) {
    self.init(bundleIdentifier: nil, localizedDisplayName: nil, token: token)
  }

  package init(bundleIdentifier: String?, localizedDisplayName: String?, token: ApplicationToken?) {
    self.bundleIdentifier = bundleIdentifier
    self.localizedDisplayName = localizedDisplayName
    self.token = token
  }
}
