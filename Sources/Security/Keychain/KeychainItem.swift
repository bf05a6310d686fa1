import Foundation

/// One Keychain item, without its secret: what a search reads, whatever the device's state (on
/// iOS an item's attributes are readable while its secret is locked away).
struct KeychainItem: Codable, Sendable {
  /// The item's file name in the Keychain's folders.
  var id: String
  /// `kSecClassGenericPassword` or `kSecClassInternetPassword`.
  var itemClass: String
  /// The Keychain access group, without the team prefix (`KeychainAccess.canonical`).
  var accessGroup: String
  /// One of the `kSecAttrAccessible…` values.
  var accessible: String
  /// Every other attribute, by Apple's key.
  var attributes: [String: KeychainValue]
  var created: Date
  var modified: Date

  /// The attributes that make an item unique in its class, besides its group and whether it syncs.
  static func primaryKeys(of itemClass: String) -> [String] {
    itemClass == kSecClassInternetPassword
      ? [kSecAttrAccount, kSecAttrServer, kSecAttrProtocol, kSecAttrPort, kSecAttrPath, kSecAttrSecurityDomain, kSecAttrAuthenticationType]
      : [kSecAttrAccount, kSecAttrService]
  }

  /// Whether the item syncs through iCloud Keychain.
  var synchronizable: Bool { attributes[kSecAttrSynchronizable]?.isTrue ?? false }

  /// Whether `other` has the same primary key: a second such item is `errSecDuplicateItem`.
  func collides(with other: KeychainItem) -> Bool {
    itemClass == other.itemClass && accessGroup == other.accessGroup && synchronizable == other.synchronizable
      && Self.primaryKeys(of: itemClass).allSatisfy { attributes[$0] == other.attributes[$0] }
  }

  /// The attributes as `kSecReturnAttributes` answers them, with the secret when given.
  func resultDictionary(secret: Data?) -> NSDictionary {
    var result: [String: Any] = [
      kSecClass: itemClass, kSecAttrAccessGroup: accessGroup, kSecAttrAccessible: accessible,
      kSecAttrCreationDate: KeychainValue.date(created).object, kSecAttrModificationDate: KeychainValue.date(modified).object,
      kSecAttrSynchronizable: NSNumber(value: synchronizable),
    ]
    for (key, value) in attributes where key != kSecAttrSynchronizable { result[key] = value.object }
    if let secret { result[kSecValueData] = NSData(data: secret) }
    return NSDictionary(dictionary: result)
  }
}
