import Foundation
import HostProtocol
import Synchronization

/// The ManagedSettings stores of one app, kept by the host and shared by the app and its
/// extensions, as iOS 16 and later share them. Every change is on disk before it is acknowledged,
/// so it survives a restart of the host; every read and change starts from the file, so another
/// host on the same state directory (the daemon, another visit) is seen at once.
///
/// Safe to use from any thread: the connections' poll threads serve extension requests with it.
final class ManagedSettingsState: Sendable {
  /// What the store file holds.
  struct Contents: Codable, Equatable, Sendable {
    /// The settings the app last applied to its default store (from the shield policy).
    var seed: StoreShieldSettings?
    /// Each store's shield settings, by name.
    var stores: [String: StoreShieldSettings] = [:]
    /// Each store's other settings (`application.denyAppRemoval`, ...), by store and setting
    /// name; nil in files written before the other setting groups existed.
    var settings: [String: [String: StoreSettingValue]]?
  }

  /// Why a write was refused.
  struct Refusal: Error, Sendable {
    /// A sentence for the extension's author.
    let message: String
  }

  /// The file; nil keeps the stores in memory only.
  private let file: ContainedFile?
  private let contents: Mutex<Contents>

  /// The most the stores file may hold.
  static let fileLimit = 16 << 20

  /// Loads the stores from `file` (none yet when it does not exist); nil: memory only.
  convenience init(file: ContainedFile?) throws(StateError) {
    try self.init(file: file, seeding: nil)
  }

  /// Loads the stores from `file` and applies the app's `settings` as `seed(_:)` does, from the
  /// contents just read: a visit opens its stores this way, reading the file once, not twice.
  init(file: ContainedFile?, seeding settings: StoreShieldSettings?) throws(StateError) {
    self.file = file
    var loaded = Contents()
    if let file, let bytes = try file.read(limit: Self.fileLimit) {
      do {
        loaded = try Self.decode(Data(bytes), path: file.path)
      } catch {
        throw .io(path: file.path, reason: "the stores file is damaged (\(error)); run extension-host reset")
      }
    }
    seeded = try settings.map { settings throws(StateError) in try Self.apply(seed: settings, to: &loaded) } ?? false
    if seeded { try Self.persist(loaded, to: file) }
    contents = Mutex(loaded)
  }

  /// Whether the settings given to `init(file:seeding:)` were applied (they differ from the last
  /// ones applied).
  let seeded: Bool

  /// Applies the app's settings to its default store, as the app does when it starts, unless
  /// they are the ones applied last time: a change an extension made since then is kept until
  /// the policy itself changes. Returns whether the settings were applied.
  @discardableResult
  func seed(_ settings: StoreShieldSettings) throws(StateError) -> Bool {
    try contents.withLock { contents throws(StateError) -> Bool in
      contents = reload() ?? contents
      guard try Self.apply(seed: settings, to: &contents) else { return false }
      try persist(contents)
      return true
    }
  }

  /// Makes `settings` the seed and the default store's settings unless they are the seed already;
  /// returns whether it changed `contents`.
  private static func apply(seed settings: StoreShieldSettings, to contents: inout Contents) throws(StateError) -> Bool {
    let settings = settings.normalized()
    guard contents.seed != settings else { return false }
    contents.seed = settings
    contents.stores[ManagedSettingsState.defaultStore] = settings.isEmpty ? nil : settings
    return true
  }

  /// The most stores an app keeps: Apple allows "up to 50 per process" (WWDC22). Bounds the
  /// stores file, so an extension that creates stores without end cannot make each write slower.
  static let maxStores = 50

  /// The name of `ManagedSettingsStore()`.
  static let defaultStore = "default"

  /// Every store, by name.
  var stores: [String: StoreShieldSettings] {
    contents.withLock { contents in
      contents = reload() ?? contents
      return contents.stores
    }
  }

