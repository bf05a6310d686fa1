import Foundation
import HostProtocol
import ManagedSettings
import Testing

/// The store's setting groups besides `shield`, without a host: each setting keeps what was
/// assigned, nil deletes it, a refused value leaves the store as it was, and the wire forms of
/// the values read back as they were written.
struct StoreSettingGroupsTests {
  private func store() -> ManagedSettingsStore {
    ManagedSettingsStore(named: ManagedSettingsStore.Name("groups-\(UUID().uuidString)"))
  }

  /// Every setting of every group, assigned and read back through the store: a property whose
  /// name is not the catalogue's would be refused and read back nil.
  @Test func everySettingOfEveryGroupKeepsWhatWasAssigned() {
    let store = store()
    store.account.lockAccounts = true
    store.appStore.denyInAppPurchases = true
    store.appStore.maximumRating = 600
    store.appStore.requirePasswordForPurchases = false
    store.application.blockedApplications = [Application(bundleIdentifier: "com.example.game")]
    store.application.denyAppInstallation = true
    store.application.denyAppRemoval = true
    store.cellular.lockAppCellularData = true
    store.cellular.lockCellularPlan = true
    store.cellular.lockESIM = false
    store.dateAndTime.requireAutomaticDateAndTime = true
    store.gameCenter.denyAddingFriends = true
    store.gameCenter.denyMultiplayerGaming = true
    store.media.denyBookstoreErotica = true
    store.media.denyExplicitContent = true
    store.media.denyMusicService = false
    store.media.maximumMovieRating = 200
    store.media.maximumTVShowRating = 400
    store.passcode.lockPasscode = true
    store.safari.cookiePolicy = .visitedWebsites
    store.safari.denyAutoFill = true
    store.siri.denySiri = true
    store.webContent.blockedByFilter = .auto([WebDomain(domain: "casino.example")], except: [WebDomain(domain: "school.example")])

    #expect(store.account.lockAccounts == true)
    #expect(store.appStore.denyInAppPurchases == true && store.appStore.maximumRating == 600)
    #expect(store.appStore.requirePasswordForPurchases == false)
    #expect(store.application.blockedApplications == [Application(bundleIdentifier: "com.example.game")])
    #expect(store.application.denyAppInstallation == true && store.application.denyAppRemoval == true)
    #expect(store.cellular.lockAppCellularData == true && store.cellular.lockCellularPlan == true && store.cellular.lockESIM == false)
    #expect(store.dateAndTime.requireAutomaticDateAndTime == true)
    #expect(store.gameCenter.denyAddingFriends == true && store.gameCenter.denyMultiplayerGaming == true)
    #expect(store.media.denyBookstoreErotica == true && store.media.denyExplicitContent == true && store.media.denyMusicService == false)
    #expect(store.media.maximumMovieRating == 200 && store.media.maximumTVShowRating == 400)
    #expect(store.passcode.lockPasscode == true)
    #expect(store.safari.cookiePolicy == .visitedWebsites && store.safari.denyAutoFill == true)
    #expect(store.siri.denySiri == true)
    #expect(
      store.webContent.blockedByFilter
        == .auto([WebDomain(domain: "casino.example")], except: [WebDomain(domain: "school.example")]))
  }

  @Test func nilDeletesOneSettingAndClearingRemovesEveryGroup() {
    let store = store()
    store.application.denyAppRemoval = true
    store.application.denyAppInstallation = true
    store.media.denyExplicitContent = true
    store.shield.applicationCategories = .all()
    store.application.denyAppRemoval = nil
    #expect(store.application.denyAppRemoval == nil)
    #expect(store.application.denyAppInstallation == true, "assigning one setting keeps the others of its group")
    store.clearAllSettings()
    #expect(store.application.denyAppInstallation == nil && store.media.denyExplicitContent == nil)
    #expect(store.shield.applicationCategories == nil)
  }

  @Test func readingAGroupWritesNothing() {
    let store = store()
    store.media.maximumMovieRating = 100
    var media = store.media
    media.denyMusicService = true
    #expect(store.media.denyMusicService == nil, "a group value changes the store only when assigned back")
    store.media = media
    #expect(store.media.denyMusicService == true && store.media.maximumMovieRating == 100)
  }

  /// Apple's bounds and limits: a rating outside them or more than 50 apps or domains is refused,
  /// and the store keeps what it had.
  @Test func valuesOutsideApplesBoundsAreRefusedAndTheStoreKeepsItsValue() {
    let store = store()
    store.appStore.maximumRating = 1000
    store.appStore.maximumRating = 2001
    #expect(store.appStore.maximumRating == 1000)
    store.media.maximumMovieRating = -1
    #expect(store.media.maximumMovieRating == nil)
    store.application.blockedApplications = Set((0..<51).map { Application(bundleIdentifier: "com.example.app\($0)") })
    #expect(store.application.blockedApplications == nil)
    store.webContent.blockedByFilter = .all(except: Set((0..<51).map { WebDomain(domain: "site\($0).example") }))
    #expect(store.webContent.blockedByFilter == nil)
    store.webContent.blockedByFilter = .specific(Set((0..<50).map { WebDomain(domain: "site\($0).example") }))
    #expect(store.webContent.blockedByFilter != nil, "50 domains fit")
  }

  @Test func theMetadataIsApples() {
    #expect(ApplicationSettings.denyAppRemoval.defaultValue == false)
    #expect(ApplicationSettings.blockedApplications.defaultValue.isEmpty)
    #expect(AppStoreSettings.maximumRating.defaultValue == 1000 && AppStoreSettings.maximumRating.range == 0...2000)
    #expect(MediaSettings.maximumMovieRating.defaultValue == 1000 && MediaSettings.maximumMovieRating.range == 0...1000)
    #expect(SafariSettings.cookiePolicy.defaultValue == .always)
    #expect(WebContentSettings.blockedByFilter.defaultValue == WebContentSettings.FilterPolicy.none)
  }

  /// Each kind of value travels as plain JSON and reads back the same.
  @Test(arguments: [
    StoreSettingValue.bool(true), .integer(300), .text("currentWebsite"),
    .applications([ApplicationInfo(bundleIdentifier: "com.example.game", localizedDisplayName: nil, token: nil)]),
    .webFilter(StoreWebFilter(filter: .auto, domains: [WebDomainInfo(domain: "a.example", token: nil)])),
    .webFilter(StoreWebFilter(filter: .none)),
  ])
  func aValueReadsBackAsItWasWritten(_ value: StoreSettingValue) throws {
    let request = StoreSetRequest(store: "default", set: ["x.y": value], remove: ["x.z"])
    let data = try JSONEncoder().encode(request)
    #expect(try JSONDecoder().decode(StoreSetRequest.self, from: data).set["x.y"] == value)
  }

  @Test func theCatalogueNamesWhatIsWrong() {
    #expect(StoreSettingCatalogue.problem(with: .bool(true), for: "application.denyAppRemoval") == nil)
    #expect(StoreSettingCatalogue.problem(with: .integer(1), for: "application.denyAppRemoval") == "application.denyAppRemoval takes a Bool, not an Int")
    #expect(StoreSettingCatalogue.problem(with: .bool(true), for: "application.denyAppDeletion")?.contains("not a ManagedSettingsStore setting") == true)
    #expect(StoreSettingCatalogue.problem(with: .text("sometimes"), for: "safari.cookiePolicy")?.contains("has no value \"sometimes\"") == true)
    #expect(StoreSettingCatalogue.problem(with: .integer(1001), for: "media.maximumTVShowRating") == "media.maximumTVShowRating is 1001; it takes 0 to 1000")
  }
}
