import ExtensionManifest
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

  /// Where extension executables are looked up after the manifests' own folder: the `--products`
  /// folder when one is given (it must exist: a mistyped path is an error, never a silent fallback
  /// to other builds), else the folder holding `extension-host`.
  static func searchDirectories(products: String?) throws(SetupError) -> [String] {
    guard let products else { return [hostDirectory] }
    guard FileSystem.kind(of: products) == .directory else {
      throw SetupError(at: products, "no products folder at \(products); pass the folder holding the built extensions (swift build --show-bin-path)")
    }
    return [products]
  }

  /// Runs `resolve` over the search directories. Without `--products`, when the only problems are
  /// executables not built yet and the host runs from a package's build folder, builds those
  /// products there (saying so) and resolves again.
  static func resolvingExecutables<Resolved>(
    products: String?, _ resolve: ([String]) throws(SetupError) -> Resolved
  ) throws(SetupError) -> Resolved {
    let directories = try searchDirectories(products: products)
    do {
      return try resolve(directories)
    } catch {
      guard products == nil, let missing = error.missingExecutables,
        let package = PackageBuild.enclosing(productsDirectory: hostDirectory)
      else { throw error }
      var unique: [String] = []
      for name in missing where !unique.contains(name) { unique.append(name) }
      try package.build(unique)
      return try resolve(directories)
    }
  }

  /// The manifests folder: the one given, else `./plists`, else the current folder when it holds
  /// `ShieldPolicy.plist` (a package `extension-host init` wrote), else the repository's `plists/` found
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
    if fileManager.fileExists(atPath: "ShieldPolicy.plist") { return "." }
    var directory = URL(fileURLWithPath: hostDirectory)
    for _ in 0..<5 {
      directory.deleteLastPathComponent()
      let candidate = directory.appendingPathComponent("plists").path
      if fileManager.fileExists(atPath: candidate + "/ShieldPolicy.plist") { return candidate }
    }
    throw SetupError(at: nil, "no manifests: run from the repository (it has plists/) or pass --manifests DIR")
  }
}
