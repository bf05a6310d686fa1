import HostProtocol
import Testing

@testable import ExtensionHost

struct ShieldPolicyTests {
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

  @Test func tokensAreStableAndOpaque() {
    #expect(TokenMint.token("webDomain", "a.example") == TokenMint.token("webDomain", "a.example"))
    #expect(TokenMint.token("webDomain", "a.example") != TokenMint.token("webDomain", "b.example"))
    #expect(!String(decoding: TokenMint.token("webDomain", "a.example").data, as: UTF8.self).contains("a.example"))
  }
}
