import HostProtocol

// The store's setting groups besides `shield`, as ManagedSettings declares them. Each property
// reads the store's value (nil when the app has not set it) and, assigned through the store
// (`store.application.denyAppRemoval = true`), writes just that setting to the host, which keeps
// it for every process of the app. The static properties are the settings' metadata.

/// Settings that affect accounts. As ManagedSettings' `AccountSettings`.
public struct AccountSettings: ManagedSettingsGroup {
  var storage: SettingGroupStorage

  init(_ settings: [String: StoreSettingValue]) { storage = SettingGroupStorage(group: "account", settings: settings) }

  /// Whether the user is kept from adding, removing or changing accounts. nil when the app has not set it.
  public var lockAccounts: Bool? {
    get { storage.value("lockAccounts") }
    set { storage.set("lockAccounts", newValue) }
  }

  /// The metadata of `lockAccounts`: its default value is `false`.
  public static let lockAccounts = SettingMetadata<Bool>(defaultValue: false)
}

/// Settings that affect the App Store. As ManagedSettings' `AppStoreSettings`.
public struct AppStoreSettings: ManagedSettingsGroup {
  var storage: SettingGroupStorage

  init(_ settings: [String: StoreSettingValue]) { storage = SettingGroupStorage(group: "appStore", settings: settings) }

  /// Whether in-app purchases are denied. nil when the app has not set it.
  public var denyInAppPurchases: Bool? {
    get { storage.value("denyInAppPurchases") }
    set { storage.set("denyInAppPurchases", newValue) }
  }

  /// The metadata of `denyInAppPurchases`: its default value is `false`.
  public static let denyInAppPurchases = SettingMetadata<Bool>(defaultValue: false)

  /// The highest app rating the user may install. nil when the app has not set it.
  public var maximumRating: Int? {
    get { storage.value("maximumRating") }
    set { storage.set("maximumRating", newValue) }
  }

  /// The metadata of `maximumRating`: its default value is 1000, within 0...2000.
  public static let maximumRating = BoundedSettingMetadata<Int>(defaultValue: 1000, range: 0...2000)

  /// Whether every purchase asks for the password. nil when the app has not set it.
  public var requirePasswordForPurchases: Bool? {
    get { storage.value("requirePasswordForPurchases") }
    set { storage.set("requirePasswordForPurchases", newValue) }
  }

  /// The metadata of `requirePasswordForPurchases`: its default value is `false`.
  public static let requirePasswordForPurchases = SettingMetadata<Bool>(defaultValue: false)
}

/// Constraints on the apps a user can run, install and remove. As ManagedSettings' `ApplicationSettings`.
public struct ApplicationSettings: ManagedSettingsGroup {
  var storage: SettingGroupStorage

  init(_ settings: [String: StoreSettingValue]) { storage = SettingGroupStorage(group: "application", settings: settings) }

  /// The apps the system hides and will not launch (at most 50). nil when the app has not set it.
  public var blockedApplications: Set<Application>? {
    get { storage.value("blockedApplications") }
    set { storage.set("blockedApplications", newValue) }
  }

  /// The metadata of `blockedApplications`: its default value is an empty set.
  public static let blockedApplications = SettingMetadata<Set<Application>>(defaultValue: [])

  /// Whether installing apps is denied. nil when the app has not set it.
  public var denyAppInstallation: Bool? {
    get { storage.value("denyAppInstallation") }
    set { storage.set("denyAppInstallation", newValue) }
  }

  /// The metadata of `denyAppInstallation`: its default value is `false`.
  public static let denyAppInstallation = SettingMetadata<Bool>(defaultValue: false)

  /// Whether removing apps is denied. nil when the app has not set it.
  public var denyAppRemoval: Bool? {
    get { storage.value("denyAppRemoval") }
    set { storage.set("denyAppRemoval", newValue) }
  }

  /// The metadata of `denyAppRemoval`: its default value is `false`.
  public static let denyAppRemoval = SettingMetadata<Bool>(defaultValue: false)
}

/// Settings that affect cellular data and plans. As ManagedSettings' `CellularSettings`.
public struct CellularSettings: ManagedSettingsGroup {
  var storage: SettingGroupStorage

  init(_ settings: [String: StoreSettingValue]) { storage = SettingGroupStorage(group: "cellular", settings: settings) }

