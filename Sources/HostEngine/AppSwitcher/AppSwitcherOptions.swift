public import HostProtocol

/// What `app-switcher` runs: which app, which events, on which device, what the team allows.
public struct AppSwitcherOptions: Sendable {
  /// The manifests folder (`plists/`).
  public var manifests: String
  /// Where to look for the app's executable after `manifests`.
  public var searchDirectories: [String]
  /// The app's bundle identifier, when the folder holds several apps.
  public var bundleIdentifier: String?
  /// The events after `launch`, in order.
  public var events: [AppEvent]
  public var device: Device
  /// The app's Swift sources, for the check of app-delegate lifecycle code in a scene app.
  public var sourceDirectories: [String]
  /// Behaviours the team chose, which then are not findings (`inactive`: content while inactive).
  public var allowed: Set<AppSwitcherFinding.Kind>
  /// Regular expressions for text the app shows on purpose in the snapshot (a screen's title):
  /// text one of them matches whole is not the app's content.
  public var publicText: [String] = []
  /// How long one callback may run: iOS gives `applicationDidEnterBackground` about five seconds.
  public var callbackLimit: Duration
  /// How long the launch may take (the handshake of an app).
  public var launchLimit: Duration

  /// The events the command runs when none are given.
  public static let defaultEvents: [AppEvent] = [.inactive, .active, .background, .foreground, .active]

  public init(
    manifests: String, searchDirectories: [String] = [], bundleIdentifier: String? = nil,
    events: [AppEvent] = AppSwitcherOptions.defaultEvents, device: Device = .default, sourceDirectories: [String] = [],
    allowed: Set<AppSwitcherFinding.Kind> = [], callbackLimit: Duration = .seconds(5), launchLimit: Duration = .seconds(10)
  ) {
    self.manifests = manifests
    self.searchDirectories = searchDirectories
    self.bundleIdentifier = bundleIdentifier
    self.events = events
    self.device = device
    self.sourceDirectories = sourceDirectories
    self.allowed = allowed
    self.callbackLimit = callbackLimit
    self.launchLimit = launchLimit
  }

  /// A device's screen, by the name `--device` takes.
  public struct Device: Sendable, Hashable {
    public var name: String
    public var width: Double
    public var height: Double

    /// The devices `--device` knows, in points (Apple's Human Interface Guidelines, device screen sizes).
    public static let all: [Device] = [
      Device(name: "iPhone 16", width: 393, height: 852),
      Device(name: "iPhone 16 Plus", width: 430, height: 932),
      Device(name: "iPhone 16 Pro", width: 402, height: 874),
      Device(name: "iPhone 16 Pro Max", width: 440, height: 956),
      Device(name: "iPhone SE", width: 375, height: 667),
    ]
    public static let `default` = all[0]

    /// The device called `name` (case and spaces ignored), or nil.
    public static func named(_ name: String) -> Device? {
      func key(_ text: String) -> String { text.lowercased().filter { !$0.isWhitespace && $0 != "-" } }
      return all.first { key($0.name) == key(name) }
    }

    var screen: DeviceScreen { DeviceScreen(name: name, width: width, height: height) }
  }
}
