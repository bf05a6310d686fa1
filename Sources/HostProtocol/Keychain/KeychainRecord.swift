package import Foundation

/// One Keychain item as the host's Keychain folder keeps it (`Items/<id>.json`, `KeychainLayout`),
/// without its secret: Security's `FileKeychain` writes and reads it; the host writes the app's
/// seeded items and reads an item to name it in a refusal.
package struct KeychainRecord: Codable, Sendable {
  /// One attribute's value.
  package enum Value: Codable, Hashable, Sendable {
    case string(String)
    case data(Data)
    case date(Date)
    /// Numbers and Booleans alike (Apple answers a Boolean attribute as a number).
    case number(Int64)
  }

  /// The item's file name in the Keychain's folders.
  package var id: String
  /// `genp` (generic password) or `inet` (internet password).
  package var itemClass: String
  /// The access group, without the team prefix.
  package var accessGroup: String
  /// The accessibility's value (`ak` for `kSecAttrAccessibleWhenUnlocked`).
  package var accessible: String
  /// Every other attribute, by Apple's key (`svce`, `acct`).
  package var attributes: [String: Value]
  package var created: Date
  package var modified: Date

  package init(
    id: String, itemClass: String, accessGroup: String, accessible: String, attributes: [String: Value], created: Date,
    modified: Date
  ) {
    self.id = id
    self.itemClass = itemClass
    self.accessGroup = accessGroup
    self.accessible = accessible
    self.attributes = attributes
    self.created = created
    self.modified = modified
  }

  /// The attributes that make an item unique in its class, besides its group and whether it
  /// syncs: account and service of a generic password; account, server, protocol, port, path,
  /// security domain and authentication type of an internet password.
  package static func primaryKeys(of itemClass: String) -> [String] {
    itemClass == "inet" ? ["acct", "srvr", "ptcl", "port", "path", "sdmn", "atyp"] : ["acct", "svce"]
  }

  /// Whether the item syncs through iCloud Keychain (`sync`).
  package var synchronizable: Bool {
    if case .number(let flag)? = attributes["sync"] { flag != 0 } else { false }
  }

  /// Whether `other` has the same primary key: a second such item is `errSecDuplicateItem`.
  package func collides(with other: KeychainRecord) -> Bool {
    itemClass == other.itemClass && accessGroup == other.accessGroup && synchronizable == other.synchronizable
      && Self.primaryKeys(of: itemClass).allSatisfy { attributes[$0] == other.attributes[$0] }
  }

  /// The item, as messages name it: `generic password (service "api", account "token")`.
  package var description: String {
    let internet = itemClass == "inet"
    func text(_ key: String) -> String? { if case .string(let text)? = attributes[key] { text } else { nil } }
    let named = [(internet ? "server" : "service", text(internet ? "srvr" : "svce")), ("account", text("acct"))]
      .compactMap { name, value in value.map { "\(name) \"\($0.prefix(200))\"" } }
    return (internet ? "internet password" : "generic password") + (named.isEmpty ? "" : " (\(named.joined(separator: ", ")))")
  }
}
