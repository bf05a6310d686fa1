import Foundation
import HostProtocol
import Testing

@testable import Security

/// The Keychain's four calls as apps write them: the process's own Keychain in memory (no host),
/// and the host's folder with access groups (`FileKeychain`, `KeychainAccess`).
struct KeychainTests {
  /// A query for a generic password of a service no other test uses (the process shares one Keychain).
  private func password(_ service: String = UUID().uuidString, account: String = "token") -> [String: Any] {
    [kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service, kSecAttrAccount as String: account]
  }

  private func read(_ query: [String: Any], in keychain: Keychain? = nil) -> (OSStatus, CFTypeRef?) {
    var lookup = query
    lookup[kSecReturnData as String] = true
    if let keychain {
      do { return (errSecSuccess, try keychain.copyMatching(lookup as CFDictionary)) } catch { return (error.code, nil) }
    }
    var result: CFTypeRef?
    let status = SecItemCopyMatching(lookup as CFDictionary, &result)
    return (status, result)
  }

  @Test func addReadUpdateDeleteAsAppsWriteThem() {
    let query = password()
    var item = query
    item[kSecValueData as String] = Data("one".utf8)
    #expect(SecItemAdd(item as CFDictionary, nil) == errSecSuccess)
    #expect(SecItemAdd(item as CFDictionary, nil) == errSecDuplicateItem)
    #expect(read(query).1 as? Data == Data("one".utf8))
    #expect(SecItemUpdate(query as CFDictionary, [kSecValueData as String: Data("two".utf8)] as CFDictionary) == errSecSuccess)
    #expect(read(query).1 as? Data == Data("two".utf8))
    #expect(SecItemDelete(query as CFDictionary) == errSecSuccess)
    #expect(read(query).0 == errSecItemNotFound)
    #expect(SecItemDelete(query as CFDictionary) == errSecItemNotFound)
    #expect(SecItemUpdate(query as CFDictionary, [kSecValueData as String: Data()] as CFDictionary) == errSecItemNotFound)
  }

  /// An update changes only what it names: a synchronizable item stays one (found again by the
  /// query that found it), as iOS keeps it.
  @Test func anUpdateKeepsTheAttributesItDoesNotName() {
    var query = password()
    query[kSecAttrSynchronizable as String] = kCFBooleanTrue
    var item = query
    item[kSecValueData as String] = Data("v1".utf8)
    #expect(SecItemAdd(item as CFDictionary, nil) == errSecSuccess)
    #expect(SecItemUpdate(query as CFDictionary, [kSecValueData as String: Data("v2".utf8)] as CFDictionary) == errSecSuccess)
    #expect(read(query).1 as? Data == Data("v2".utf8))
    var any = query
    any[kSecAttrSynchronizable as String] = kSecAttrSynchronizableAny
    #expect(SecItemDelete(any as CFDictionary) == errSecSuccess)
  }

  @Test func attributesAndEveryMatchComeBackAsDictionariesAndArrays() throws {
    let service = UUID().uuidString
    for account in ["a", "b"] {
      var item = password(service, account: account)
      item[kSecValueData as String] = Data(account.utf8)
      item[kSecAttrLabel as String] = "label \(account)"
      #expect(SecItemAdd(item as CFDictionary, nil) == errSecSuccess)
    }
    var query: [String: Any] = [
      kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service,
      kSecReturnAttributes as String: kCFBooleanTrue!, kSecReturnData as String: true, kSecMatchLimit as String: kSecMatchLimitAll,
    ]
    var result: CFTypeRef?
    #expect(SecItemCopyMatching(query as CFDictionary, &result) == errSecSuccess)
    let items = try #require(result as? [[String: Any]])
    #expect(items.compactMap { $0[kSecAttrAccount as String] as? String } == ["a", "b"])
    #expect(items.compactMap { $0[kSecValueData as String] as? Data } == [Data("a".utf8), Data("b".utf8)])
    #expect(items.first?[kSecAttrLabel as String] as? String == "label a")
    #expect(items.first?[kSecAttrAccessible as String] as? String == kSecAttrAccessibleWhenUnlocked)
    #expect(items.first?[kSecAttrCreationDate as String] is Date)
    query[kSecMatchLimit as String] = kSecMatchLimitOne
    query[kSecReturnData as String] = false
    #expect(SecItemCopyMatching(query as CFDictionary, &result) == errSecSuccess)
    #expect((result as? [String: Any])?[kSecValueData as String] == nil)
  }

  @Test func badQueriesAnswerAppleStatuses() {
    #expect(SecItemAdd([kSecAttrAccount as String: "x"] as CFDictionary, nil) == errSecParam)
    #expect(SecItemAdd([kSecClass as String: kSecClassKey] as CFDictionary, nil) == errSecUnimplemented)
    var item = password()
    item[kSecValueData as String] = "not data"
    #expect(SecItemAdd(item as CFDictionary, nil) == errSecParam)
    item[kSecValueData as String] = Data()
    item[kSecAttrAccessible as String] = "whenever"
    #expect(SecItemAdd(item as CFDictionary, nil) == errSecParam)
    #expect(SecCopyErrorMessageString(errSecInteractionNotAllowed, nil) == "User interaction is not allowed.")
    #expect(SecCopyErrorMessageString(errSecItemNotFound, nil) == "The specified item could not be found in the keychain.")
  }

