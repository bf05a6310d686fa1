/// Asks the host for the current shield settings of one `ManagedSettingsStore`; sent by an
/// extension whenever it reads `store.shield`.
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

  public init(shield: StoreShieldSettings) { self.shield = shield }
}
