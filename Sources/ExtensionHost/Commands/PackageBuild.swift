import Foundation
import HostEngine

/// The Swift package `extension-host` was built in, and how to build more of its products.
///
/// `swift run extension-host` builds only the host. When a visit then needs extension executables
/// that were never built, and the host runs from a package's build folder
/// (`<package>/.build/<triple>/<configuration>/extension-host`), the host builds those products
/// itself, into the same folder with the same configuration: the README's first command works
/// on a fresh clone, and in a user's own package that depends on this one.
struct PackageBuild: Equatable {
  /// The folder holding `Package.swift`.
  var packageDirectory: String
  /// SwiftPM's scratch folder (`.build` unless `--scratch-path` was used).
  var scratchDirectory: String
  /// `debug` or `release`.
  var configuration: String

  /// The package whose build folder holds the executable at `productsDirectory`, if any.
  ///
  /// SwiftPM's layout is `<scratch>/<triple>/<configuration>/`; the package is the nearest folder
  /// above the scratch folder (at most three levels up) that holds `Package.swift`.
  static func enclosing(productsDirectory: String) -> PackageBuild? {
    let products = URL(fileURLWithPath: productsDirectory).standardizedFileURL
    let configuration = products.lastPathComponent
    guard configuration == "debug" || configuration == "release" else { return nil }
    let scratch = products.deletingLastPathComponent().deletingLastPathComponent()
    var candidate = scratch
    for _ in 0..<3 {
      candidate.deleteLastPathComponent()
      if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("Package.swift").path) {
        return PackageBuild(packageDirectory: candidate.path, scratchDirectory: scratch.path, configuration: configuration)
      }
    }
    return nil
  }

  /// The `swift build` arguments that build `product` into this build's products folder.
  func buildArguments(product: String) -> [String] {
    [
      "build", "--package-path", packageDirectory, "--scratch-path", scratchDirectory,
      "--configuration", configuration, "--product", product,
    ]
  }

  /// Builds `products` one after another, SwiftPM's output going to standard error (standard
  /// output stays the report's). Says once what it builds and why.
  ///
  /// - Throws: `SetupError` naming the product whose build failed, or a missing `swift`.
  func build(_ products: [String]) throws(SetupError) {
    guard let swift = Self.swiftExecutable() else {
      throw SetupError(at: packageDirectory, "cannot build \(products.joined(separator: ", ")): no 'swift' on PATH; "
        + "build them (swift build) or pass --products DIR")
    }
    Console.error("extension-host: building \(products.joined(separator: ", ")) (not built yet) in \(packageDirectory)\n")
    for product in products {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: swift)
      process.arguments = buildArguments(product: product)
      process.standardOutput = FileHandle.standardError
      process.standardError = FileHandle.standardError
      do {
        try process.run()
      } catch {
        throw SetupError(at: swift, "cannot run swift build: \(error.localizedDescription)")
      }
      process.waitUntilExit()
      guard process.terminationReason == .exit, process.terminationStatus == 0 else {
        throw SetupError(at: packageDirectory, "swift build --product \(product) failed (status \(process.terminationStatus)); "
          + "its output is above. Fix the build, or pass --products DIR")
      }
    }
  }

  /// `swift` from `PATH`.
  private static func swiftExecutable() -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for directory in path.split(separator: ":") where !directory.isEmpty {
      let candidate = "\(directory)/swift"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }
}
