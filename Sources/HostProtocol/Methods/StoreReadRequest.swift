/// Asks the host for the current settings of one `ManagedSettingsStore`; sent by an extension
/// whenever it reads `store.shield` or another of the store's setting groups.
public struct StoreReadRequest: RPCRequest {
  public static let method = "store/read"
  public typealias Response = StoreReadResult

  /// The store's name: `ManagedSettingsStore.Name.rawValue`, `"default"` for `ManagedSettingsStore()`.
  public var store: String

  public init(store: String) { self.store = store }
}

/// The host's answer to ``StoreReadRequest``.
public struct StoreReadResult: Codable, Hashable, Sendable {
  /// The store's shield settings; all nil for a store nobody has written.
  public var shield: StoreShieldSettings
  /// Its other settings, by name (`"application.denyAppRemoval"`); nil when none is set.
  public var settings: [String: StoreSettingValue]?

  public init(shield: StoreShieldSettings, settings: [String: StoreSettingValue]? = nil) {
    self.shield = shield
    self.settings = settings
  }
}
