import Foundation
import HostProtocol
import Synchronization

/// Where `ManagedSettingsStore` keeps its settings: in the host, shared by every process of the
/// app; or, in a process started without a host (a unit test of extension code), in memory.
enum StoreBackend {
  private static let local = Mutex<[String: StoreShieldSettings]>([:])

  /// The store's settings; empty (and a line on stderr) when the host does not answer.
  static func read(store: String) -> StoreShieldSettings {
    guard let host = HostLink.requests else { return local.withLock { $0[store] ?? StoreShieldSettings() } }
    switch host.send(StoreReadRequest(store: store)) {
    case .success(let result): return result.shield
    case .failure(let error):
      complain("could not read store '\(store)': \(error.message)")
      return StoreShieldSettings()
    }
  }

  /// Changes the settings named by `keys`; a refusal is logged and changes nothing.
  static func write(store: String, shield: StoreShieldSettings, keys: [StoreShieldSettings.Key]) {
    guard let host = HostLink.requests else {
      var changed = local.withLock { $0[store] ?? StoreShieldSettings() }
      changed.apply(keys, from: shield)
      if let problem = changed.limitViolations.first {
        complain("store '\(store)' kept its settings: \(problem)")
        return
      }
      local.withLock { $0[store] = changed }
      return
    }
    if case .failure(let error) = host.send(StoreWriteRequest(store: store, shield: shield, keys: keys)) {
      complain("store '\(store)' kept its settings: \(error.message)")
    }
  }

  /// Removes every setting of the store.
  static func clear(store: String) {
    guard let host = HostLink.requests else {
      _ = local.withLock { $0.removeValue(forKey: store) }
      return
    }
    if case .failure(let error) = host.send(StoreClearRequest(store: store)) {
      complain("could not clear store '\(store)': \(error.message)")
    }
  }

  /// The store's setters cannot throw (as on iOS), so a refusal is logged where the host sees it.
  private static func complain(_ message: String) {
    FileHandle.standardError.write(Data("ManagedSettingsStore: \(message)\n".utf8))
  }
}
