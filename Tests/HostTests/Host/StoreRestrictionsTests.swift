import Foundation
import HostProtocol
import Testing

@testable import HostEngine

/// The notes a visit gets when the store's other settings keep its target from being used on iOS.
struct StoreRestrictionsTests {
  static func filter(_ kind: StoreWebFilter.Filter, domains: [String] = [], except: [String] = []) -> [String: [String: StoreSettingValue]] {
    let info = { (names: [String]) in names.map { WebDomainInfo(domain: $0, token: nil) } }
    return ["s": ["webContent.blockedByFilter": .webFilter(StoreWebFilter(filter: kind, domains: info(domains), exceptions: info(except)))]]
  }

  @Test(arguments: [
    (filter(.specific, domains: ["video.example"]), "m.video.example", true),
    (filter(.specific, domains: ["video.example"]), "news.example", false),
    (filter(.all, except: ["school.example"]), "news.example", true),
    (filter(.all, except: ["school.example"]), "www.school.example", false),
    (filter(.auto, domains: ["casino.example"], except: ["casino.example"]), "casino.example", false),
    (filter(.auto, domains: ["casino.example"]), "casino.example", true),
    (filter(.none), "casino.example", false),
  ])
  func aWebFilterBlocksWhatApplesDocumentationSays(_ settings: [String: [String: StoreSettingValue]], _ domain: String, _ blocked: Bool) {
    let notes = StoreRestrictions.notes(for: .webDomain(domain), in: settings)
    #expect(notes.isEmpty != blocked, "\(notes)")
  }

  @Test func aBlockedAppIsNamedByBundleOrByToken() {
    let byBundle = ApplicationInfo(bundleIdentifier: "com.example.game", localizedDisplayName: nil, token: nil)
    let byToken = ApplicationInfo(bundleIdentifier: nil, localizedDisplayName: nil, token: TokenMint.token("application", "com.example.chat"))
    let settings: [String: [String: StoreSettingValue]] = ["strict": ["application.blockedApplications": .applications([byBundle, byToken])]]
    for app in ["com.example.game", "com.example.chat"] {
      let notes = StoreRestrictions.notes(for: .application(bundleIdentifier: app), in: settings)
      #expect(notes.count == 1 && notes[0].contains("hidden and cannot be launched"), "\(app): \(notes)")
    }
    #expect(StoreRestrictions.notes(for: .application(bundleIdentifier: "com.example.mail"), in: settings).isEmpty)
  }
}

/// The host keeps the store's other settings to Apple's kinds and bounds whatever the writer: an
/// extension that speaks the protocol without this package's SDK is refused the same way.
struct StoreSettingsStateTests {
  @Test(arguments: [
    ("appStore.maximumRating", StoreSettingValue.integer(2001)), ("media.maximumMovieRating", .integer(-1)),
    ("application.denyAppRemoval", .integer(1)), ("no.such.setting", .bool(true)),
  ])
  func aValueOutsideApplesKindsAndBoundsIsRefusedAndTheStoreKept(_ name: String, _ value: StoreSettingValue) throws {
    let stores = try ManagedSettingsState(file: nil)
    _ = try stores.set(["appStore.maximumRating": .integer(300)], removing: [], in: "strict")
    #expect(throws: ManagedSettingsState.Refusal.self) { try stores.set([name: value], removing: [], in: "strict") }
    #expect(stores.snapshot.settings["strict"] == ["appStore.maximumRating": .integer(300)])
  }

  @Test func clearingOneStoreKeepsEveryOtherStoresSettings() throws {
    let stores = try ManagedSettingsState(file: nil)
    _ = try stores.set(["appStore.maximumRating": .integer(300)], removing: [], in: "bedtime")
    _ = try stores.set(["application.denyAppRemoval": .bool(true)], removing: [], in: "limits")
    _ = try stores.write([.webDomains], from: StoreShieldSettings(webDomains: [OpaqueToken(data: Data([1]))]), to: "limits")
    let cleared = try stores.clear("bedtime")
    #expect(cleared.settings == ["appStore.maximumRating": .integer(300)])
    #expect(stores.snapshot.settings == ["limits": ["application.denyAppRemoval": .bool(true)]])
    #expect(stores.read("limits").webDomains?.count == 1)
    _ = try stores.clear("limits")
    #expect(stores.snapshot.settings.isEmpty && stores.snapshot.shields.isEmpty)
  }
}
