import Foundation

/// Finds the built executables next to the test bundle (`.build/<triple>/debug/`).
enum BuildProducts {
  static var directory: String {
    let testBinary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    return testBinary.deletingLastPathComponent().path
  }

  /// The path of executable `name`, or a test failure naming what is missing.
  static func executable(_ name: String) throws -> String {
    let path = directory + "/" + name
    guard FileManager.default.isExecutableFile(atPath: path) else {
      throw TestSupportError("no executable at \(path): build the package first (swift build)")
    }
    return path
  }

  /// The repository root (for `plists/`).
  static var repositoryRoot: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().path
  }
}

struct TestSupportError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
