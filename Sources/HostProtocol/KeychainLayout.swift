/// How the host keeps an app's Keychain for its processes: a folder (`EXTENSION_HOST_KEYCHAIN`)
/// with each item's attributes in `Items/<id>.json` and its secret in `Secrets/<class>/<id>`,
/// the data protection class of the item's accessibility. Security's `FileKeychain` reads and
/// writes it; the host prepares the folders and, while the device state protects a class, refuses
/// the extensions' opens of its secrets.
public enum KeychainLayout {
  /// The variable that names the folder.
  public static let folderVariable = "EXTENSION_HOST_KEYCHAIN"
  /// The variable that lists the process's access groups, comma-separated, the default first.
  public static let groupsVariable = "EXTENSION_HOST_KEYCHAIN_GROUPS"
  /// The folder of the items' attributes, readable in every state (as iOS keeps them).
  public static let items = "Items"
  /// Every class an accessibility maps to.
  public static let classes: [ProtectionClass] = [.complete, .completeUntilFirstUserAuthentication, .none]

  /// The folder of the secrets of class `protection`.
  public static func secrets(_ protection: ProtectionClass) -> String { "Secrets/" + protection.rawValue }

  /// Every folder of a Keychain, relative to it.
  public static var folders: [String] { [items] + classes.map(secrets) }
}
