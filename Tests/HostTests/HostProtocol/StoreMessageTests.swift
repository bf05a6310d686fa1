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
}
