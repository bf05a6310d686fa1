/// Changes some shield settings of one `ManagedSettingsStore`; sent by an extension when it
/// assigns `store.shield.…`.
///
/// Only the settings named in `keys` change; a key whose value is nil in `shield` deletes that
/// setting. The host refuses a write that would put more than
/// ``StoreShieldSettings/tokenLimit`` tokens in a set (`invalidParams`), and the store keeps its
/// previous value.
public struct StoreWriteRequest: RPCRequest {
  public static let method = "store/write"
  public typealias Response = EmptyResult

  /// The store's name.
  public var store: String
  /// The new values of the settings named in `keys`.
  public var shield: StoreShieldSettings
  /// The settings to change.
  public var keys: [StoreShieldSettings.Key]

  public init(store: String, shield: StoreShieldSettings, keys: [StoreShieldSettings.Key]) {
    self.store = store
    self.shield = shield
    self.keys = keys
  }
}
