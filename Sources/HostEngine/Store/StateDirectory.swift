import ExtensionManifest
public import Foundation
import Glibc

/// The folder where the host keeps what outlives a visit, as a device keeps it: App Group
/// containers, each target's own preferences, and the app's ManagedSettings stores.
///
/// ```
/// <state>/.extension-host-state                 marks the folder as the host's; `reset` needs it
/// <state>/AppGroups/<group>/                     a group's shared container (containerURL)
/// <state>/AppGroups/<group>/Library/Preferences/<group>.plist   UserDefaults(suiteName: group)
/// <state>/Sandboxes/<bundle id>/                 a target's own home; Library/Preferences holds its
///                                                UserDefaults.standard, its unshared suites, and a link
///                                                to the suite file of each group it is entitled to
/// <state>/ManagedSettings/<app bundle id>.json   the app's stores, and the policy last seeded into them
/// <state>/Seeds/<group>.plist                    the App Group defaults last seeded from the manifests
/// <state>/Keychains/<app bundle id>/             the app's Keychain (Items/, Secrets/<class>/), its processes'
/// <state>/Seeds/<app bundle id>.keychain.plist   the Keychain items last seeded from the manifests
/// ```
///
/// Every file the host writes here is written through `root`, the folder held open by its
/// descriptor: names are single file names (App Groups and bundle identifiers are checked against
/// Apple's grammar before a visit starts, `ManifestName`), and no link beneath the folder is
/// followed, so nothing a manifest names or an extension plants leads a write outside it.
public struct StateDirectory: Sendable {
  /// The file that marks a folder as an extension-host state directory: `reset` removes nothing
  /// from a folder without it.
  static let markerName = ".extension-host-state"

  /// The folder, held open; every file beneath it is reached through it.
  let root: ContainedDirectory

  /// The folder's absolute path.
  var path: String { root.path }

