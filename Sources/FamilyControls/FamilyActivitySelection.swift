public import ManagedSettings

/// The apps, categories and web domains a person picked, as FamilyControls'
/// `FamilyActivitySelection`: what an app stores in its App Group for its extensions.
///
/// Coded exactly as iOS codes it, so a selection the app saved decodes here: an object with
/// seven members, `applicationTokens`, `categoryTokens`, `webDomainTokens` (arrays of tokens,
/// each `{"data": "<base64>"}`), `includeEntireCategory`, and the three
/// `untokenizedApplicationIdentifiers`, `untokenizedCategoryIdentifiers`,
/// `untokenizedWebDomainIdentifiers` (arrays, empty on a device). Decoding accepts a selection
/// saved before iOS 16, without `includeEntireCategory` and the untokenized lists.
/// `Documentation/SourceCompatibility.md` gives the source of this encoding.
public struct FamilyActivitySelection: Codable, Hashable, Sendable {
  /// The apps picked.
  public var applicationTokens: Set<ApplicationToken>
  /// The categories picked.
  public var categoryTokens: Set<ActivityCategoryToken>
  /// The web domains picked.
  public var webDomainTokens: Set<WebDomainToken>
  /// Whether a picked category stands for all its apps and domains, including ones installed later.
  public var includeEntireCategory: Bool
  private var untokenizedApplicationIdentifiers: [String] = []
  private var untokenizedCategoryIdentifiers: [String] = []
  private var untokenizedWebDomainIdentifiers: [String] = []

  /// An empty selection.
  public init() { self.init(includeEntireCategory: false) }

  /// An empty selection that counts whole categories (iOS 16).
  public init(includeEntireCategory: Bool) {
    applicationTokens = []
    categoryTokens = []
    webDomainTokens = []
    self.includeEntireCategory = includeEntireCategory
  }

  /// The apps picked, as values holding only their tokens (names are hidden outside the picker).
  public var applications: Set<Application> { Set(applicationTokens.map { Application(token: $0) }) }
  /// The categories picked.
  public var categories: Set<ActivityCategory> { Set(categoryTokens.map { ActivityCategory(token: $0) }) }
  /// The web domains picked.
  public var webDomains: Set<WebDomain> { Set(webDomainTokens.map { WebDomain(token: $0) }) }

  private enum CodingKeys: String, CodingKey {
    case applicationTokens, categoryTokens, webDomainTokens, includeEntireCategory
    case untokenizedApplicationIdentifiers, untokenizedCategoryIdentifiers, untokenizedWebDomainIdentifiers
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    applicationTokens = try container.decode(Set<ApplicationToken>.self, forKey: .applicationTokens)
    categoryTokens = try container.decode(Set<ActivityCategoryToken>.self, forKey: .categoryTokens)
    webDomainTokens = try container.decode(Set<WebDomainToken>.self, forKey: .webDomainTokens)
    includeEntireCategory = try container.decodeIfPresent(Bool.self, forKey: .includeEntireCategory) ?? false
    untokenizedApplicationIdentifiers =
      try container.decodeIfPresent([String].self, forKey: .untokenizedApplicationIdentifiers) ?? []
    untokenizedCategoryIdentifiers =
      try container.decodeIfPresent([String].self, forKey: .untokenizedCategoryIdentifiers) ?? []
    untokenizedWebDomainIdentifiers =
      try container.decodeIfPresent([String].self, forKey: .untokenizedWebDomainIdentifiers) ?? []
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(applicationTokens, forKey: .applicationTokens)
    try container.encode(categoryTokens, forKey: .categoryTokens)
    try container.encode(webDomainTokens, forKey: .webDomainTokens)
    try container.encode(includeEntireCategory, forKey: .includeEntireCategory)
    try container.encode(untokenizedApplicationIdentifiers, forKey: .untokenizedApplicationIdentifiers)
    try container.encode(untokenizedCategoryIdentifiers, forKey: .untokenizedCategoryIdentifiers)
    try container.encode(untokenizedWebDomainIdentifiers, forKey: .untokenizedWebDomainIdentifiers)
  }
}