  /// The host's folder: a new item goes to the first group; a query sees only the process's
  /// groups; naming another is errSecMissingEntitlement; a team prefix is the same group.
  @Test func accessGroupsAreTheEntitlements() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("keychain-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let app = Keychain(
      access: KeychainAccess(environment: ["EXTENSION_HOST_KEYCHAIN_GROUPS": "com.example.App,group.com.example"]),
      backing: FileKeychain(folder: folder))
    let widget = Keychain(
      access: KeychainAccess(environment: ["EXTENSION_HOST_KEYCHAIN_GROUPS": "com.example.App.Widget,group.com.example"]),
      backing: FileKeychain(folder: folder))
    var privateItem = password("private")
    privateItem[kSecValueData as String] = Data("app's".utf8)
    _ = try app.add(privateItem as CFDictionary)
    var sharedItem = password("shared")
    sharedItem[kSecValueData as String] = Data("both".utf8)
    sharedItem[kSecAttrAccessGroup as String] = "ABCDE12345.group.com.example"
    _ = try app.add(sharedItem as CFDictionary)

    #expect(read(password("private"), in: widget).0 == errSecItemNotFound)
    #expect(read(password("shared"), in: widget).1 as? Data == Data("both".utf8))
    var named = password("private")
    named[kSecAttrAccessGroup as String] = "ABCDE12345.com.example.App"
    #expect(read(named, in: widget).0 == errSecMissingEntitlement)
    #expect(read(named, in: app).1 as? Data == Data("app's".utf8))
    // Moving an item into a group the process lacks is refused too, and moves nothing.
    do {
      try widget.update(password("shared") as CFDictionary, with: [kSecAttrAccessGroup as String: "com.example.App"] as CFDictionary)
      Issue.record("the widget moved an item into the app's own group")
    } catch {
      #expect(error.code == errSecMissingEntitlement)
    }
    #expect(read(password("shared"), in: widget).1 as? Data == Data("both".utf8))

    // The "bundle seed ID" snippet: the group a search answers starts with the team identifier,
    // and the group built from it is the app's again.
    var seed = password("private")
    seed[kSecReturnAttributes as String] = true
    let attributes = try #require(try app.copyMatching(seed as CFDictionary) as? [String: Any])
    let answered = try #require(attributes[kSecAttrAccessGroup as String] as? String)
    #expect(answered == "TEAM000000.com.example.App")
    let team = try #require(answered.split(separator: ".").first)
    named[kSecAttrAccessGroup as String] = "\(team).com.example.App"
    #expect(read(named, in: app).1 as? Data == Data("app's".utf8))
  }

  /// A secret lives in its accessibility's class folder, and moves when the accessibility changes.
  @Test func aSecretLivesInItsClassFolder() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("keychain-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let keychain = Keychain(access: KeychainAccess(environment: [:]), backing: FileKeychain(folder: folder))
    var item = password("moves")
    item[kSecValueData as String] = Data("x".utf8)
    _ = try keychain.add(item as CFDictionary)
    let complete = folder + "/Secrets/NSFileProtectionComplete"
    let afterFirstUnlock = folder + "/Secrets/NSFileProtectionCompleteUntilFirstUserAuthentication"
    #expect(try FileManager.default.contentsOfDirectory(atPath: complete).count == 1)
    try keychain.update(password("moves") as CFDictionary, with: [kSecAttrAccessible as String: kSecAttrAccessibleAfterFirstUnlock] as CFDictionary)
    #expect(try FileManager.default.contentsOfDirectory(atPath: complete).isEmpty)
    #expect(try FileManager.default.contentsOfDirectory(atPath: afterFirstUnlock).count == 1)
    #expect(read(password("moves"), in: keychain).1 as? Data == Data("x".utf8))
    try keychain.delete(password("moves") as CFDictionary)
    #expect(try FileManager.default.contentsOfDirectory(atPath: afterFirstUnlock).isEmpty)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/Items").isEmpty)
  }

  @Test func aTeamPrefixIsDroppedOnlyWhenItIsOne() {
    #expect(KeychainLayout.canonicalGroup("ABCDE12345.com.example.shared") == "com.example.shared")
    #expect(KeychainLayout.canonicalGroup("group.com.example") == "group.com.example")
    #expect(KeychainLayout.canonicalGroup("abcde12345.com.example") == "abcde12345.com.example")
    #expect(KeychainLayout.canonicalGroup("ABCDE12345.") == "ABCDE12345.")
  }
}
