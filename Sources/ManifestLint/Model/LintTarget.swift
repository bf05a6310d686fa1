package import HostProtocol
package import ExtensionManifest
import Synchronization

/// One target as lint sees it: manifests, settings, kind, host app, Swift sources.
///
/// A class (immutable, so `Sendable`) because every rule passes targets around: a struct this
/// size costs a dozen retains per copy.
package final class LintTarget: Sendable {
  /// The target's name.
  package let name: String
  /// What it builds.
  package let kind: TargetKind
  /// Its Info.plist, when it has one.
  package let info: ManifestFile?
  /// Its entitlements, when it has them.
  package let entitlements: ManifestFile?
  /// Its build settings, every layer merged.
  package let settings: BuildSettings
  /// Where each setting was set (project file or xcconfig), for findings about generated keys.
  package let settingLocations: [String: SourceLocation]
  /// `GENERATE_INFOPLIST_FILE = YES`: Xcode adds keys from `INFOPLIST_KEY_*` and settings.
  package let generatesInfoPlist: Bool
  /// No project was found beside the target's folder, so lint assumed what Xcode's templates
  /// set, `GENERATE_INFOPLIST_FILE = YES`: a key Xcode generates that the Info.plist leaves out
  /// is a note saying so, not an error (`visit` runs the same files).
  package let infoPlistGenerationAssumed: Bool
  /// The name of the app target that embeds this one, if known.
  package let hostName: String?
  /// Where the target is defined (its project entry, or its Info.plist).
  package let definition: SourceLocation
  /// The Swift sources to check the principal class against (empty when none were found).
  package let sources: [SwiftSourceFile]
  /// Expansions already made, by text: a manifest's `$(…)` strings are expanded by a dozen rules
  /// (on several threads), and one expansion costs thousands of instructions (profiled on `lint`).
  private let expansions = Mutex<[String: BuildSettingExpansion]>([:])

  /// Creates a target.
  package init(
    name: String, kind: TargetKind, info: ManifestFile?, entitlements: ManifestFile?, settings: BuildSettings,
    settingLocations: [String: SourceLocation] = [:], generatesInfoPlist: Bool = false,
    infoPlistGenerationAssumed: Bool = false, hostName: String?,
    definition: SourceLocation, sources: [SwiftSourceFile] = []
  ) {
    self.name = name
    self.kind = kind
    self.info = info
    self.entitlements = entitlements
    self.settings = settings
    self.settingLocations = settingLocations
    self.generatesInfoPlist = generatesInfoPlist
    self.infoPlistGenerationAssumed = infoPlistGenerationAssumed
    self.hostName = hostName
    self.definition = definition
    self.sources = sources
  }

  /// `text` expanded with the target's settings, each distinct text once: the same as
  /// `settings.expand(text)`.
  package func expand(_ text: String) -> BuildSettingExpansion {
    guard BuildSettings.mayReference(text) else { return settings.expand(text) }
    if let known = expansions.withLock({ $0[text] }) { return known }
    let expansion = settings.expand(text)
    expansions.withLock { $0[text] = expansion }
    return expansion
  }

  /// Where findings about the Info.plist as a whole point.
  package var infoLocation: SourceLocation { info?.rootLocation ?? definition }

  /// The `NSExtension` dictionary, when present.
  package var nsExtension: PlistNode? { info?.root?["NSExtension"] }

  /// The `EXAppExtensionAttributes` dictionary, when present.
  package var extensionKitAttributes: PlistNode? { info?.root?["EXAppExtensionAttributes"] }

  /// The extension-point identifier node (`NSExtensionPointIdentifier` or `EXExtensionPointIdentifier`).
  package var extensionPointNode: PlistNode? {
    nsExtension?["NSExtensionPointIdentifier"] ?? extensionKitAttributes?["EXExtensionPointIdentifier"]
  }

  /// The extension point, expanded; `nil` when absent or not a string.
  package var extensionPointIdentifier: String? {
    extensionPointNode?.string.map { expand($0).value }
  }

  /// The known extension point the target declares, if any.
  package var extensionPoint: ExtensionPoint? {
    extensionPointIdentifier.flatMap(ExtensionPoint.init(rawValue:))
  }

  /// The app-group identifiers in the entitlements (strings only).
  package var appGroups: [String]? {
    guard let node = entitlements?.root?["com.apple.security.application-groups"], let items = node.array else { return nil }
    return items.compactMap { $0.string.map { expand($0).value } }
  }
}
