import Foundation
import HostProtocol

/// The process's Keychain: the four `SecItem` calls, on the host's shared folder when the host
/// started the process (`EXTENSION_HOST_KEYCHAIN`), else in memory.
final class Keychain: Sendable {
  static let shared = Keychain(environment: ProcessInfo.processInfo.environment)

  let access: KeychainAccess
  let backing: any KeychainBacking

  init(access: KeychainAccess, backing: any KeychainBacking) {
    self.access = access
    self.backing = backing
  }

  convenience init(environment: [String: String]) {
    let folder = environment[KeychainLayout.folderVariable].flatMap { $0.isEmpty ? nil : $0 }
    self.init(access: KeychainAccess(environment: environment), backing: folder.map(FileKeychain.init(folder:)) ?? MemoryKeychain())
  }

  /// `SecItemAdd`: the new item, and what the query asks to return of it.
  func add(_ dictionary: CFDictionary) throws(KeychainStatus) -> AnyObject? {
    let query = try KeychainQuery.read(dictionary).get()
    let itemClass = try Self.passwordClass(query.itemClass)
    let group = query.accessGroup ?? access.defaultGroup
    guard access.allows(group) else { throw .missingEntitlement }
    var attributes = query.attributes
    if query.synchronizable == .yes { attributes[kSecAttrSynchronizable] = .number(1) }
    let now = Date()
    let item = KeychainItem(
      id: UUID().uuidString, itemClass: itemClass, accessGroup: group,
      accessible: query.accessible ?? kSecAttrAccessibleWhenUnlocked, attributes: attributes, created: now, modified: now)
    let secret = query.value ?? Data()
    return try backing.exclusively { () throws(KeychainStatus) -> AnyObject? in
      guard try !backing.items().contains(where: { $0.collides(with: item) }) else { throw .duplicate }
      try backing.store(secret, of: item)
      do throws(KeychainStatus) {
        try backing.save(item)
      } catch {
        backing.removeSecret(of: item)
        throw error
      }
      return query.returnsData || query.returnsAttributes ? try result([item], for: query) : nil
    }
  }

  /// `SecItemCopyMatching`: what the query asks to return of the items it matches.
  func copyMatching(_ dictionary: CFDictionary) throws(KeychainStatus) -> AnyObject? {
    let query = try KeychainQuery.read(dictionary).get()
    _ = try Self.passwordClass(query.itemClass)
    return try backing.exclusively { () throws(KeychainStatus) -> AnyObject? in
      let found = try matches(of: query)
      return query.returnsData || query.returnsAttributes ? try result(Array(found.prefix(query.limit ?? .max)), for: query) : nil
    }
  }

  /// `SecItemUpdate`: every item the query matches takes `changes`.
  func update(_ dictionary: CFDictionary, with changes: CFDictionary) throws(KeychainStatus) {
    let query = try KeychainQuery.read(dictionary).get()
    _ = try Self.passwordClass(query.itemClass)
    let change = try KeychainQuery.read(changes).get()
    guard change.itemClass == nil, !change.returnsData, !change.returnsAttributes else {
      throw .parameter("the attributes to update name a class or a result")
    }
    if let group = change.accessGroup, !access.allows(group) { throw .missingEntitlement }
    try backing.exclusively { () throws(KeychainStatus) in
      let items = try backing.items()
      for old in try matches(of: query, in: items) {
        var new = old
        new.attributes.merge(change.attributes) { $1 }
        if let synchronizable = change.synchronizable, synchronizable != .any {
          new.attributes[kSecAttrSynchronizable] = .number(synchronizable == .yes ? 1 : 0)
        }
        new.accessGroup = change.accessGroup ?? old.accessGroup
        new.accessible = change.accessible ?? old.accessible
        new.modified = Date()
        guard !items.contains(where: { $0.id != old.id && $0.collides(with: new) }) else { throw .duplicate }
        if let value = change.value {
          try backing.store(value, of: new)
        } else if new.accessible != old.accessible {
          try backing.store(try backing.secret(of: old), of: new)
        }
        if KeychainLayout.protection(ofAccessibility: new.accessible) != KeychainLayout.protection(ofAccessibility: old.accessible) {
          backing.removeSecret(of: old)
        }
        try backing.save(new)
      }
    }
  }

  /// `SecItemDelete`: every item the query matches goes.
  func delete(_ dictionary: CFDictionary) throws(KeychainStatus) {
    var query = try KeychainQuery.read(dictionary).get()
    _ = try Self.passwordClass(query.itemClass)
    query.limit = nil
    try backing.exclusively { () throws(KeychainStatus) in
      for item in try matches(of: query) {
        backing.remove(item)
        backing.removeSecret(of: item)
      }
    }
  }

  /// The items `query` matches in the groups this process may use; `.notFound` when none.
  private func matches(of query: KeychainQuery, in items: [KeychainItem]? = nil) throws(KeychainStatus) -> [KeychainItem] {
    if let group = query.accessGroup, !access.allows(group) { throw .missingEntitlement }
    let all: [KeychainItem]
    if let items { all = items } else { all = try backing.items() }
    let found = all.filter { query.matches($0, groups: access.allows) }
    guard !found.isEmpty else { throw .notFound }
    return found
  }

  /// The result `query` asks for: one item's secret or attributes, or an array of them.
  private func result(_ items: [KeychainItem], for query: KeychainQuery) throws(KeychainStatus) -> AnyObject {
    var each: [AnyObject] = []
    for item in items {
      let secret = query.returnsData ? try backing.secret(of: item) : nil
      each.append(query.returnsAttributes ? item.resultDictionary(secret: secret, access: access) : NSData(data: secret ?? Data()))
    }
    return query.limit == 1 ? each[0] : NSArray(array: each)
  }

  /// The query's class, when this Keychain keeps it.
  private static func passwordClass(_ itemClass: String?) throws(KeychainStatus) -> String {
    guard let itemClass else { throw .parameter("the query has no kSecClass") }
    guard KeychainQuery.passwordClasses.contains(itemClass) else {
      let known = [kSecClassCertificate, kSecClassKey, kSecClassIdentity].contains(itemClass)
      throw known ? KeychainStatus.unimplemented : .parameter("kSecClass \(itemClass) is not a class")
    }
    return itemClass
  }
}
