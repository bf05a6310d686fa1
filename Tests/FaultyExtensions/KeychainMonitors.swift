import DeviceActivity
import Foundation
import ManagedSettings
import Security

/// Keeps an API token in the Keychain, the way apps write it, when activity `save-<accessibility>`
/// starts (the suffix is the `kSecAttrAccessible` value: `ak`, `ck`, `dk`); reads it back when any
/// other activity starts, and shields every app exactly when the read answered
/// `errSecInteractionNotAllowed`, as a locked iPhone answers for an item its state protects. A
/// read that succeeds must give back what was kept.
class KeychainTokenMonitor: DeviceActivityMonitor {
  let store = ManagedSettingsStore()
  let query: [String: Any] = [
    kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: "api", kSecAttrAccount as String: "token",
  ]

  override func intervalDidStart(for activity: DeviceActivityName) {
    if activity.rawValue.hasPrefix("save-") {
      SecItemDelete(query as CFDictionary)
      var item = query
      item[kSecValueData as String] = Data("s3cr3t".utf8)
      item[kSecAttrAccessible as String] = String(activity.rawValue.dropFirst("save-".count))
      let status = SecItemAdd(item as CFDictionary, nil)
      if status != errSecSuccess { fatalError("SecItemAdd answered \(status)") }
      return
    }
    var read = query
    read[kSecReturnData as String] = kCFBooleanTrue
    read[kSecMatchLimit as String] = kSecMatchLimitOne
    var result: CFTypeRef?
    let status = SecItemCopyMatching(read as CFDictionary, &result)
    if status == errSecSuccess, (result as? Data) != Data("s3cr3t".utf8) { fatalError("read back \(String(describing: result))") }
    store.shield.applicationCategories = status == errSecInteractionNotAllowed ? .all() : nil
  }
}
