import Foundation

/// The manifests folder's `AppKeychain.plist`, as a test writes it: the app's Keychain items.
enum AppKeychainFile {
  /// The API token the Keychain tests' monitor and widget read, in the sample's App Group unless
  /// `group` names another, with `accessible` when given.
  static func token(accessible: String? = nil, group: String = AppGroupDefaultsFile.group) -> [String: Any] {
    var item: [String: Any] = ["service": "api", "account": "token", "value": "s3cr3t", "accessGroup": group]
    item["accessible"] = accessible
    return item
  }

  /// Replaces the folder's Keychain seed with `items`.
  static func write(_ items: [[String: Any]], into directory: String) throws {
    let data = try PropertyListSerialization.data(fromPropertyList: items, format: .xml, options: 0)
    try data.write(to: URL(fileURLWithPath: directory + "/AppKeychain.plist"))
  }
}
