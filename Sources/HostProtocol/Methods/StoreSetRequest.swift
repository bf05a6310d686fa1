/// Changes store settings outside `shield` (`store.application.denyAppRemoval = true`, ...);
/// sent by an extension when it assigns a property of one of the store's setting groups.
///
/// Settings named in `set` take their new value; those in `remove` are deleted (assigned nil).
/// The host refuses an unknown setting, a value of the wrong kind or out of its bounds, and a
/// set over Apple's limit (`invalidParams`); the store then keeps every setting as it was.
public struct StoreSetRequest: RPCRequest {
  public static let method = "store/set"
  public typealias Response = EmptyResult

  /// The store's name.
  public var store: String
  /// The new values, by setting name (`"application.denyAppRemoval"`).
  public var set: [String: StoreSettingValue]
  /// The settings to delete.
  public var remove: [String]

  public init(store: String, set: [String: StoreSettingValue], remove: [String]) {
    self.store = store
    self.set = set
    self.remove = remove
  }
}