  /// Whether the user is kept from changing apps' cellular data use. nil when the app has not set it.
  public var lockAppCellularData: Bool? {
    get { storage.value("lockAppCellularData") }
    set { storage.set("lockAppCellularData", newValue) }
  }

  /// The metadata of `lockAppCellularData`: its default value is `false`.
  public static let lockAppCellularData = SettingMetadata<Bool>(defaultValue: false)

  /// Whether the user is kept from changing the cellular plan. nil when the app has not set it.
  public var lockCellularPlan: Bool? {
    get { storage.value("lockCellularPlan") }
    set { storage.set("lockCellularPlan", newValue) }
  }

  /// The metadata of `lockCellularPlan`: its default value is `false`.
  public static let lockCellularPlan = SettingMetadata<Bool>(defaultValue: false)

  /// Whether the user is kept from adding or removing eSIMs. nil when the app has not set it.
  public var lockESIM: Bool? {
    get { storage.value("lockESIM") }
    set { storage.set("lockESIM", newValue) }
  }

  /// The metadata of `lockESIM`: its default value is `false`.
  public static let lockESIM = SettingMetadata<Bool>(defaultValue: false)
}

/// Settings that affect the date and time. As ManagedSettings' `DateAndTimeSettings`.
public struct DateAndTimeSettings: ManagedSettingsGroup {
  var storage: SettingGroupStorage

  init(_ settings: [String: StoreSettingValue]) { storage = SettingGroupStorage(group: "dateAndTime", settings: settings) }

  /// Whether the date and time must be set automatically. nil when the app has not set it.
  public var requireAutomaticDateAndTime: Bool? {
    get { storage.value("requireAutomaticDateAndTime") }
    set { storage.set("requireAutomaticDateAndTime", newValue) }
  }

  /// The metadata of `requireAutomaticDateAndTime`: its default value is `false`.
  public static let requireAutomaticDateAndTime = SettingMetadata<Bool>(defaultValue: false)
}

/// Constraints on the user's Game Center settings. As ManagedSettings' `GameCenterSettings`.
public struct GameCenterSettings: ManagedSettingsGroup {
  var storage: SettingGroupStorage

  init(_ settings: [String: StoreSettingValue]) { storage = SettingGroupStorage(group: "gameCenter", settings: settings) }

  /// Whether adding Game Center friends is denied. nil when the app has not set it.
  public var denyAddingFriends: Bool? {
    get { storage.value("denyAddingFriends") }
    set { storage.set("denyAddingFriends", newValue) }
  }

  /// The metadata of `denyAddingFriends`: its default value is `false`.
  public static let denyAddingFriends = SettingMetadata<Bool>(defaultValue: false)

  /// Whether joining multiplayer games is denied. nil when the app has not set it.
  public var denyMultiplayerGaming: Bool? {
    get { storage.value("denyMultiplayerGaming") }
    set { storage.set("denyMultiplayerGaming", newValue) }
  }

  /// The metadata of `denyMultiplayerGaming`: its default value is `false`.
  public static let denyMultiplayerGaming = SettingMetadata<Bool>(defaultValue: false)
}

/// Constraints on the media content the user can access. As ManagedSettings' `MediaSettings`.
public struct MediaSettings: ManagedSettingsGroup {
  var storage: SettingGroupStorage

  init(_ settings: [String: StoreSettingValue]) { storage = SettingGroupStorage(group: "media", settings: settings) }

  /// Whether erotica from the Book Store is denied. nil when the app has not set it.
  public var denyBookstoreErotica: Bool? {
    get { storage.value("denyBookstoreErotica") }
    set { storage.set("denyBookstoreErotica", newValue) }
  }

  /// The metadata of `denyBookstoreErotica`: its default value is `false`.
  public static let denyBookstoreErotica = SettingMetadata<Bool>(defaultValue: false)

  /// Whether explicit music, podcasts and news are denied. nil when the app has not set it.
  public var denyExplicitContent: Bool? {
    get { storage.value("denyExplicitContent") }
    set { storage.set("denyExplicitContent", newValue) }
  }

  /// The metadata of `denyExplicitContent`: its default value is `false`.
  public static let denyExplicitContent = SettingMetadata<Bool>(defaultValue: false)

  /// Whether Apple Music's streaming content is denied. nil when the app has not set it.
  public var denyMusicService: Bool? {
    get { storage.value("denyMusicService") }
    set { storage.set("denyMusicService", newValue) }
  }

