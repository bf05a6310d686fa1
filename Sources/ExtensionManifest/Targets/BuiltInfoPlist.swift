/// An Info.plist as the built bundle has it: the file's keys, and, where Xcode generates the
/// file (`GENERATE_INFOPLIST_FILE = YES`), the keys it adds from build settings for what the file
/// lacks (`INFOPLIST_KEY_<key>`, and the standard ones such as `PRODUCT_BUNDLE_IDENTIFIER`). A
/// SwiftUI app made from Xcode's template since Xcode 13 has no Info.plist file at all.
package struct BuiltInfoPlist: Sendable {
  /// The Info.plist file, when the target has one.
  package let document: PlistDocument?
  /// The target's build settings.
  package let settings: BuildSettings

  /// The setting each standard key comes from when Xcode generates it.
  package static let standardKeys: [String: String] = [
    "CFBundleIdentifier": "PRODUCT_BUNDLE_IDENTIFIER",
    "CFBundleExecutable": "EXECUTABLE_NAME",
    "CFBundleName": "PRODUCT_NAME",
    "CFBundlePackageType": "PRODUCT_BUNDLE_PACKAGE_TYPE",
    "CFBundleShortVersionString": "MARKETING_VERSION",
    "CFBundleVersion": "CURRENT_PROJECT_VERSION",
    "CFBundleDevelopmentRegion": "DEVELOPMENT_LANGUAGE",
  ]

  /// The built Info.plist of a target with `document` (nil: none) and `settings`.
  package init(document: PlistDocument?, settings: BuildSettings) {
    self.document = document
    self.settings = settings
  }

  /// Whether Xcode generates the file, or what the file lacks, from build settings.
  package var isGenerated: Bool { settings.expandedValue(for: "GENERATE_INFOPLIST_FILE") == "YES" }

  /// The setting a generated `key` comes from, when the settings set it and the file lacks `key`.
  package func generatingSetting(for key: String) -> String? {
    guard isGenerated, document?.root[key] == nil else { return nil }
    if settings.value(for: "INFOPLIST_KEY_" + key) != nil { return "INFOPLIST_KEY_" + key }
    if let name = Self.standardKeys[key], settings.value(for: name) != nil { return name }
    return nil
  }

  /// The text of the top-level `key`, unexpanded: the file's string, else the generating
  /// setting's reference (`$(PRODUCT_BUNDLE_IDENTIFIER)`).
  package func rawString(_ key: String) -> String? {
    if let node = document?.root[key] { return node.string }
    return generatingSetting(for: key).map { "$(\($0))" }
  }

  /// The text of the top-level `key`, build settings expanded.
  package func string(_ key: String) -> String? {
    rawString(key).map { settings.expand($0).value }
  }

  /// Whether Xcode adds a `UIApplicationSceneManifest` the file lacks
  /// (`INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES`, the SwiftUI app template's):
  /// one with no scene configurations, which the app's `App` or delegate fills from code.
  package var generatesSceneManifest: Bool {
    isGenerated && document?.root["UIApplicationSceneManifest"] == nil
      && settings.expandedValue(for: "INFOPLIST_KEY_UIApplicationSceneManifest_Generation") == "YES"
  }
}
