import Foundation
import ManagedSettings
import Testing

/// The store without a host (a unit test of extension code): settings live in the process.
struct ManagedSettingsStoreTests {
  private func store() -> ManagedSettingsStore {
    ManagedSettingsStore(named: ManagedSettingsStore.Name("tests-\(UUID().uuidString)"))
  }

  private func tokens<T>(_ count: Int) throws -> Set<Token<T>> {
    let json = "[" + (0..<count).map { #"{"data":"\#(Data([UInt8($0), 1]).base64EncodedString())"}"# }.joined(separator: ",") + "]"
    return try JSONDecoder().decode(Set<Token<T>>.self, from: Data(json.utf8))
  }

  @Test func assigningOneSettingKeepsTheOthers() throws {
    let store = store()
    store.shield.applications = try tokens(2)
    store.shield.webDomains = try tokens(3)
    store.shield.webDomains?.remove(try #require(store.shield.webDomains?.first))
    #expect(store.shield.applications?.count == 2)
    #expect(store.shield.webDomains?.count == 2)
  }

  /// A value read from `store.shield` keeps what it read: a later write through the store does
  /// not change it, and assigned back whole it writes only what was changed in it.
  @Test func aReadValueKeepsWhatItReadAndWritesBackOnlyItsChanges() throws {
    let store = store()
    store.shield.applications = try tokens(1)
    var read = store.shield
    store.shield.applications = try tokens(3)
    #expect(read.applications?.count == 1)
    read.webDomains = try tokens(2)
    store.shield = read
    #expect(store.shield.applications?.count == 3, "the applications it did not change are the store's")
    #expect(store.shield.webDomains?.count == 2)
  }

  @Test func categoryPoliciesRoundTrip() throws {
    let store = store()
    let categories: Set<ActivityCategoryToken> = try tokens(1)
    store.shield.webDomainCategories = .specific(categories, except: try tokens(2))
    store.shield.applicationCategories = .all()
    #expect(store.shield.webDomainCategories == .specific(categories, except: try tokens(2)))
    #expect(store.shield.applicationCategories == .all(except: []))
  }

  @Test func moreThanFiftyTokensAreRefusedAndTheStoreKeepsItsValue() throws {
    let store = store()
    store.shield.webDomains = try tokens(3)
    store.shield.webDomains = try tokens(51)
    #expect(store.shield.webDomains?.count == 3)
  }

  @Test func clearAllSettingsRemovesEverything() throws {
    let store = store()
    store.shield.applications = try tokens(1)
    store.clearAllSettings()
    #expect(store.shield.applications == nil)
    #expect(ManagedSettingsStore().name == .default)
  }

  /// iOS 26.5: `stores` names the stores holding a setting; deleting one removes it from there.
  @Test func storesListsTheConfiguredStoresUntilTheyAreDeleted() throws {
    let written = store()
    let other = store()
    let untouched = store()
    written.shield.applications = try tokens(1)
    other.application.denyAppRemoval = true
    #expect(ManagedSettingsStore.stores.isSuperset(of: [written.name, other.name]))
    #expect(!ManagedSettingsStore.stores.contains(untouched.name), "a store nothing was written to is not configured")
    written.deleteStore()
    #expect(!ManagedSettingsStore.stores.contains(written.name) && written.shield.applications == nil)
    ManagedSettingsStore.deleteStores([other.name, untouched.name])
    #expect(!ManagedSettingsStore.stores.contains(other.name) && other.application.denyAppRemoval == nil)
  }

  @Test func withoutAHostNoAppGroupHasAContainer() {
    #expect(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.com.example.FocusApp") == nil)
  }
}
