import HostProtocol

/// A store of settings the system enforces, as ManagedSettings' `ManagedSettingsStore`.
///
/// The settings live in the host, shared by the app and all its extensions, as on iOS 16 and
/// later: what an action extension writes here decides whether the shield comes back after
/// `.defer`. Reading `shield` asks the host for the current values; assigning one of its
/// properties (`store.shield.webDomains = …`) changes just that setting. A set of more than 50
/// tokens is refused, and the store keeps its previous value.
///
/// Apple's store is also a Combine `ObservableObject`; Combine does not exist on Linux, so this
/// one is not. Of the setting groups, only `shield` is modelled.
public final class ManagedSettingsStore: Sendable {
  /// The store's name; `.default` for `ManagedSettingsStore()`.
  public let name: Name

  /// The default store.
  public init() { name = .default }

  /// A named store; every process of the app that uses the same name sees the same settings.
  public init(named name: Name) { self.name = name }

  /// The shield settings: what is shielded, by token and by category.
  public var shield: ShieldSettings {
    get { ShieldSettings(StoreBackend.read(store: name.rawValue)) }
    set {
      let keys = StoreShieldSettings.Key.allCases.filter(newValue.changedKeys.contains)
      guard !keys.isEmpty else { return }
      StoreBackend.write(store: name.rawValue, shield: newValue.wire, keys: keys)
    }
  }

  /// Removes every setting of this store.
  public func clearAllSettings() {
    StoreBackend.clear(store: name.rawValue)
  }
}

extension ManagedSettingsStore {
  /// A store's name, as ManagedSettings' `ManagedSettingsStore.Name`.
  public struct Name: RawRepresentable, Hashable, Sendable {
    /// The name as written.
    public let rawValue: String

    /// A name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A name.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The name of `ManagedSettingsStore()`.
    public static let `default` = Name("default")
  }
}
