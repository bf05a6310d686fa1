import HostProtocol

/// A store of settings the system enforces, as ManagedSettings' `ManagedSettingsStore`.
///
/// The settings live in the host, shared by the app and all its extensions, as on iOS 16 and
/// later: what an action extension writes here decides whether the shield comes back after
/// `.defer`. Reading `shield` asks the host for the current values; assigning one of its
/// properties (`store.shield.webDomains = …`) changes just that setting. A set of more than 50
/// tokens is refused, and the store keeps its previous value.
///
/// Every setting group is here (`shield`, `application`, `webContent`, `media` and the others),
/// kept by the host in the same way; only `shield` changes what a visit shows. Apple's store is
/// also a Combine `ObservableObject`; Combine does not exist on Linux, so this one is not.
public final class ManagedSettingsStore: Sendable {
  /// The store's name; `.default` for `ManagedSettingsStore()`.
  public let name: Name

  /// The default store.
  public init() { name = .default }

  /// A named store; every process of the app that uses the same name sees the same settings.
  public init(named name: Name) { self.name = name }

  /// The shield settings: what is shielded, by token and by category.
  ///
  /// Assigning one of its properties (`store.shield.webDomains = …`) is one write: the current
  /// values are read only when the code looks at one (`store.shield.webDomains?.insert(…)`).
  public var shield: ShieldSettings {
    get { ShieldSettings(StoreBackend.read(store: name.rawValue)) }
    set { write(newValue) }
    _modify {
      var settings = ShieldSettings(changing: name.rawValue)
      yield &settings
      write(settings)
    }
  }

  /// Writes the settings `shield` was assigned.
  private func write(_ shield: ShieldSettings) {
    let keys = StoreShieldSettings.Key.allCases.filter(shield.changedKeys.contains)
    guard !keys.isEmpty else { return }
    StoreBackend.write(store: name.rawValue, shield: shield.wire, keys: keys)
  }

  /// Settings that affect accounts: `AccountSettings`.
  public var account: AccountSettings {
    get { AccountSettings(StoreBackend.readSettings(store: name.rawValue)) }
    set { write(newValue.storage) }
  }

  /// Settings that affect the App Store: `AppStoreSettings`.
  public var appStore: AppStoreSettings {
    get { AppStoreSettings(StoreBackend.readSettings(store: name.rawValue)) }
    set { write(newValue.storage) }
  }

  /// Constraints on the apps a user can run, install and remove: `ApplicationSettings`.
  public var application: ApplicationSettings {
    get { ApplicationSettings(StoreBackend.readSettings(store: name.rawValue)) }
    set { write(newValue.storage) }
  }

  /// Settings that affect cellular data and plans: `CellularSettings`.
  public var cellular: CellularSettings {
    get { CellularSettings(StoreBackend.readSettings(store: name.rawValue)) }
    set { write(newValue.storage) }
  }

  /// Settings that affect the date and time: `DateAndTimeSettings`.
  public var dateAndTime: DateAndTimeSettings {
    get { DateAndTimeSettings(StoreBackend.readSettings(store: name.rawValue)) }
    set { write(newValue.storage) }
  }

  /// Constraints on the user's Game Center settings: `GameCenterSettings`.
  public var gameCenter: GameCenterSettings {
    get { GameCenterSettings(StoreBackend.readSettings(store: name.rawValue)) }
    set { write(newValue.storage) }
  }

  /// Constraints on the media content the user can access: `MediaSettings`.
  public var media: MediaSettings {
    get { MediaSettings(StoreBackend.readSettings(store: name.rawValue)) }
    set { write(newValue.storage) }
  }

  /// Settings that affect the device passcode: `PasscodeSettings`.
  public var passcode: PasscodeSettings {
    get { PasscodeSettings(StoreBackend.readSettings(store: name.rawValue)) }
    set { write(newValue.storage) }
  }

  /// Constraints on Safari's AutoFill and cookie behaviors: `SafariSettings`.
  public var safari: SafariSettings {
    get { SafariSettings(StoreBackend.readSettings(store: name.rawValue)) }
    set { write(newValue.storage) }
  }

  /// Settings that affect Siri: `SiriSettings`.
  public var siri: SiriSettings {
    get { SiriSettings(StoreBackend.readSettings(store: name.rawValue)) }
    set { write(newValue.storage) }
  }

  /// Which websites a user can access: `WebContentSettings`.
  public var webContent: WebContentSettings {
    get { WebContentSettings(StoreBackend.readSettings(store: name.rawValue)) }
    set { write(newValue.storage) }
  }

  /// Sends the settings of `group` assigned since it was read.
  private func write(_ group: SettingGroupStorage) {
    let changes = group.changes
    StoreBackend.set(store: name.rawValue, values: changes.set, removing: changes.remove)
  }

  /// Removes every setting of this store, of every group.
  public func clearAllSettings() {
    StoreBackend.clear(store: name.rawValue)
  }

  /// Deletes this store (iOS 26.5): its settings are removed and it leaves `stores`. A store
  /// exists here while it holds a setting, so deleting one is clearing it.
  public func deleteStore() { clearAllSettings() }

  /// Deletes the stores named `storeNames` that the app configured (iOS 26.5); a name with no
  /// store is ignored.
  public static func deleteStores(_ storeNames: Set<Name>) {
    for name in storeNames.sorted(by: { $0.rawValue < $1.rawValue }) { StoreBackend.clear(store: name.rawValue) }
  }

  /// The names of the stores the app configured (iOS 26.5): those holding a setting of any
  /// group, in every process of the app.
  public static var stores: Set<Name> { Set(StoreBackend.storeNames().map { Name($0) }) }
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
