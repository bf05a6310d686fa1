import Foundation
import HostProtocol

/// A refused open of a Keychain item's secret, said as the item: its class and service or
/// server and account, read from the item's attributes file (`KeychainLayout`), which every state
/// lets the host read.
struct KeychainRefusal {
  /// The secret's path, and how messages show it.
  var secret: String
  var file: String

  /// "ShieldConfigExt could not read the secret of Keychain item generic password (service "api",
  /// account "token"): its accessibility …".
  func sentence(by who: String, protection: ProtectionClass, times: Int, in state: DeviceState) -> String {
    let accessibility =
      switch protection {
      case .completeUntilFirstUserAuthentication: "kSecAttrAccessibleAfterFirstUnlock"
      default: "kSecAttrAccessibleWhenUnlocked (the default), WhenPasscodeSet"
      }
    return "\(who) could not read the secret of Keychain item \(item)\(times == 1 ? "" : " (\(times) times)"): its accessibility "
      + "(\(accessibility)) is class \(protection.swiftName), and the device is "
      + (state == .beforeFirstUnlock ? "not unlocked since it restarted" : "locked")
      + "; SecItemCopyMatching, SecItemAdd and SecItemUpdate answer errSecInteractionNotAllowed (-25308), as iOS answers them"
  }

  /// The item, from its attributes file: "generic password (service "api", account "token")".
  private var item: String {
    let url = URL(fileURLWithPath: secret)
    let attributesFile = url.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent(KeychainLayout.items).appendingPathComponent(url.lastPathComponent + ".json")
    guard let data = try? Data(contentsOf: attributesFile), let record = try? JSONDecoder().decode(KeychainRecord.self, from: data) else {
      return file
    }
    return record.description
  }
}
