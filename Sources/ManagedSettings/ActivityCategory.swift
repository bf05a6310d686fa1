/// A Screen Time category, as ManagedSettings' `ActivityCategory`. Apps cannot make category tokens.
public struct ActivityCategory: Codable, Hashable, Sendable {
  public let localizedDisplayName: String?
  public let token: ActivityCategoryToken?

  /// A category by token.
  public init(token: ActivityCategoryToken) {
    self.init(localizedDisplayName: nil, token: token)
  }

  package init(localizedDisplayName: String?, token: ActivityCategoryToken?) {
    self.localizedDisplayName = localizedDisplayName
    self.token = token
  }
}
