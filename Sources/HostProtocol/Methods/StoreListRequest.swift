/// Asks the host which `ManagedSettingsStore`s the app has configured: `ManagedSettingsStore.stores`
/// (iOS 26.5).
public struct StoreListRequest: RPCRequest {
  public static let method = "store/list"
  public typealias Response = StoreListResult

  public init() {}
}

/// The host's answer to ``StoreListRequest``.
public struct StoreListResult: Codable, Hashable, Sendable {
  /// The names of the stores that hold at least one setting, sorted.
  public var stores: [String]

  public init(stores: [String]) { self.stores = stores }
}
