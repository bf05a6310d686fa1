import Foundation
import HostProtocol

/// A refused open of a Keychain item's secret, said as the item: its class and service or
/// server and account, read from the item's attributes file (`KeychainLayout`), which every state
/// lets the host read. The file is read through the state directory (`ContainedDirectory`): the
/// extensions can write the Keychain's folders, and no link they plant there leads the read out.
struct KeychainRefusal {
  /// The secret's path, and how messages show it.
  var secret: String
  var file: String
  /// The Keychain.
  var keychain: KeychainPlace?

  /// "ShieldConfigExt could not read the secret of Keychain item generic password (service "api",
  /// account "token"): its secret is of class .complete (kSecAttrAccessibleWhenUnlocked, …) …".
  func sentence(by who: String, protection: ProtectionClass, times: Int, in state: DeviceState) -> String {
    let accessibility = KeychainLayout.accessibilities.filter { $0.protection == protection }.map(\.name).joined(separator: ", ")
    return "\(who) could not read the secret of Keychain item \(item)\(times == 1 ? "" : " (\(times) times)"): its secret is of class "
      + "\(protection.swiftName) (\(accessibility)), and the device is "
      + (state == .beforeFirstUnlock ? "not unlocked since it restarted" : "locked")
      + "; SecItemCopyMatching, SecItemAdd and SecItemUpdate answer errSecInteractionNotAllowed (-25308), as iOS answers them"
  }

  /// The item, from its attributes file: "generic password (service "api", account "token")".
  private var item: String {
    let id = URL(fileURLWithPath: secret).lastPathComponent
    guard let keychain, let bytes = try? keychain.state.root.read(keychain.location + [KeychainLayout.items, id + ".json"], limit: 1 << 20),
      let record = try? JSONDecoder().decode(KeychainRecord.self, from: Data(bytes))
    else { return file }
    return record.description
  }
}

/// The app's Keychain in the state directory: its folder, and its place beneath the held-open
/// state folder, through which the host reads it (`ContainedDirectory`).
struct KeychainPlace: Sendable {
  var state: StateDirectory
  var location: [String]

  /// The folder's path (`EXTENSION_HOST_KEYCHAIN`).
  var path: String { state.root.path(of: location) }
}
