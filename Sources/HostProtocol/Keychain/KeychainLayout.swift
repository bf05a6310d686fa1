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
  /// The variable that holds the team identifier (the target's `DEVELOPMENT_TEAM`), which prefixes
  /// the access groups a search answers with.
  public static let teamVariable = "EXTENSION_HOST_TEAM_IDENTIFIER"
  /// The team identifier when the project names none: ten characters, as Apple's are.
  package static let placeholderTeam = "TEAM000000"
  /// The folder of the items' attributes, readable in every state (as iOS keeps them).
  public static let items = "Items"
  /// Every class an accessibility maps to.
  public static let classes: [ProtectionClass] = [.complete, .completeUntilFirstUserAuthentication, .none]

  /// The folder of the secrets of class `protection`, as path components.
  public static func secretComponents(_ protection: ProtectionClass) -> [String] { ["Secrets", protection.rawValue] }

  /// The folder of the secrets of class `protection`, relative to the Keychain.
  public static func secrets(_ protection: ProtectionClass) -> String { secretComponents(protection).joined(separator: "/") }

  /// Every folder of a Keychain, as path components relative to it.
  public static var folders: [[String]] { [[items]] + classes.map(secretComponents) }

  /// Apple's accessibilities: the constant's name, its value (`kSecAttrAccessibleWhenUnlocked`
  /// is `"ak"`), and the data protection class of an item's secret.
  package static let accessibilities: [(name: String, code: String, protection: ProtectionClass)] = [
    ("kSecAttrAccessibleWhenUnlocked", "ak", .complete),
    ("kSecAttrAccessibleAfterFirstUnlock", "ck", .completeUntilFirstUserAuthentication),
    ("kSecAttrAccessibleAlways", "dk", .none),
    ("kSecAttrAccessibleWhenUnlockedThisDeviceOnly", "aku", .complete),
    ("kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly", "cku", .completeUntilFirstUserAuthentication),
    ("kSecAttrAccessibleAlwaysThisDeviceOnly", "dku", .none),
    ("kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly", "akpu", .complete),
  ]

  /// The class of an item's secret, by its accessibility's value; complete for one Apple does not define.
  package static func protection(ofAccessibility code: String) -> ProtectionClass {
    accessibilities.first { $0.code == code }?.protection ?? .complete
  }

  /// `group` without a leading team identifier (ten capital letters or digits and a dot), which
  /// Xcode's `$(AppIdentifierPrefix)` supplies on a device and code may spell out.
  package static func canonicalGroup(_ group: String) -> String {
    guard let dot = group.utf8.firstIndex(of: UInt8(ascii: ".")), isTeamIdentifier(Substring(group.utf8[..<dot])),
      group.utf8.index(after: dot) != group.utf8.endIndex
    else { return group }
    return String(group.utf8[group.utf8.index(after: dot)...])!
  }

  /// Whether `text` is a team identifier: ten capital letters or digits.
  package static func isTeamIdentifier(_ text: Substring) -> Bool {
    text.utf8.count == 10
      && text.utf8.allSatisfy { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
  }

  /// The access groups of a process, as iOS lists them: its `keychain-access-groups`, its
  /// application identifier, its App Groups, each once. The first is where a new item goes.
  package static func groups(accessGroups: [String], applicationIdentifier: String, appGroups: [String]) -> [String] {
    var groups: [String] = []
    for group in accessGroups + [applicationIdentifier] + appGroups where !groups.contains(group) { groups.append(group) }
    return groups
  }
}
