import HostProtocol
import Testing

@testable import HostEngine

struct ShieldEvaluationTests {
  private let categories: [String: (applications: Set<String>, webDomains: Set<String>)] = [
    "News": (["com.example.headlines"], ["news.example"]), "Games": (["com.example.puzzles"], ["games.example"]),
  ]

  private func token(_ kind: String, _ name: String) -> OpaqueToken { TokenMint.token(kind, name) }

  private func evaluation(_ stores: [String: StoreShieldSettings]) -> ShieldEvaluation {
    ShieldEvaluation(stores: stores, categories: categories)
  }

  @Test func aTokenInAnyStoreShieldsAndADomainCoversItsSubdomains() {
    let stores = [
      "default": StoreShieldSettings(),
      "focus": StoreShieldSettings(webDomains: [token("webDomain", "social.example")]),
    ]
    #expect(evaluation(stores).decide(.webDomain("m.social.example")) == .shielded)
    #expect(evaluation(stores).decide(.webDomain("notsocial.example")) == .notShielded)
  }

  @Test func allExceptShieldsEveryCategoryButTheExceptions() {
    let policy = StoreCategoryPolicy(kind: .all, exceptions: [token("application", "com.example.puzzles")])
    let all = evaluation(["default": StoreShieldSettings(applicationCategories: policy)])
    #expect(all.decide(.application(bundleIdentifier: "com.example.headlines")) == .shieldedByCategory("News"))
    #expect(all.decide(.application(bundleIdentifier: "com.example.puzzles")) == .notShielded)
    #expect(all.decide(.application(bundleIdentifier: "com.example.unknown")) == .shieldedByCategory("Other"))
  }

  @Test func specificShieldsTheListedCategoriesExceptTheExceptions() {
    let policy = StoreCategoryPolicy(
      kind: .specific, categories: [token("category", "News")], exceptions: [token("webDomain", "news.example")])
    let specific = evaluation(["default": StoreShieldSettings(webDomainCategories: policy)])
    #expect(specific.decide(.webDomain("news.example")) == .notShielded)
    #expect(specific.decide(.webDomain("games.example")) == .notShielded)
    #expect(specific.decide(.webDomain("games.example"), category: "News") == .shieldedByCategory("News"))
  }

  @Test func noneShieldsNothing() {
    let none = evaluation(["default": StoreShieldSettings(applicationCategories: StoreCategoryPolicy(kind: .none))])
    #expect(none.decide(.application(bundleIdentifier: "com.example.headlines")) == .notShielded)
  }

  @Test func thePolicySeedsTheSameDecisionsItMakesItself() {
    var policy = ShieldPolicy()
    policy.webDomains = ["social.example"]
    policy.webDomainCategories = ["News"]
    policy.categories = categories
    let seeded = evaluation(["default": policy.storeSettings])
    for target: VisitTarget in [.webDomain("social.example"), .webDomain("news.example"), .webDomain("games.example")] {
      #expect(seeded.decide(target) == policy.decide(target))
    }
    #expect(policy.storeSettings.applications == nil, "an empty list leaves the setting unset")
  }
}
