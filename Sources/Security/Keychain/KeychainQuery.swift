import Foundation
import HostProtocol

/// A query dictionary, read: the item class, what to match, what to return, how many.
struct KeychainQuery {
  /// Whether a search matches items that sync (`kSecAttrSynchronizable`).
  enum Synchronizable: Equatable {
    case no, yes, any
  }

  var itemClass: String?
  /// The access group named, without the team prefix.
  var accessGroup: String?
  var accessible: String?
  /// The attributes to match or set, by key (not the group, the accessibility or sync).
  var attributes: [String: KeychainValue] = [:]
  /// What `kSecAttrSynchronizable` says; nil when the dictionary has no such key (a search then
  /// matches only items that do not sync, and an update leaves the attribute alone).
  var synchronizable: Synchronizable?
  var value: Data?
  var returnsData = false
  var returnsAttributes = false
  /// At most this many items; nil for every one.
  var limit: Int? = 1

  /// The classes this Keychain keeps.
  static let passwordClasses: Set<String> = [kSecClassGenericPassword, kSecClassInternetPassword]
  /// Every accessibility value Apple defines.
  static let accessibilities: Set<String> = [
    kSecAttrAccessibleWhenUnlocked, kSecAttrAccessibleAfterFirstUnlock, kSecAttrAccessibleAlways,
    kSecAttrAccessibleWhenUnlockedThisDeviceOnly, kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly,
    kSecAttrAccessibleAlwaysThisDeviceOnly, kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly,
  ]
  /// The attribute keys an item can hold.
  static let attributeKeys: Set<String> = [
    kSecAttrAccount, kSecAttrService, kSecAttrGeneric, kSecAttrLabel, kSecAttrDescription, kSecAttrComment,
    kSecAttrCreator, kSecAttrType, kSecAttrIsInvisible, kSecAttrServer, kSecAttrProtocol, kSecAttrPort, kSecAttrPath,
    kSecAttrSecurityDomain, kSecAttrAuthenticationType,
  ]

  /// Reads `dictionary`; `errSecParam` for a value of the wrong kind. Keys this Keychain does not
  /// act on (`kSecUseDataProtectionKeychain`, `kSecAttrAccessControl`, the authentication UI) are
  /// accepted and ignored.
  static func read(_ dictionary: CFDictionary) -> Result<KeychainQuery, KeychainStatus> {
    var query = KeychainQuery()
    for (key, object) in dictionary {
      guard let key = key as? String else { return .failure(.parameter("a key that is not a string")) }
      switch key {
      case kSecClass:
        guard let itemClass = object as? String else { return .failure(.parameter("kSecClass is not a string")) }
        query.itemClass = itemClass
      case kSecAttrAccessGroup:
        guard let group = object as? String else { return .failure(.parameter("kSecAttrAccessGroup is not a string")) }
        query.accessGroup = KeychainLayout.canonicalGroup(group)
      case kSecAttrAccessible:
        guard let accessible = object as? String, accessibilities.contains(accessible) else {
          return .failure(.parameter("kSecAttrAccessible is not one of the kSecAttrAccessible… values"))
        }
        query.accessible = accessible
      case kSecAttrSynchronizable:
        if let text = object as? String, text == kSecAttrSynchronizableAny {
          query.synchronizable = .any
        } else if let flag = KeychainValue(object) {
          query.synchronizable = flag.isTrue ? .yes : .no
        } else {
          return .failure(.parameter("kSecAttrSynchronizable is neither a Boolean nor kSecAttrSynchronizableAny"))
        }
      case kSecValueData:
        guard let data = object as? Data else { return .failure(.parameter("kSecValueData is not Data")) }
        query.value = data
      case kSecReturnData: query.returnsData = KeychainValue(object)?.isTrue ?? false
      case kSecReturnAttributes, kSecReturnRef, kSecReturnPersistentRef:
        query.returnsAttributes = query.returnsAttributes || (KeychainValue(object)?.isTrue ?? false)
      case kSecMatchLimit:
        if let text = object as? String, text == kSecMatchLimitAll || text == kSecMatchLimitOne {
          query.limit = text == kSecMatchLimitOne ? 1 : nil
        } else if case .number(let count)? = KeychainValue(object), count > 0 {
          query.limit = Int(count)
        } else {
          return .failure(.parameter("kSecMatchLimit is not kSecMatchLimitOne, kSecMatchLimitAll or a positive number"))
        }
      case _ where attributeKeys.contains(key):
        guard let value = KeychainValue(object) else { return .failure(.parameter("\(key) has a value of no attribute kind")) }
        query.attributes[key] = value
      default: continue
      }
    }
    return .success(query)
  }

  /// Whether `item` is one this query matches, in the groups `groups`.
  func matches(_ item: KeychainItem, groups: (String) -> Bool) -> Bool {
    (itemClass == item.itemClass) && (accessGroup.map { $0 == item.accessGroup } ?? groups(item.accessGroup))
      && (accessible.map { $0 == item.accessible } ?? true)
      && (synchronizable == .any || ((synchronizable ?? .no) == .yes) == item.synchronizable)
      && attributes.allSatisfy { item.attributes[$0.key] == $0.value }
  }
}
