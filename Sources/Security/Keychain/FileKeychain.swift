import Foundation
import Glibc
import HostProtocol
import Synchronization

/// The Keychain the host lends an app's processes: a folder of the state directory that each of
/// them opens, so what the app keeps, an extension of the same access group reads. Each item's
/// attributes are a file in `Items`, readable in every device state, as iOS keeps an item's
/// attributes; its secret is a file in `Secrets/<class>`, the data protection class of its
/// accessibility, which the host makes unreadable while the device state protects that class
/// (`KeychainLayout`). An flock on `.lock` keeps one change at a time across processes.
final class FileKeychain: KeychainBacking {
  let folder: String
  /// Whether this process made (or found) the Keychain's folders: once, not at every call.
  private let prepared = Atomic(false)

  init(folder: String) { self.folder = folder }

  private var itemsFolder: String { folder + "/" + KeychainLayout.items }
  private func itemPath(_ item: KeychainItem) -> String { itemsFolder + "/" + item.id + ".json" }
  private func secretPath(_ item: KeychainItem) -> String {
    folder + "/" + KeychainLayout.secrets(KeychainLayout.protection(ofAccessibility: item.accessible)) + "/" + item.id
  }

  func exclusively<T>(_ body: () throws(KeychainStatus) -> T) throws(KeychainStatus) -> T {
    if !prepared.load(ordering: .acquiring) {
      for name in KeychainLayout.folders.map({ $0.joined(separator: "/") }) {
        guard (try? FileManager.default.createDirectory(
          atPath: folder + "/" + name, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])) != nil
        else {
          throw .unavailable("cannot create \(folder)/\(name)")
        }
      }
      prepared.store(true, ordering: .releasing)
    }
    let lock = open(folder + "/.lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    guard lock >= 0 else { throw .unavailable("cannot open \(folder)/.lock: \(String(cString: strerror(errno)))") }
    defer { close(lock) }
    while flock(lock, LOCK_EX) != 0 {
      guard errno == EINTR else { throw .unavailable("cannot lock \(folder)/.lock: \(String(cString: strerror(errno)))") }
    }
    return try body()
  }

  func items() -> [KeychainItem] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: itemsFolder)) ?? []
    var items: [KeychainItem] = []
    let decoder = JSONDecoder()
    for name in names where name.hasSuffix(".json") {
      guard let data = FileManager.default.contents(atPath: itemsFolder + "/" + name) else { continue }
      // A file that is not an item (written there by hand) is no item, as iOS has no such file.
      guard let item = try? decoder.decode(KeychainItem.self, from: data) else { continue }
      items.append(item)
    }
    return items.sorted { ($0.created, $0.id) < ($1.created, $1.id) }
  }

  func save(_ item: KeychainItem) throws(KeychainStatus) {
    do {
      try JSONEncoder().encode(item).write(to: URL(fileURLWithPath: itemPath(item)), options: .atomic)
    } catch {
      throw .unavailable("cannot write \(itemPath(item)): \(error)")
    }
  }

  func remove(_ item: KeychainItem) { unlink(itemPath(item)) }

  func secret(of item: KeychainItem) throws(KeychainStatus) -> Data {
    do {
      return try Data(contentsOf: URL(fileURLWithPath: secretPath(item)))
    } catch CocoaError.fileReadNoPermission {
      throw .locked
    } catch {
      throw .unavailable("cannot read \(secretPath(item)): \(error)")
    }
  }

  /// Written in place, not renamed over: the open of the file is what the device state decides.
  func store(_ secret: Data, of item: KeychainItem) throws(KeychainStatus) {
    do {
      try secret.write(to: URL(fileURLWithPath: secretPath(item)))
    } catch CocoaError.fileWriteNoPermission {
      throw .locked
    } catch {
      throw .unavailable("cannot write \(secretPath(item)): \(error)")
    }
  }

  func removeSecret(of item: KeychainItem) { unlink(secretPath(item)) }
}
