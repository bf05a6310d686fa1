public import FoundationEssentials

/// An opaque token, coded as Apple codes `Token<T>`: `{"data": "<base64>"}`.
public struct OpaqueToken: Codable, Hashable, Sendable, CustomStringConvertible {
  /// The token's bytes; meaningless outside the system that made them.
  public var data: Data
  public init(data: Data) { self.data = data }
  public var description: String { data.base64EncodedString() }
}

/// An app as the configuration extension sees it.
public struct ApplicationInfo: Codable, Hashable, Sendable {
  public var bundleIdentifier: String?
  public var localizedDisplayName: String?
  public var token: OpaqueToken?
  public init(bundleIdentifier: String?, localizedDisplayName: String?, token: OpaqueToken?) {
    self.bundleIdentifier = bundleIdentifier
    self.localizedDisplayName = localizedDisplayName
    self.token = token
  }
}

/// A web domain as the configuration extension sees it.
public struct WebDomainInfo: Codable, Hashable, Sendable {
  public var domain: String?
  public var token: OpaqueToken?
  public init(domain: String?, token: OpaqueToken?) {
    self.domain = domain
    self.token = token
  }
}

/// A Screen Time category as the configuration extension sees it.
public struct ActivityCategoryInfo: Codable, Hashable, Sendable {
  public var localizedDisplayName: String?
  public var token: OpaqueToken?
  public init(localizedDisplayName: String?, token: OpaqueToken?) {
    self.localizedDisplayName = localizedDisplayName
    self.token = token
  }
}

/// What a shield covers, for the configuration extension: `{"application": …}` or `{"webDomain": …}`.
public enum ShieldSubject: Codable, Hashable, Sendable {
  case application(ApplicationInfo)
  case webDomain(WebDomainInfo)
}

/// What a shield covers, for the action extension: only a token, `{"webDomain": {"data": …}}`.
public enum ShieldActionTarget: Codable, Hashable, Sendable {
  case application(OpaqueToken)
  case webDomain(OpaqueToken)
  case category(OpaqueToken)
}
