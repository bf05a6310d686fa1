/// One target's manifests: its Info.plist, its entitlements, and the build settings that fill
/// their `$(VAR)` references.
public struct ManifestTarget: Sendable {
  /// The target's name (`ShieldActionExt`).
  package let name: String
  /// The folder the target was found in.
  package let directory: String
  /// The target's Info.plist, if it has one.
  package let infoPlistPath: String?
  /// The target's `.entitlements` file, if it has one.
  package let entitlementsPath: String?
  /// The build settings for this target.
  package let settings: BuildSettings
  /// Where the project has Xcode generate the Info.plist of an app target that has no Info.plist
  /// file (`GENERATE_INFOPLIST_FILE = YES`, Xcode's app templates since Xcode 13); nil for every
  /// other target. Only a project can say a target is an app without its Info.plist.
  package let generatedAppInfoPlist: SourceLocation?

  /// Creates a target.
  package init(
    name: String, directory: String, infoPlistPath: String?, entitlementsPath: String?, settings: BuildSettings,
    generatedAppInfoPlist: SourceLocation? = nil
  ) {
    self.name = name
    self.directory = directory
    self.infoPlistPath = infoPlistPath
    self.entitlementsPath = entitlementsPath
    self.settings = settings
    self.generatedAppInfoPlist = generatedAppInfoPlist
  }

  /// What Xcode gives a target whose project says nothing: `TARGET_NAME`, `PRODUCT_NAME` and
  /// `EXECUTABLE_NAME` are the target's name, `PRODUCT_MODULE_NAME` is that name as a C99
  /// identifier.
  package static func defaultSettings(forTargetNamed name: String) -> BuildSettings {
    BuildSettings([
      "TARGET_NAME": name,
      "PRODUCT_NAME": name,
      "EXECUTABLE_NAME": name,
      "PRODUCT_MODULE_NAME": IdentifierMangling.c99ExtendedIdentifier(name),
    ])
  }
}
