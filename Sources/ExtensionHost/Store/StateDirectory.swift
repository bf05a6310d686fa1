import Foundation

/// The folder where the host keeps what outlives a visit, as a device keeps it: App Group
/// containers, each target's own preferences, and the app's ManagedSettings stores.
///
/// ```
/// <state>/.extension-host-state                 marks the folder as ours; `reset` removes only such folders
/// <state>/AppGroups/<group>/                     a group's shared container (containerURL)
/// <state>/AppGroups/<group>/Library/Preferences/<group>.plist   UserDefaults(suiteName: group)
/// <state>/Sandboxes/<bundle id>/                 a target's own home; Library/Preferences holds its
///                                                UserDefaults.standard, its unshared suites, and a link
///                                                to the suite file of each group it is entitled to
/// <state>/ManagedSettings/<app bundle id>.json   the app's stores, and the policy last seeded into them
/// <state>/Seeds/<group>.plist                    the App Group defaults last seeded from the manifests
/// ```
struct StateDirectory: Sendable {
  /// The file that marks a folder as an extension-host state directory.
  static let markerName = ".extension-host-state"

  /// The folder.
  let path: String

  /// `$XDG_STATE_HOME/extension-host`, else `$HOME/.local/state/extension-host`.
  static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment)
    throws(StateError) -> String
  {
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") { return state + "/extension-host" }
    if let home = environment["HOME"], !home.isEmpty { return home + "/.local/state/extension-host" }
    throw .noDefaultLocation
  }

  /// Opens the folder at `path`, creating it and its marker when needed.
  ///
  /// - Throws: `StateError.notAStateDirectory` for a folder with files but no marker, so a
  ///   mistyped `--state ~` can never be filled, or later wiped, by the host.
  static func open(_ path: String) throws(StateError) -> StateDirectory {
    let fileManager = FileManager.default
    // Absolute, since extensions run elsewhere and links point into it.
    let path = URL(fileURLWithPath: path).standardizedFileURL.path
    let marker = path + "/" + markerName
    if !fileManager.fileExists(atPath: marker) {
      let existing = (try? fileManager.contentsOfDirectory(atPath: path)) ?? []
      guard existing.isEmpty else { throw .notAStateDirectory(path) }
      do {
        try fileManager.createDirectory(atPath: path, withIntermediateDirectories: true)
        try Data("extension-host state directory; `extension-host reset` removes it\n".utf8)
          .write(to: URL(fileURLWithPath: marker))
      } catch {
        throw .io(path: path, reason: "cannot create the state directory: \(error.localizedDescription)")
      }
    }
    return StateDirectory(path: path)
  }

  /// Removes the state directory at `path`; false when there was none.
  ///
  /// - Throws: `StateError.notAStateDirectory` when the folder lacks the marker.
  static func reset(_ path: String) throws(StateError) -> Bool {
    let fileManager = FileManager.default
    guard fileManager.fileExists(atPath: path) else { return false }
    guard fileManager.fileExists(atPath: path + "/" + markerName) else { throw .notAStateDirectory(path) }
    do {
      try fileManager.removeItem(atPath: path)
    } catch {
      throw .io(path: path, reason: "cannot remove it: \(error.localizedDescription)")
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
    let safe = identifier.replacingOccurrences(of: "/", with: "_")
    return safe.isEmpty || safe == "." || safe == ".." ? "_" + safe : safe
  }
}
