import HostProtocol
import Testing

@testable import HostEngine

struct ShieldPolicyTests {
  /// `--policy FILE` names a file that must exist; the manifests folder's own ShieldPolicy.plist
  /// may be absent (nothing is shielded until the app writes its store).
  @Test func aPolicyFileTheUserNamedMustExistAndTheFoldersOwnMayBeAbsent() throws {
    let missing = "/nonexistent-\(UInt64.random(in: 0...UInt64.max))/ShieldPolicy.plist"
    #expect(throws: SetupError.self) { try ShieldPolicyReader.read(missing, required: true) }
    do {
      _ = try ShieldPolicyReader.read(missing, required: true)
    } catch {
      #expect(error.description.contains("no shield policy at \(missing)"), "\(error)")
    }
    let absent = try ShieldPolicyReader.read(missing, required: false)
    #expect(absent.storeSettings == ShieldPolicy().storeSettings)
  }

  private var policy: ShieldPolicy {
    var policy = ShieldPolicy()
    policy.webDomains = ["social.example"]
    policy.webDomainCategories = ["News"]
    policy.applicationCategories = ["Games"]
    policy.categories = ["News": ([], ["news.example"]), "Games": (["com.example.puzzles"], [])]
    return policy
  }

  @Test func aDomainCoversItsSubdomains() {
    #expect(policy.decide(.webDomain("m.social.example")) == .shielded)
    #expect(policy.decide(.webDomain("notsocial.example")) == .notShielded)
  }

  @Test func categoriesShieldTheirMembers() {
    #expect(policy.decide(.webDomain("news.example")) == .shieldedByCategory("News"))
    #expect(policy.decide(.application(bundleIdentifier: "com.example.puzzles")) == .shieldedByCategory("Games"))
    #expect(policy.decide(.application(bundleIdentifier: "com.example.other"), category: "Games") == .shieldedByCategory("Games"))
  }

  @Test(arguments: [
    ("https://Social.Example:443/feed?x=1", "social.example"), ("social.example", "social.example"),
    ("http://user@news.example/", "news.example"), ("social.example:443", "social.example"),
    ("localhost:8080/x", "localhost"), ("HTTPS://news.example", "news.example"),
  ])
  func urlsBecomeDomains(text: String, domain: String) throws {
    #expect(try VisitTarget.webDomain(fromURL: text) == .webDomain(domain))
  }

  @Test func nonsenseIsAUsageError() {
    #expect(throws: UsageError.self) { try VisitTarget.webDomain(fromURL: "not a url") }
  }

  @Test(arguments: [
    "javascript:alert(1)", "javascript://social.example/%0Aalert(1)", "file:///etc/passwd", "data:text/html,<b>x</b>",
    "mailto:someone@social.example", "ftp://social.example/", "https:social.example",
  ])
  func aURLThatIsNotHTTPIsRefusedNamingItsScheme(_ text: String) throws {
    let error = try #require(throws: UsageError.self) { try VisitTarget.webDomain(fromURL: text) }
    #expect(error.description.contains("http"), "\(error)")
  }

  @Test func aDomainsParentsAreItsSuffixesAtLabelStarts() {
    #expect(ShieldPolicy.domainAndParents("a.b.example") == ["a.b.example", "b.example", "example"])
    #expect(ShieldPolicy.domainAndParents("example") == ["example"])
  }

  /// 12k labels would mint 12k tokens of up to 24k bytes each; RFC 1035 keeps a domain to 253.
  @Test(arguments: [
    Array(repeating: "a", count: 12_000).joined(separator: "."), String(repeating: "a", count: 64) + ".example",
    "a..example", String(repeating: "abcdefgh.", count: 29) + "example",
  ])
  func aDomainOutsideRFC1035IsAUsageErrorNamingTheLimit(_ text: String) throws {
    let error = try #require(throws: UsageError.self) { try VisitTarget.webDomain(fromURL: text) }
    #expect(error.description.contains("253") || error.description.contains("not a URL or a domain"), "\(error)")
    #expect(error.description.count < 400, "the message quotes a prefix, not the whole text")
  }

  @Test func theLongestDomainIsMatchedAgainstItsParents() throws {
    let longest = Array(repeating: String(repeating: "a", count: 61), count: 4).joined(separator: ".") + ".ex"
    #expect(longest.count == 250)
    #expect(try VisitTarget.webDomain(fromURL: "https://" + longest) == .webDomain(longest))
    var policy = ShieldPolicy()
    policy.webDomains = ["ex"]
    #expect(policy.decide(.webDomain(longest)) == .shielded)
  }

  @Test func tokensAreStableAndOpaque() {
    #expect(TokenMint.token("webDomain", "a.example") == TokenMint.token("webDomain", "a.example"))
    #expect(TokenMint.token("webDomain", "a.example") != TokenMint.token("webDomain", "b.example"))
    #expect(!String(decoding: TokenMint.token("webDomain", "a.example").data, as: UTF8.self).contains("a.example"))
  }
}
