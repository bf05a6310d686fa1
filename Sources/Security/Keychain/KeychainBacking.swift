import Foundation
import HostProtocol
import Synchronization

/// Where a Keychain keeps its items: in memory for a process on its own, in the host's state
/// directory for the processes of an app under the host.
protocol KeychainBacking: Sendable {
  /// Runs `body` alone: no other thread or process changes the Keychain meanwhile.
  func exclusively<T>(_ body: () throws(KeychainStatus) -> T) throws(KeychainStatus) -> T
  /// Every item, oldest first.
  func items() throws(KeychainStatus) -> [KeychainItem]
  func save(_ item: KeychainItem) throws(KeychainStatus)
  func remove(_ item: KeychainItem)
  /// The item's secret; `.locked` when its class cannot be read in the device's state.
  func secret(of item: KeychainItem) throws(KeychainStatus) -> Data
  /// Keeps `secret` as the item's; `.locked` when its class cannot be written in the device's state.
  func store(_ secret: Data, of item: KeychainItem) throws(KeychainStatus)
  func removeSecret(of item: KeychainItem)
}

/// The Keychain of a process run on its own (a user's `swift test`): in memory, for the process's life.
final class MemoryKeychain: KeychainBacking {
  private struct Contents {
    var items: [KeychainItem] = []
    var secrets: [String: Data] = [:]
  }

  private let transaction = NSLock()
  private let contents = Mutex(Contents())

  func exclusively<T>(_ body: () throws(KeychainStatus) -> T) throws(KeychainStatus) -> T {
    transaction.lock()
    defer { transaction.unlock() }
    return try body()
  }

  func items() -> [KeychainItem] { contents.withLock { $0.items } }

  func save(_ item: KeychainItem) {
    contents.withLock { contents in
      if let index = contents.items.firstIndex(where: { $0.id == item.id }) {
        contents.items[index] = item
      } else {
        contents.items.append(item)
      }
    }
  }

  func remove(_ item: KeychainItem) { contents.withLock { $0.items.removeAll { $0.id == item.id } } }

  func secret(of item: KeychainItem) -> Data { contents.withLock { $0.secrets[item.id] ?? Data() } }

  func store(_ secret: Data, of item: KeychainItem) { contents.withLock { $0.secrets[item.id] = secret } }

  func removeSecret(of item: KeychainItem) { contents.withLock { $0.secrets[item.id] = nil } }
}
