/// Removes every setting of one `ManagedSettingsStore`: `clearAllSettings()`.
public struct StoreClearRequest: RPCRequest {
  public static let method = "store/clearAllSettings"
  public typealias Response = EmptyResult

  /// The store's name.
  public var store: String

  public init(store: String) { self.store = store }
}
