public import Foundation

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
/// ```
public struct StateDirectory: Sendable {
  /// The file that marks a folder as an extension-host state directory: `reset` removes nothing
  /// from a folder without it.
  static let markerName = ".extension-host-state"

  /// The folder.
  let path: String

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
  private static let sharedStateEntries = ["AppGroups", "Sandboxes", "ManagedSettings", "Seeds"]

  /// Opens the folder at `path`, creating it and its marker when needed.
  static func open(_ path: String) throws(StateError) -> StateDirectory {
    // Absolute, since extensions run elsewhere and links point into it.
    let path = URL(fileURLWithPath: path).standardizedFileURL.path
    let marker = path + "/" + markerName
    if !FileManager.default.fileExists(atPath: marker) {
      do {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        try Data("extension-host state directory; `extension-host reset` removes what the host keeps here\n".utf8)
          .write(to: URL(fileURLWithPath: marker))
      } catch {
        throw .io(path: path, reason: "cannot create the state directory: \(error.localizedDescription)")
      }
    }
    return StateDirectory(path: path)
  }

  /// Removes what the host keeps at `path` (App Groups, sandboxes, stores, seeds and the marker),
  /// nothing else: a running daemon's socket stays. The folder goes too once it is empty.
  /// - Returns: false when the folder holds no marker, so nothing there is the host's.
  public static func reset(_ path: String) throws(StateError) -> Bool {
    let fileManager = FileManager.default
    guard fileManager.fileExists(atPath: path + "/" + markerName) else { return false }
    do {
      for entry in sharedStateEntries + [markerName] where fileManager.fileExists(atPath: path + "/" + entry) {
        try fileManager.removeItem(atPath: path + "/" + entry)
      }
      if (try fileManager.contentsOfDirectory(atPath: path)).isEmpty { try fileManager.removeItem(atPath: path) }
    } catch {
      throw .io(path: path, reason: "cannot remove what the host kept: \(error.localizedDescription)")
    }
    return true
  }

  /// The shared container of App Group `group`.
  func container(ofGroup group: String) -> String { path + "/AppGroups/" + Self.component(group) }

  /// The folder holding every group's container, one folder per group.
  var containersDirectory: String { path + "/AppGroups" }

  /// The file behind `UserDefaults(suiteName: group)`, inside the group's container.
  func suiteFile(ofGroup group: String) -> String {
    container(ofGroup: group) + "/Library/Preferences/" + Self.component(group) + ".plist"
  }

  /// The home folder of the target named `key` (its bundle identifier).
  func sandbox(of key: String) -> String { path + "/Sandboxes/" + Self.component(key) }

  /// The target's own `Library/Preferences`: its `XDG_CONFIG_HOME`.
  func preferences(ofSandbox key: String) -> String { sandbox(of: key) + "/Library/Preferences" }

  /// The stores of the app whose bundle identifier is `app`.
  func storeFile(ofApp app: String) -> String { path + "/ManagedSettings/" + Self.component(app) + ".json" }

  /// The copy of the App Group defaults last seeded into `group`.
  func seedFile(ofGroup group: String) -> String { path + "/Seeds/" + Self.component(group) + ".plist" }

  /// An identifier made safe as one path component.
  private static func component(_ identifier: String) -> String {
    // By bytes: Foundation's replacingOccurrences bridged through NSString, 5% of a warm visit.
    let safe =
      identifier.utf8.contains(UInt8(ascii: "/"))
      ? String(decoding: identifier.utf8.map { $0 == UInt8(ascii: "/") ? UInt8(ascii: "_") : $0 }, as: UTF8.self)
      : identifier
    return safe.isEmpty || safe == "." || safe == ".." ? "_" + safe : safe
  }
}
