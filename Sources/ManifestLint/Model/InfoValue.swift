package import ExtensionManifest

/// The value a built bundle would have for an Info.plist key: from the Info.plist itself, or,
/// with `GENERATE_INFOPLIST_FILE`, from `INFOPLIST_KEY_*` and the standard settings.
package struct InfoValue: Sendable {
  /// The plist node, when the key is written in the Info.plist.
  package let node: PlistNode?
  /// The text as written (`$(PRODUCT_BUNDLE_IDENTIFIER)`), when it is a string.
  package let raw: String?
  /// The expansion of `raw` with the target's settings.
  package let expansion: BuildSettingExpansion?
  /// Where to point: the node, or the setting that supplies the value.
  package let location: SourceLocation
  /// The key path (`CFBundleIdentifier`).
  package let keyPath: String

  /// The expanded text; `nil` for non-strings.
  package var text: String? { expansion?.value }
}

extension LintTarget {
  /// The value of a top-level Info.plist key as the built bundle would have it; `nil` when the
  /// bundle would not have the key.
  package func infoValue(_ key: String) -> InfoValue? {
    if let node = info?.root?[key] {
      let expansion = node.string.map { expand($0) }
      return InfoValue(node: node, raw: node.string, expansion: expansion, location: node.location, keyPath: key)
    }
    var setting: String?
    if generatesInfoPlist {
      if settings.value(for: "INFOPLIST_KEY_" + key) != nil {
        setting = "INFOPLIST_KEY_" + key
      } else if let name = BuiltInfoPlist.standardKeys[key], settings.value(for: name) != nil {
        setting = name
      }
    }
    if key == "MinimumOSVersion", settings.value(for: "IPHONEOS_DEPLOYMENT_TARGET") != nil {
      setting = "IPHONEOS_DEPLOYMENT_TARGET"
    }
    guard let setting, let raw = settings.value(for: setting) else { return nil }
    return InfoValue(
      node: nil,
      raw: raw,
      expansion: expand(raw),
      location: settingLocations[setting] ?? infoLocation,
      keyPath: key
    )
  }

  /// Whether the target has an Info.plist (read or generated) to check at all.
  package var hasInfo: Bool { info?.document != nil || generatesInfoPlist }
}
