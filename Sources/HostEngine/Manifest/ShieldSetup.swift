public import HostProtocol

/// The app and the two shield extensions a visit runs, read and checked from their manifests.
public struct ShieldSetup: Sendable {
  var app: AppTarget?
  /// The action extension.
  public var actionExtension: ExtensionTarget
  /// The configuration extension.
  public var configurationExtension: ExtensionTarget
  /// The policy.
  public var policy: ShieldPolicy
}

/// The containing app, as far as a visit needs it.
struct AppTarget: Sendable {
  var name: String
  var bundleIdentifier: String?
  var appGroups: [String]
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
}
