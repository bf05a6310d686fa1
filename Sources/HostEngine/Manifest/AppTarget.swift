import ExtensionManifest
import HostProtocol

/// The containing app, as far as a visit needs it.
struct AppTarget: Sendable {
  var name: String
  var bundleIdentifier: String?
  var appGroups: [String]
  /// `com.apple.developer.default-data-protection`, when its entitlements set it.
  var dataProtection: ProtectionClass? = nil
  /// Its entitlements' `keychain-access-groups`, build settings expanded.
  var keychainAccessGroups: [String] = []

  /// The Keychain access groups the app may use (`KeychainLayout.groups`).
  var keychainGroups: [String] {
    KeychainLayout.groups(accessGroups: keychainAccessGroups, applicationIdentifier: bundleIdentifier ?? name, appGroups: appGroups)
  }
}

extension AppTarget {
  /// The app `target`, from its Info.plist (`document`; nil when Xcode generates it whole, so
  /// its bundle identifier is `PRODUCT_BUNDLE_IDENTIFIER`) and its `entitlements`.
  init(_ target: ManifestTarget, info document: PlistDocument?, entitlements: PlistDocument?) {
    self.init(
      name: target.name, bundleIdentifier: ExtensionManifestChecker.bundleIdentifier(in: document, settings: target.settings),
      appGroups: SetupLoader.appGroups(of: target, entitlements: entitlements),
      dataProtection: SetupLoader.dataProtection(of: target, entitlements: entitlements),
      keychainAccessGroups: SetupLoader.keychainAccessGroups(of: target, entitlements: entitlements))
  }
}
