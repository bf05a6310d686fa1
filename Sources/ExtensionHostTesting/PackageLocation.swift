import Foundation

/// Finds a test's manifests and the built extensions without configuration.
enum PackageLocation {
  /// `path` made absolute: as given when absolute, else taken from the package that holds
  /// `file` (the nearest folder above it with `Package.swift`), else from the current folder.
  static func manifests(_ path: String, calledFrom file: String) throws(TestHostError) -> String {
    let absolute: String
    if path.hasPrefix("/") {
      absolute = path
    } else if let package = packageRoot(above: file) {
      absolute = package + "/" + path
    } else {
      absolute = FileManager.default.currentDirectoryPath + "/" + path
    }
    let standardized = URL(fileURLWithPath: absolute).standardizedFileURL.path
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: standardized, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw TestHostError(
        "no manifests folder at \(standardized): pass the folder holding your app's and extensions' Info.plists "
          + "(relative to your package, or absolute)")
    }
    return standardized
  }

  /// The products folder: `given` (which must exist), else the folder of the running test
  /// bundle, where SwiftPM builds the executables a test target depends on.
  static func products(_ given: String?) throws(TestHostError) -> String {
    if let given {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: given, isDirectory: &isDirectory), isDirectory.boolValue else {
        throw TestHostError("no products folder at \(given); pass the folder holding the built extensions (swift build --show-bin-path)")
      }
      return URL(fileURLWithPath: given).standardizedFileURL.path
    }
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    return executable.deletingLastPathComponent().path
  }

  /// The nearest folder above `file` that holds `Package.swift`.
  static func packageRoot(above file: String) -> String? {
    var directory = URL(fileURLWithPath: file).deletingLastPathComponent()
    while directory.path != "/" {
      if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
        return directory.path
      }
      directory.deleteLastPathComponent()
    }
    return nil
  }
}
