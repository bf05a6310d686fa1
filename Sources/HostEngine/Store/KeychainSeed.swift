import ExtensionManifest
import Foundation
import HostProtocol

/// The Keychain items the app keeps, read from `AppKeychain.plist` in the manifests folder: an
/// array of items, each a generic password (`service`) or an internet password (`server`), with
/// its `account` and `value` (a string or data), and optionally its `accessible` (an
/// accessibility constant's name, `kSecAttrAccessibleWhenUnlocked` unless given), its
/// `accessGroup` (one of the app's Keychain groups, its first unless given) and its `label`.
///
/// Like the App Group defaults, it is applied when it differs from the one applied last time:
/// each item replaces the app's item with the same primary key; items the extensions added stay.
struct KeychainSeed: Sendable {
  /// The file's name in the manifests folder.
  static let fileName = "AppKeychain.plist"

  /// One item and its secret.
  struct Item: Sendable {
    var record: KeychainRecord
    var secret: Data
  }

  /// The file read, its bytes, and its items in order.
  let path: String
  let bytes: Data
  let items: [Item]

  private static let keys = ["service", "server", "account", "value", "accessible", "accessGroup", "label"]

  /// Reads and checks the seed against the app's Keychain groups (`app` nil: any group).
  static func read(_ path: String, app: AppTarget?) throws(SetupError) -> KeychainSeed {
    let contents: (document: PlistDocument, bytes: Data?)
    do {
      contents = try ManifestCache.readWithBytes(path)
    } catch {
      throw SetupError(at: error.location.description, error.reason)
    }
    let root = contents.document.root
    guard let bytes = contents.bytes ?? FileManager.default.contents(atPath: path) else {
      throw SetupError(at: path, "cannot read the app's Keychain items")
    }
    guard let nodes = root.array else {
      throw SetupError([.init(root, "\(fileName) must be an array of Keychain items (dictionaries with service, account and value)")])
    }
    let groups = app?.keychainGroups
    var problems: [SetupError.Problem] = []
    var items: [Item] = []
    for node in nodes {
      do {
        let item = try item(node, groups: groups, app: app?.name ?? "the app")
        // One item per primary key, as iOS keeps it (a second add is errSecDuplicateItem).
        if let earlier = items.first(where: { $0.record.collides(with: item.record) }) {
          problems.append(
            .init(node, "a second item for \(earlier.record.description) in group \(item.record.accessGroup): the Keychain keeps one; remove one of them"))
          continue
        }
        items.append(item)
      } catch {
        problems += error.problems
      }
    }
    guard problems.isEmpty else { throw SetupError(problems) }
    return KeychainSeed(path: path, bytes: bytes, items: items)
  }

  private static func item(_ node: PlistNode, groups: [String]?, app: String) throws(SetupError) -> Item {
    typealias Problem = SetupError.Problem
    guard let entries = node.entries else { throw SetupError([Problem(node, "a Keychain item must be a dictionary, not \(node.typeNameWithArticle)")]) }
    var seen: Set<String> = []
    for entry in entries {
      guard keys.contains(entry.key) else {
        throw SetupError(
          at: entry.keyLocation.description, "'\(entry.key)' is not a Keychain item key; use \(keys.joined(separator: ", "))")
      }
      guard seen.insert(entry.key).inserted else {
        throw SetupError(at: entry.keyLocation.description, "'\(entry.key)' is given twice in one Keychain item; keep one")
      }
    }
    func text(_ key: String) throws(SetupError) -> String? {
      guard let value = node[key] else { return nil }
      guard let text = value.string, !text.isEmpty else { throw SetupError([Problem(value, "'\(key)' must be a non-empty string")]) }
      return text
    }
    let service = try text("service")
    let server = try text("server")
    guard (service == nil) != (server == nil) else {
      throw SetupError([
        Problem(node, "a Keychain item has a 'service' (a generic password) or a 'server' (an internet password), not both or neither")
      ])
    }
    guard let account = try text("account") else { throw SetupError([Problem(node, "a Keychain item needs an 'account'")]) }
    let secret: Data
    switch node["value"]?.value {
    case .string(let text)?: secret = Data(text.utf8)
    case .data(let bytes)?: secret = Data(bytes)
    default: throw SetupError([Problem(node["value"] ?? node, "a Keychain item needs a 'value', a string or data")])
    }
    var accessible = "ak"
    if let name = try text("accessible") {
      guard let known = KeychainLayout.accessibilities.first(where: { $0.name == name }) else {
        throw SetupError([
          Problem(
            node["accessible"] ?? node,
            "'\(name)' is not an accessibility; use one of " + KeychainLayout.accessibilities.map(\.name).joined(separator: ", "))
        ])
      }
      accessible = known.code
    }
    let named = try text("accessGroup").map(KeychainLayout.canonicalGroup)
    if let named, let groups, !groups.contains(named) {
      throw SetupError([
        Problem(
          node["accessGroup"] ?? node,
          "\(app) cannot keep an item in access group '\(named)': its groups are \(groups.joined(separator: ", ")) "
            + "(keychain-access-groups, its bundle identifier, its App Groups)")
      ])
    }
    var attributes: [String: KeychainRecord.Value] = ["acct": .string(account)]
    attributes[service == nil ? "srvr" : "svce"] = .string(service ?? server ?? "")
    if let label = try text("label") { attributes["labl"] = .string(label) }
    let now = Date()
    let record = KeychainRecord(
      id: UUID().uuidString, itemClass: service == nil ? "inet" : "genp", accessGroup: named ?? groups?.first ?? "default",
      accessible: accessible, attributes: attributes, created: now, modified: now)
    return Item(record: record, secret: secret)
  }

  /// Writes the items into the app's Keychain (`keychain`, beneath the state directory) unless
  /// this very seed was applied before; returns whether it was.
  func apply(to state: StateDirectory, keychain: [String], seed: ContainedFile) throws(StateError) -> Bool {
    if try seed.read(limit: AppGroupSeed.fileLimit) == Array(bytes) { return false }
    let folder = try state.root.folder(keychain + [KeychainLayout.items])
    let decoder = JSONDecoder()
    for name in try folder.entries() where name.hasSuffix(".json") {
      guard let data = try folder.read([name], limit: AppGroupSeed.fileLimit),
        let old = try? decoder.decode(KeychainRecord.self, from: Data(data)),
        items.contains(where: { $0.record.collides(with: old) })
      else { continue }
      try folder.remove([name])
      for protection in KeychainLayout.classes {
        try state.root.remove(keychain + KeychainLayout.secretComponents(protection) + [old.id])
      }
    }
    for item in items {
      let secretFolder = KeychainLayout.secretComponents(KeychainLayout.protection(ofAccessibility: item.record.accessible))
      try state.root.write(Array(item.secret), to: keychain + secretFolder + [item.record.id])
      guard let record = try? JSONEncoder().encode(item.record) else { throw .io(path: path, reason: "cannot encode a Keychain item") }
      try folder.write(Array(record), to: [item.record.id + ".json"])
    }
    try seed.write(Array(bytes))
    return true
  }
}
