/// The public face of a shield policy read from disk, for tools that plan visits from it (the CI
/// job `extension-host init --ci` writes).
extension ShieldPolicy {
  /// Reads the `ShieldPolicy.plist` at `path`; a malformed one is a set-up error naming the file
  /// and line.
  public static func read(_ path: String) throws(SetupError) -> ShieldPolicy {
    try ShieldPolicyReader.read(path, required: true)
  }

  /// Targets whose visits show this policy's shields, sorted: every web domain and app shielded by
  /// token, then the members of each shielded category (apps through application categories, web
  /// domains through web-domain categories).
  public var examples: (webDomains: [String], applications: [String]) {
    let throughCategories = { (names: Set<String>, members: (String) -> Set<String>) in
      names.sorted().flatMap { members($0).sorted() }
    }
    let domains = webDomains.sorted() + throughCategories(webDomainCategories) { categories[$0]?.webDomains ?? [] }
    let apps = applications.sorted() + throughCategories(applicationCategories) { categories[$0]?.applications ?? [] }
    return (Self.unique(domains), Self.unique(apps))
  }

  private static func unique(_ names: [String]) -> [String] {
    var seen: Set<String> = []
    return names.filter { seen.insert($0).inserted }
  }
}
