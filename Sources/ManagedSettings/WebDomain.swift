/// A web domain, as ManagedSettings' `WebDomain`. `domain` is known only in a configuration extension.
public struct WebDomain: Codable, Hashable, Sendable {
  public let domain: String?
  public let token: WebDomainToken?

  /// A web domain by name.
  public init(domain: String) {
    self.init(domain: domain, token: nil)
  }

  /// A web domain by token.
  public init(token: WebDomainToken) {
    self.init(domain: nil, token: token)
  }

  package init(domain: String?, token: WebDomainToken?) {
    self.domain = domain
    self.token = token
  }
}
