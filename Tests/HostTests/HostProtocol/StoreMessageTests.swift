import Foundation
import HostProtocol
import Testing

struct StoreMessageTests {
  @Test func aWriteTravelsWithItsKeysAndSortedTokens() throws {
    let settings = StoreShieldSettings(
      webDomains: [OpaqueToken(data: Data([2])), OpaqueToken(data: Data([1]))],
      webDomainCategories: StoreCategoryPolicy(kind: .all, exceptions: [OpaqueToken(data: Data([3]))])
    ).normalized()
    let body = try JSONRPCEncoding.request(
      StoreWriteRequest(store: "default", shield: settings, keys: [.webDomains]), id: .string("ext-1"))
    let text = String(decoding: body, as: UTF8.self)
    #expect(text.contains(#""method":"store/write""#))
    #expect(text.contains(#""keys":["webDomains"]"#))
    #expect(text.contains(#""webDomains":[{"data":"AQ=="},{"data":"Ag=="}]"#))
    #expect(text.contains(#""kind":"all""#))
    let decoded = try JSONRPCMessage.decode(body).params(StoreWriteRequest.self)
    #expect(decoded.shield == settings)
  }

  @Test func applyCopiesOnlyTheNamedSettings() {
    var settings = StoreShieldSettings(applications: [OpaqueToken(data: Data([1]))])
    settings.apply([.webDomains], from: StoreShieldSettings(applications: [], webDomains: [OpaqueToken(data: Data([2]))]))
    #expect(settings.applications?.count == 1)
    #expect(settings.webDomains?.count == 1)
  }

  @Test func limitViolationsNameEveryOversizedSet() {
    let tokens = (0...50).map { OpaqueToken(data: Data([UInt8($0)])) }
    let settings = StoreShieldSettings(
      webDomains: tokens, applicationCategories: StoreCategoryPolicy(kind: .all, exceptions: tokens))
    #expect(
      settings.limitViolations == [
        "shield.webDomains holds 51 tokens; ManagedSettingsStore allows at most 50",
        "shield.applicationCategories (exceptions) holds 51 tokens; ManagedSettingsStore allows at most 50",
      ])
    #expect(StoreShieldSettings(webDomains: Array(tokens.prefix(50))).limitViolations.isEmpty)
  }

  /// Every one of the six sets is checked, the category sets of both policies included, and
  /// exactly 50 fits.
  @Test(arguments: 0..<6)
  func eachSetIsCheckedAgainstTheTokenLimit(which: Int) {
    func settings(_ count: Int) -> StoreShieldSettings {
      let tokens = (0..<count).map { OpaqueToken(data: Data([UInt8($0), 9])) }
      switch which {
      case 0: return StoreShieldSettings(applications: tokens)
      case 1: return StoreShieldSettings(webDomains: tokens)
      case 2: return StoreShieldSettings(applicationCategories: StoreCategoryPolicy(kind: .specific, categories: tokens))
      case 3: return StoreShieldSettings(applicationCategories: StoreCategoryPolicy(kind: .all, exceptions: tokens))
      case 4: return StoreShieldSettings(webDomainCategories: StoreCategoryPolicy(kind: .specific, categories: tokens))
      default: return StoreShieldSettings(webDomainCategories: StoreCategoryPolicy(kind: .all, exceptions: tokens))
      }
    }
    let names = [
      "shield.applications", "shield.webDomains", "shield.applicationCategories (categories)",
      "shield.applicationCategories (exceptions)", "shield.webDomainCategories (categories)",
      "shield.webDomainCategories (exceptions)",
    ]
    #expect(settings(StoreShieldSettings.tokenLimit).limitViolations.isEmpty)
    #expect(
      settings(StoreShieldSettings.tokenLimit + 1).limitViolations
        == ["\(names[which]) holds 51 tokens; ManagedSettingsStore allows at most 50"])
  }
}