  /// The names of the stores that hold a setting, of any group, sorted: the stores the app has
  /// configured (`ManagedSettingsStore.stores`). A store whose settings were all removed is gone.
  var configuredStores: [String] {
    contents.withLock { contents in
      contents = reload() ?? contents
      let shields = contents.stores.filter { !$0.value.isEmpty }.keys
      let others = (contents.settings ?? [:]).filter { !$0.value.isEmpty }.keys
      return Set(shields).union(others).sorted()
    }
  }

  /// One store's shield settings; empty for a store nobody has written.
  func read(_ store: String) -> StoreShieldSettings {
    readAll(store).shield
  }

  /// One store's shield settings and other settings, read together.
  func readAll(_ store: String) -> (shield: StoreShieldSettings, settings: [String: StoreSettingValue]) {
    contents.withLock { contents in
      contents = reload() ?? contents
      return (contents.stores[store] ?? StoreShieldSettings(), contents.settings?[store] ?? [:])
    }
  }

  /// Every store's settings of every group, read together: what a report compares before and after.
  var snapshot: Snapshot {
    contents.withLock { contents in
      contents = reload() ?? contents
      return Snapshot(shields: contents.stores, settings: contents.settings ?? [:])
    }
  }

  /// Every store's settings at one moment.
  struct Snapshot: Equatable, Sendable {
    /// Shield settings, by store.
    var shields: [String: StoreShieldSettings]
    /// Other settings, by store and setting name.
    var settings: [String: [String: StoreSettingValue]]

    /// Each setting that differs from `before`, by store name.
    func changes(since before: Snapshot) -> [(store: String, change: StoreSettingChange)] {
      var changes: [(store: String, change: StoreSettingChange)] = []
      for store in Set(before.shields.keys).union(shields.keys).union(before.settings.keys).union(settings.keys).sorted() {
        let old = before.shields[store] ?? StoreShieldSettings()
        let new = shields[store] ?? StoreShieldSettings()
        for key in new.changedKeys(comparedTo: old) {
          changes.append((store, StoreSettingChange(name: "shield.\(key.rawValue)", before: old.summary(of: key), after: new.summary(of: key))))
        }
        for change in StoreSettingChange.between(before.settings[store] ?? [:], settings[store] ?? [:]) {
          changes.append((store, change))
        }
      }
      return changes
    }
  }

  /// Sets and removes settings outside `shield`; refuses an unknown setting, a value of the
  /// wrong kind, out of bounds or over Apple's limit, keeping the store as it was.
  /// - Returns: the store's other settings before and after.
  func set(_ values: [String: StoreSettingValue], removing removed: [String], in store: String)
    throws(Refusal) -> (before: [String: StoreSettingValue], after: [String: StoreSettingValue])
  {
    for (name, value) in values {
      if let problem = StoreSettingCatalogue.problem(with: value, for: name) { throw Refusal(message: problem) }
    }
    if let unknown = removed.first(where: { StoreSettingCatalogue.kinds[$0] == nil }) {
      throw Refusal(message: StoreSettingCatalogue.unknownMessage(unknown))
    }
    return try contents.withLock { contents throws(Refusal) in
      let reloaded = reload()
      contents = reloaded ?? contents
      let before = contents.settings?[store] ?? [:]
      var after = before
      for name in removed { after[name] = nil }
      for (name, value) in values { after[name] = value.normalized() }
      try checkRoom(for: store, holdingSettings: !after.isEmpty, in: contents)
      var changed = contents
      changed.settings = changed.settings ?? [:]
      changed.settings?[store] = after.isEmpty ? nil : after
      if changed.settings?.isEmpty == true { changed.settings = nil }
      try save(changed, over: &contents, onDisk: reloaded != nil)
      return (before, after)
    }
  }

  /// Refuses a store that does not exist yet and would hold settings when the app already keeps
  /// as many stores as Apple allows.
  private func checkRoom(for store: String, holdingSettings: Bool, in contents: Contents) throws(Refusal) {
    let known = contents.stores[store] != nil || contents.settings?[store] != nil
    if !known, holdingSettings, storeCount(contents) >= Self.maxStores {
      throw Refusal(message: Self.tooManyStores(store, count: storeCount(contents)))
    }
  }

