import Foundation
import HostProtocol

/// One Keychain item, without its secret: what a search reads, whatever the device's state (on
/// iOS an item's attributes are readable while its secret is locked away).
typealias KeychainItem = KeychainRecord

extension KeychainItem {
  /// The attributes as `kSecReturnAttributes` answers them, with the secret when given; the
  /// group with its team prefix, as iOS answers it.
  func resultDictionary(secret: Data?, access: KeychainAccess) -> NSDictionary {
    var result: [String: Any] = [
      kSecClass: itemClass, kSecAttrAccessGroup: access.answered(accessGroup), kSecAttrAccessible: accessible,
      kSecAttrCreationDate: KeychainValue.date(created).object, kSecAttrModificationDate: KeychainValue.date(modified).object,
      kSecAttrSynchronizable: NSNumber(value: synchronizable),
    ]
    for (key, value) in attributes where key != kSecAttrSynchronizable { result[key] = value.object }
    if let secret { result[kSecValueData] = NSData(data: secret) }
    return NSDictionary(dictionary: result)
  }
}
