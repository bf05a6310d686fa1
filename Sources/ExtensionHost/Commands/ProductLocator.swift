import Foundation
import HostEngine

/// Finds the files a newcomer expects to work with no set-up: the bundled manifests and the
/// executables SwiftPM builds next to `extension-host`.
enum ProductLocator {
  /// The folder holding the running `extension-host` (where SwiftPM puts sibling executables).
  static var hostDirectory: String {
    let path = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
    return (path as NSString).deletingLastPathComponent
  }

  /// The manifests folder: the one given, else `./plists`, else the repository's `plists/` found
  /// above the executable (`.build/<triple>/debug/extension-host`).
  static func manifestsDirectory(_ given: String?) throws(SetupError) -> String {
    let fileManager = FileManager.default
    if let given {
      var isDirectory: ObjCBool = false
      guard fileManager.fileExists(atPath: given, isDirectory: &isDirectory), isDirectory.boolValue else {
        throw SetupError(at: given, "no manifests folder at \(given)")
      }
      return given
    }
    if fileManager.fileExists(atPath: "plists") { return "plists" }
    var directory = URL(fileURLWithPath: hostDirectory)
    for _ in 0..<5 {
      directory.deleteLastPathComponent()
      let candidate = directory.appendingPathComponent("plists").path
      if fileManager.fileExists(atPath: candidate + "/ShieldPolicy.plist") { return candidate }
    }
    throw SetupError(at: nil, "no manifests: run from the repository (it has plists/) or pass --manifests DIR")
  }
}