  /// Persists `changed` and makes it the contents; a failed save is a refusal and changes nothing.
  /// A change to what the file already holds (`onDisk`: `contents` were just read from it) is not
  /// written again: a monitor that recomputes its shields on every callback writes the same
  /// settings many times, and each write would create and rename a file.
  private func save(_ changed: Contents, over contents: inout Contents, onDisk: Bool) throws(Refusal) {
    if onDisk, changed == contents { return }
    do {
      try persist(changed)
    } catch {
      throw Refusal(message: "the host could not save the store: \(error)")
    }
    contents = changed
  }

  /// How many stores hold a setting of any group.
  private func storeCount(_ contents: Contents) -> Int {
    Set(contents.stores.keys).union(contents.settings?.keys ?? [:].keys).count
  }

  private static func tooManyStores(_ store: String, count: Int) -> String {
    "an app keeps at most \(maxStores) ManagedSettingsStores (\"up to 50 per process\", WWDC22); "
      + "store \"\(store)\" would be number \(count + 1), so it was not created"
  }

  /// Changes the settings named by `keys`; refuses a set over Apple's limit, keeping the store as it was.
  /// - Returns: the store before and after.
  func write(_ keys: [StoreShieldSettings.Key], from shield: StoreShieldSettings, to store: String)
    throws(Refusal) -> (before: StoreShieldSettings, after: StoreShieldSettings)
  {
    try contents.withLock { contents throws(Refusal) -> (before: StoreShieldSettings, after: StoreShieldSettings) in
      let reloaded = reload()
      contents = reloaded ?? contents
      let before = contents.stores[store] ?? StoreShieldSettings()
      var after = before
      after.apply(keys, from: shield.normalized())
      if let problem = after.limitViolations.first { throw Refusal(message: problem) }
      try checkRoom(for: store, holdingSettings: !after.isEmpty, in: contents)
      var changed = contents
      changed.stores[store] = after.isEmpty ? nil : after
      try save(changed, over: &contents, onDisk: reloaded != nil)
      return (before, after)
    }
  }

  /// Removes every setting of `store`, of every group; returns what it held.
  @discardableResult
  func clear(_ store: String) throws(StateError) -> (shield: StoreShieldSettings, settings: [String: StoreSettingValue]) {
    try contents.withLock { contents throws(StateError) in
      contents = reload() ?? contents
      let shield = contents.stores.removeValue(forKey: store) ?? StoreShieldSettings()
      let settings = contents.settings?.removeValue(forKey: store) ?? [:]
      if contents.settings?.isEmpty == true { contents.settings = nil }
      try persist(contents)
      return (shield, settings)
    }
  }

  /// The file as it is now; nil for memory only, a missing file or a damaged one (the last
  /// contents read stay in use).
  private func reload() -> Contents? {
    guard let file, let bytes = try? file.read(limit: Self.fileLimit) else { return nil }
    return try? Self.decode(Data(bytes), path: file.path)
  }

  /// Decoded stores files, by path and bytes: a file read again unchanged is not decoded again.
  private static let decoded = ContentMemo<Contents>()

  private static func decode(_ data: Data, path: String) throws -> Contents {
    if let contents = decoded.value(path: path, bytes: data) { return contents }
    let contents = try JSONDecoder().decode(Contents.self, from: data)
    decoded.remember(contents, path: path, bytes: data)
    return contents
  }

  /// Writes `snapshot` to the file, atomically; called with the lock held, so writes keep their order.
  private func persist(_ snapshot: Contents) throws(StateError) {
    try Self.persist(snapshot, to: file)
  }

  private static func persist(_ snapshot: Contents, to file: ContainedFile?) throws(StateError) {
    guard let file else { return }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let data: Data
    do {
      data = try encoder.encode(snapshot)
    } catch {
      throw .io(path: file.path, reason: "cannot save the stores: \(error.localizedDescription)")
    }
    try file.write(Array(data))
  }
}