  /// `$EXTENSION_HOST_STATE`, else `$XDG_STATE_HOME/extension-host`, else
  /// `$HOME/.local/state/extension-host`: the folder `serve` keeps its socket in, too.
  public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment)
    throws(StateError) -> String
  {
    if let explicit = environment["EXTENSION_HOST_STATE"], !explicit.isEmpty { return explicit }
    if let state = environment["XDG_STATE_HOME"], !state.isEmpty { return state + "/extension-host" }
    if let home = environment["HOME"], !home.isEmpty { return home + "/.local/state/extension-host" }
    throw .noDefaultLocation
  }

  /// What the host keeps in a state directory besides the marker (the daemon keeps its socket there too).
  private static let sharedStateEntries = ["AppGroups", "Sandboxes", "ManagedSettings", "Seeds", "Keychains"]

  /// Opens the folder at `path`, creating it and its marker when needed.
  static func open(_ path: String) throws(StateError) -> StateDirectory {
    // Absolute, since extensions run elsewhere and links point into it.
    let root = try ContainedDirectory(opening: FileSystem.absolute(path), create: true)
    if root.entryKind([markerName]) == nil {
      try root.write(
        Array("extension-host state directory; `extension-host reset` removes what the host keeps here\n".utf8),
        to: [markerName])
    }
    return StateDirectory(root: root)
  }

  /// Removes what the host keeps at `path` (App Groups, sandboxes, stores, seeds and the marker),
  /// nothing else: a running daemon's socket stays. The folder goes too once it is empty. Links
  /// inside are removed, never followed.
  /// - Returns: false when the folder holds no marker, so nothing there is the host's.
  public static func reset(_ path: String) throws(StateError) -> Bool {
    let absolute = FileSystem.absolute(path)
    guard FileSystem.kind(of: absolute) == .directory else { return false }
    let root = try ContainedDirectory(opening: absolute, create: false)
    guard root.entryKind([markerName]) == .file else { return false }
    for entry in sharedStateEntries + [markerName] { try root.remove([entry]) }
    if try root.entries().isEmpty { Glibc.rmdir(absolute) }
    return true
  }

  /// The shared container of App Group `group`, beneath the folder.
  func containerLocation(ofGroup group: String) -> [String] { ["AppGroups", Self.component(group)] }

  /// The shared container of App Group `group`.
  func container(ofGroup group: String) -> String { root.path(of: containerLocation(ofGroup: group)) }

  /// The folder holding every group's container, one folder per group.
  var containersDirectory: String { root.path(of: ["AppGroups"]) }

  /// The file behind `UserDefaults(suiteName: group)`, inside the group's container.
  func suiteLocation(ofGroup group: String) -> [String] {
    containerLocation(ofGroup: group) + ["Library", "Preferences", Self.component(group) + ".plist"]
  }

  /// The absolute path of `suiteLocation(ofGroup:)`, where the entitled extensions' links point.
  func suiteFile(ofGroup group: String) -> String { root.path(of: suiteLocation(ofGroup: group)) }

  /// The folder of `suiteFile(ofGroup:)`.
  func suiteFolder(ofGroup group: String) -> String { root.path(of: Array(suiteLocation(ofGroup: group).dropLast())) }

  /// The home folder of the target named `key` (its bundle identifier), beneath the folder.
  func sandboxLocation(of key: String) -> [String] { ["Sandboxes", Self.component(key)] }

  /// The home folder of the target named `key`.
  func sandbox(of key: String) -> String { root.path(of: sandboxLocation(of: key)) }

  /// The target's own `Library/Preferences` beneath the folder: its `XDG_CONFIG_HOME`.
  func preferencesLocation(ofSandbox key: String) -> [String] { sandboxLocation(of: key) + ["Library", "Preferences"] }

  /// The target's own `Library/Preferences`.
  func preferences(ofSandbox key: String) -> String { root.path(of: preferencesLocation(ofSandbox: key)) }

  /// The stores of the app whose bundle identifier is `app`.
  func storeFile(ofApp app: String) -> ContainedFile {
    ContainedFile(directory: root, components: ["ManagedSettings", Self.component(app) + ".json"])
  }

  /// The Keychain of the app whose bundle identifier is `app`, which its processes share.
  func keychain(ofApp app: String) -> String { root.path(of: keychainLocation(ofApp: app)) }

  /// `keychain(ofApp:)` beneath the folder.
  func keychainLocation(ofApp app: String) -> [String] { ["Keychains", Self.component(app)] }

  /// The copy of the Keychain items last seeded into the app's Keychain.
  func keychainSeedFile(ofApp app: String) -> ContainedFile {
    ContainedFile(directory: root, components: ["Seeds", Self.component(app) + ".keychain.plist"])
  }

  /// The copy of the App Group defaults last seeded into `group`.
  func seedFile(ofGroup group: String) -> ContainedFile {
    ContainedFile(directory: root, components: ["Seeds", Self.component(group) + ".plist"])
  }

  /// The suite file of `group`, as a file beneath the folder.
  func suite(ofGroup group: String) -> ContainedFile { ContainedFile(directory: root, components: suiteLocation(ofGroup: group)) }

  /// An identifier made one path component. Bundle identifiers and App Groups are already (their
  /// grammar has no `/`); a target's name falls back here when it has no bundle identifier.
  static func component(_ identifier: String) -> String {
    // By bytes: Foundation's replacingOccurrences bridged through NSString, 5% of a warm visit.
    let unsafe = { (byte: UInt8) in byte == UInt8(ascii: "/") || byte == 0 }
    let safe =
      identifier.utf8.contains(where: unsafe)
      ? String(decoding: identifier.utf8.map { unsafe($0) ? UInt8(ascii: "_") : $0 }, as: UTF8.self)
      : identifier
    return safe.isEmpty || safe == "." || safe == ".." ? "_" + safe : safe
  }
}