  /// The metadata of `denyMusicService`: its default value is `false`.
  public static let denyMusicService = SettingMetadata<Bool>(defaultValue: false)

  /// The highest movie rating the user may view (1000: all, 0: none). nil when the app has not set it.
  public var maximumMovieRating: Int? {
    get { storage.value("maximumMovieRating") }
    set { storage.set("maximumMovieRating", newValue) }
  }

  /// The metadata of `maximumMovieRating`: its default value is 1000, within 0...1000.
  public static let maximumMovieRating = BoundedSettingMetadata<Int>(defaultValue: 1000, range: 0...1000)

  /// The highest TV show rating the user may view (1000: all, 0: none). nil when the app has not set it.
  public var maximumTVShowRating: Int? {
    get { storage.value("maximumTVShowRating") }
    set { storage.set("maximumTVShowRating", newValue) }
  }

  /// The metadata of `maximumTVShowRating`: its default value is 1000, within 0...1000.
  public static let maximumTVShowRating = BoundedSettingMetadata<Int>(defaultValue: 1000, range: 0...1000)
}

/// Settings that affect the device passcode. As ManagedSettings' `PasscodeSettings`.
public struct PasscodeSettings: ManagedSettingsGroup {
  var storage: SettingGroupStorage

  init(_ settings: [String: StoreSettingValue]) { storage = SettingGroupStorage(group: "passcode", settings: settings) }

  /// Whether the user is kept from changing the passcode. nil when the app has not set it.
  public var lockPasscode: Bool? {
    get { storage.value("lockPasscode") }
    set { storage.set("lockPasscode", newValue) }
  }

  /// The metadata of `lockPasscode`: its default value is `false`.
  public static let lockPasscode = SettingMetadata<Bool>(defaultValue: false)
}

/// Constraints on Safari's AutoFill and cookie behaviors. As ManagedSettings' `SafariSettings`.
public struct SafariSettings: ManagedSettingsGroup {
  var storage: SettingGroupStorage

  init(_ settings: [String: StoreSettingValue]) { storage = SettingGroupStorage(group: "safari", settings: settings) }

  /// The conditions under which Safari accepts cookies. nil when the app has not set it.
  public var cookiePolicy: SafariSettings.CookiePolicy? {
    get { storage.value("cookiePolicy") }
    set { storage.set("cookiePolicy", newValue) }
  }

  /// The metadata of `cookiePolicy`: its default value is `.always`.
  public static let cookiePolicy = SettingMetadata<SafariSettings.CookiePolicy>(defaultValue: .always)

  /// Whether Safari's AutoFill is denied. nil when the app has not set it.
  public var denyAutoFill: Bool? {
    get { storage.value("denyAutoFill") }
    set { storage.set("denyAutoFill", newValue) }
  }

  /// The metadata of `denyAutoFill`: its default value is `false`.
  public static let denyAutoFill = SettingMetadata<Bool>(defaultValue: false)
}

/// Settings that affect Siri. As ManagedSettings' `SiriSettings`.
public struct SiriSettings: ManagedSettingsGroup {
  var storage: SettingGroupStorage

  init(_ settings: [String: StoreSettingValue]) { storage = SettingGroupStorage(group: "siri", settings: settings) }

  /// Whether Siri is denied. nil when the app has not set it.
  public var denySiri: Bool? {
    get { storage.value("denySiri") }
    set { storage.set("denySiri", newValue) }
  }

  /// The metadata of `denySiri`: its default value is `false`.
  public static let denySiri = SettingMetadata<Bool>(defaultValue: false)
}

/// Which websites a user can access. As ManagedSettings' `WebContentSettings`.
public struct WebContentSettings: ManagedSettingsGroup {
  var storage: SettingGroupStorage

  init(_ settings: [String: StoreSettingValue]) { storage = SettingGroupStorage(group: "webContent", settings: settings) }

  /// The policy for filtering websites; any policy but `.none` turns off private browsing in Safari. nil when the app has not set it.
  public var blockedByFilter: WebContentSettings.FilterPolicy? {
    get { storage.value("blockedByFilter") }
    set { storage.set("blockedByFilter", newValue) }
  }

  /// The metadata of `blockedByFilter`: its default value is `.none`.
  public static let blockedByFilter = SettingMetadata<WebContentSettings.FilterPolicy>(defaultValue: .none)
}
