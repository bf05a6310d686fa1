import Foundation
import Testing

/// Cheap guards for the layering DESIGN.md asks for, which the compiler does not enforce.
struct ArchitectureTests {
  private let sources = BuildProducts.repositoryRoot + "/Sources"

  private func swiftFiles(in folder: String) throws -> [(path: String, text: String)] {
    let root = sources + "/" + folder
    let enumerator = FileManager.default.enumerator(atPath: root)
    var files: [(String, String)] = []
    while let relative = enumerator?.nextObject() as? String {
      guard relative.hasSuffix(".swift") else { continue }
      files.append((folder + "/" + relative, try String(contentsOfFile: root + "/" + relative, encoding: .utf8)))
    }
    return files
  }

  @Test(arguments: ["HostProtocol/JSONRPC", "HostProtocol/Framing", "HostProtocol/Transport"])
  func theJSONRPCLayerNeverMentionsShields(folder: String) throws {
    let files = try swiftFiles(in: folder)
    #expect(!files.isEmpty)
    for file in files { #expect(!file.text.lowercased().contains("shield"), "\(file.path) mentions shields") }
  }

  /// The host's modules: the command line and the libraries under it.
  private let hostModules = ["ExtensionHost", "HostEngine", "ManifestLint", "Conformance", "ShieldRendering"]

  @Test func theHostNeverImportsTheExtensionSDK() throws {
    for file in try hostModules.flatMap({ try swiftFiles(in: $0) }) {
      for module in ["ManagedSettings", "ManagedSettingsUI", "UIKit"] {
        #expect(!file.text.contains("import \(module)\n"), "\(file.path) imports \(module)")
      }
    }
  }

  @Test func theProtocolModuleImportsNothingOfOurs() throws {
    for file in try swiftFiles(in: "HostProtocol") {
      for module in ["ExtensionManifest", "ManagedSettings", "UIKit"] + hostModules {
        #expect(!file.text.contains("import \(module)\n"), "\(file.path) imports \(module)")
      }
    }
  }

  @Test func onlyTheProcessLayerSpawns() throws {
    for file in try hostModules.flatMap({ try swiftFiles(in: $0) }) where !file.path.hasPrefix("HostEngine/Process/") {
      #expect(!file.text.contains("hostshims_spawn"), "\(file.path) spawns processes")
    }
  }
}
