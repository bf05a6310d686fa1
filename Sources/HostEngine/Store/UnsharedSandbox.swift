import Foundation
import Glibc

/// Where an extension's preferences and home go when the host lends it no shared state (`conform`,
/// `benchmark`): a folder of its own in the temporary directory, never the user's `~/.config`,
/// where swift-corelibs-foundation would otherwise write `UserDefaults`, nor the user's home,
/// where its documents directory would otherwise be. It has no App Groups:
/// `containerURL(...)` is nil and every suite is private, as for an extension with none.
enum UnsharedSandbox {
  /// `XDG_CONFIG_HOME` and `CFFIXED_USER_HOME` for `target`, the folder created inside
  /// `$TMPDIR/extension-host-unshared-<uid>`, which must be this user's own (in a shared `/tmp`
  /// another user could have made it first).
  static func environment(for target: ExtensionTarget) throws(ChildProcessError) -> [String: String] {
    try environment(named: target.bundleIdentifier ?? target.name)
  }

  /// `XDG_CONFIG_HOME` and `CFFIXED_USER_HOME` for the target called `name` (its bundle
  /// identifier, else its name).
  static func environment(named name: String) throws(ChildProcessError) -> [String: String] {
    let parent = FileManager.default.temporaryDirectory.path + "/extension-host-unshared-\(getuid())"
    let key = [StateDirectory.component(name)]
    let folder: ContainedDirectory
    do {
      folder = try ContainedDirectory(opening: parent, create: true)
      if folder.isPrivate { try folder.createDirectories(key) }
    } catch {
      throw .sandboxUnavailable(error.description)
    }
    guard folder.isPrivate else {
      throw .sandboxUnavailable("\(parent) belongs to another user, or others may write there; remove it")
    }
    return ["XDG_CONFIG_HOME": folder.path(of: key), "CFFIXED_USER_HOME": folder.path(of: key)]
  }
}
