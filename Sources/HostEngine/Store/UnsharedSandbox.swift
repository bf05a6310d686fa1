import Foundation
import Glibc

/// Where an extension's preferences go when the host lends it no shared state (`conform`,
/// `benchmark`): a folder of its own in the temporary directory, never the user's `~/.config`,
/// where swift-corelibs-foundation would otherwise write `UserDefaults`. It has no App Groups:
/// `containerURL(...)` is nil and every suite is private, as for an extension with none.
enum UnsharedSandbox {
  /// `XDG_CONFIG_HOME` for `target`, the folder created.
  static func environment(for target: ExtensionTarget) -> [String: String] {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("extension-host-unshared-\(getuid())", isDirectory: true)
      .appendingPathComponent(target.bundleIdentifier ?? target.name, isDirectory: true).path
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return ["XDG_CONFIG_HOME": folder]
  }
}
