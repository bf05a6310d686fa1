import Foundation
import HostProtocol

/// One Keychain item, without its secret: what a search reads, whatever the device's state (on
/// iOS an item's attributes are readable while its secret is locked away).
typealias KeychainItem = KeychainRecord

extension KeychainItem {
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
