public import HostProtocol

/// The app and the shield extensions a visit runs, read and checked from their manifests, and the
/// app's device activity monitor extension when it has one.
///
/// A project may ship neither shield extension, or one, when it ships another Screen Time
/// extension (a monitor that writes the shields, as many do): iOS then draws its default shield
/// and handles the press itself (`SystemStandIn`).
public struct ShieldSetup: Sendable {
  var app: AppTarget?
  /// The action extension; nil when the project ships none (the system handles a press).
  public var actionExtension: ExtensionTarget?
  /// The configuration extension; nil when the project ships none (the system default shield).
  public var configurationExtension: ExtensionTarget?
  /// The device activity monitor extension, if the set has one (`simulate` runs it).
  public var monitorExtension: ExtensionTarget? = nil
  /// The policy.
  public var policy: ShieldPolicy

  /// Every extension of the set: the shield extensions it ships, then the monitor.
  var extensions: [ExtensionTarget] { [configurationExtension, actionExtension, monitorExtension].compactMap { $0 } }

  /// What the system does for the shield extensions the project does not ship, in one note;
  /// nil when it ships both.
  var standInNote: String? {
    SystemStandIn.note(configuration: configurationExtension == nil, action: actionExtension == nil)
  }
}

/// One extension, ready to launch.
public struct ExtensionTarget: Sendable {
  /// The target's name (`ShieldActionExt`).
  public var name: String
  /// The info plist path.
  public var infoPlistPath: String
  /// The extension point.
  public var extensionPoint: ExtensionPoint
  /// `Module.Class`, build settings expanded.
  public var principalClass: String
  var executablePath: String
  var bundleIdentifier: String?
  var appGroups: [String]
  /// Build settings, each already expanded by the host's one expander (`BuildSettings`): the
  /// extension's runtime substitutes them into its own manifest and mangles nothing itself.
  var buildSettings: [String: String]
  /// Its `.entitlements`, when it has one: named in messages about App Groups.
  var entitlementsPath: String? = nil
  /// `com.apple.developer.default-data-protection`, when its entitlements set it.
  var dataProtection: ProtectionClass? = nil
  /// Its entitlements' `keychain-access-groups`, build settings expanded (an unset
  /// `$(AppIdentifierPrefix)` expands to nothing).
  var keychainAccessGroups: [String] = []

  /// The Keychain access groups its processes may use, as iOS lists them: `keychain-access-groups`,
  /// then the application identifier, then the App Groups. The first is where a new item goes.
  var keychainGroups: [String] {
    KeychainLayout.groups(accessGroups: keychainAccessGroups, applicationIdentifier: bundleIdentifier ?? name, appGroups: appGroups)
  }
}
