import Foundation
import HostProtocol
import Synchronization

/// Where `ManagedSettingsStore` keeps its settings: in the host, shared by every process of the
/// app; or, in a process started without a host (a unit test of extension code) or under a host
/// that lends no stores, in memory.
enum StoreBackend {
  private static let local = Mutex<[String: StoreShieldSettings]>([:])
  private static let localSettings = Mutex<[String: [String: StoreSettingValue]]>([:])

  /// The store's shield settings; empty (and a line on stderr) when the host does not answer.
  static func read(store: String) -> StoreShieldSettings { readAll(store: store).shield }

  /// The store's settings outside `shield`, by name; empty (and a line on stderr) when the host
  /// does not answer.
  static func readSettings(store: String) -> [String: StoreSettingValue] { readAll(store: store).settings ?? [:] }

  private static func readAll(store: String) -> StoreReadResult {
    guard let host = hostServingStores else {
      return StoreReadResult(
        shield: local.withLock { $0[store] ?? StoreShieldSettings() }, settings: localSettings.withLock { $0[store] })
    }
    switch host.send(StoreReadRequest(store: store)) {
    case .success(let result): return result
    case .failure(let error) where error.code == .methodNotFound:
      withoutHostStores()
      return readAll(store: store)
    case .failure(let error):
      complain("could not read store '\(store)': \(error.message)")
      return StoreReadResult(shield: StoreShieldSettings())
    }
  }

  /// Sets and removes settings outside `shield`; a refusal is logged and changes nothing.
  static func set(store: String, values: [String: StoreSettingValue], removing removed: [String]) {
    guard values.count + removed.count > 0 else { return }
    guard let host = hostServingStores else {
      let refusal =
        values.lazy.compactMap { StoreSettingCatalogue.problem(with: $0.value, for: $0.key) }.first
        ?? removed.first { StoreSettingCatalogue.kinds[$0] == nil }.map(StoreSettingCatalogue.unknownMessage)
      if let refusal { return complain("store '\(store)' kept its settings: \(refusal)") }
      localSettings.withLock { stores in
        var settings = stores[store] ?? [:]
        for name in removed { settings[name] = nil }
        for (name, value) in values { settings[name] = value.normalized() }
        stores[store] = settings.isEmpty ? nil : settings
      }
      return
    }
    switch host.send(StoreSetRequest(store: store, set: values, remove: removed)) {
    case .success: break
    case .failure(let error) where error.code == .methodNotFound:
      withoutHostStores()
      set(store: store, values: values, removing: removed)
    case .failure(let error): complain("store '\(store)' kept its settings: \(error.message)")
    }
  }

  /// Changes the settings named by `keys`; a refusal is logged and changes nothing.
  static func write(store: String, shield: StoreShieldSettings, keys: [StoreShieldSettings.Key]) {
    guard let host = hostServingStores else {
      var changed = local.withLock { $0[store] ?? StoreShieldSettings() }
      changed.apply(keys, from: shield)
      if let problem = changed.limitViolations.first {
        complain("store '\(store)' kept its settings: \(problem)")
        return
      }
      local.withLock { $0[store] = changed }
      return
    }
    switch host.send(StoreWriteRequest(store: store, shield: shield, keys: keys)) {
    case .success: break
    case .failure(let error) where error.code == .methodNotFound:
      withoutHostStores()
      write(store: store, shield: shield, keys: keys)
    case .failure(let error): complain("store '\(store)' kept its settings: \(error.message)")
    }
  }

  /// Removes every setting of the store.
  static func clear(store: String) {
    guard let host = hostServingStores else {
      _ = local.withLock { $0.removeValue(forKey: store) }
      _ = localSettings.withLock { $0.removeValue(forKey: store) }
      return
    }
    switch host.send(StoreClearRequest(store: store)) {
    case .success: break
    case .failure(let error) where error.code == .methodNotFound:
      withoutHostStores()
      clear(store: store)
    case .failure(let error): complain("could not clear store '\(store)': \(error.message)")
    }
  }

  /// The names of the stores holding a setting; empty (and a line on stderr) when the host does
  /// not answer.
  static func storeNames() -> [String] {
    guard let host = hostServingStores else {
      let shields = local.withLock { $0.filter { !$0.value.isEmpty }.keys }
      let others = localSettings.withLock { $0.filter { !$0.value.isEmpty }.keys }
      return Set(shields).union(others).sorted()
    }
    switch host.send(StoreListRequest()) {
    case .success(let result): return result.stores
    case .failure(let error) where error.code == .methodNotFound:
      withoutHostStores()
      return storeNames()
    case .failure(let error):
      complain("could not list the stores: \(error.message)")
      return []
    }
  }

  /// Whether the host turned out to lend no stores (`conform` does not): then they stay in memory.
  private static let hostLendsNoStores = Mutex(false)

  /// The host, unless there is none or it lends no stores.
  private static var hostServingStores: HostRequests? {
    hostLendsNoStores.withLock { $0 } ? nil : HostLink.requests
  }

  private static func withoutHostStores() { hostLendsNoStores.withLock { $0 = true } }

  /// The store's setters cannot throw (as on iOS), so a refusal is logged where the host sees it.
  private static func complain(_ message: String) {
    FileHandle.standardError.write(Data("ManagedSettingsStore: \(message)\n".utf8))
  }
}
