import Foundation
import Testing

/// Cheap guards for the layering the package keeps, which the compiler does not enforce (it does
/// enforce that the command line reaches the libraries only through their public API, and that
/// only `HostEngine` links `CHostShims`). Each check first asserts that it scanned the files it is
/// about, so a moved folder fails the test instead of making it pass over nothing.
struct ArchitectureTests {
  private let sources = BuildProducts.repositoryRoot + "/Sources"

  /// The Swift files under `Sources/<folder>`, failing when the folder is missing or empty.
  private func swiftFiles(in folder: String) throws -> [(path: String, text: String)] {
    let root = sources + "/" + folder
    guard let enumerator = FileManager.default.enumerator(atPath: root) else {
      throw TestSupportError("Sources/\(folder) does not exist")
    }
    var files: [(String, String)] = []
    while let relative = enumerator.nextObject() as? String {
      guard relative.hasSuffix(".swift") else { continue }
      files.append((folder + "/" + relative, try String(contentsOfFile: root + "/" + relative, encoding: .utf8)))
    }
    guard !files.isEmpty else { throw TestSupportError("no Swift files under Sources/\(folder)") }
    return files
  }

  /// Every host target's files: everything under `Sources` but the wire contract, the extension
  /// SDK and the sample extensions.
  private func hostFiles() throws -> [(path: String, text: String)] {
    let notHost: Set = [
      "HostProtocol", "ManagedSettings", "ManagedSettingsUI", "UIKit", "os", "OSLog", "_Testing_UIKit", "CoreGraphics", "_Testing_CoreGraphics",
      "ShieldActionExt", "ShieldConfigExt", "CHostShims", "CMainQueue", "CForkServer", "CSimulatedClock", "BundleResources", "SwiftUI", "UserNotifications",
      "FamilyControls", "COSLog", "AssetSymbolGenerator", "DeviceActivity", "DeviceActivityMonitorExt", "App",
      "WidgetKit", "WidgetExt", "AppIntents", "Intents", "ActivityKit", "Charts", "PreviewsMacros", "MobileCoreServices", "SwiftUICore",
      "LocalAuthentication",
    ]
    let folders = try FileManager.default.contentsOfDirectory(atPath: sources).filter { !notHost.contains($0) }.sorted()
    return try folders.flatMap { try swiftFiles(in: $0) }
  }

  /// Fails unless `files` holds each of `names` (file names) and at least `minimum` files.
  private func expectScanned(
    _ files: [(path: String, text: String)], including names: [String], atLeast minimum: Int,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let scanned = Set(files.map { ($0.path as NSString).lastPathComponent })
    for name in names { #expect(scanned.contains(name), "did not scan \(name)", sourceLocation: sourceLocation) }
    #expect(files.count >= minimum, "scanned only \(files.count) files", sourceLocation: sourceLocation)
  }

  @Test(arguments: [
    ("HostProtocol/JSONRPC", "JSONRPCMessage.swift"), ("HostProtocol/Framing", "FrameDecoder.swift"),
    ("HostProtocol/Transport", "FrameReader.swift"),
  ])
  func theJSONRPCLayerNeverMentionsShields(folder: String, expected: String) throws {
    let files = try swiftFiles(in: folder)
    expectScanned(files, including: [expected], atLeast: 1)
    for file in files { #expect(!file.text.lowercased().contains("shield"), "\(file.path) mentions shields") }
  }

  /// The host's modules: the command line and the libraries under it.
  private let hostModules = ["ExtensionHost", "HostEngine", "ManifestLint", "Conformance", "ShieldRendering"]

  @Test func theHostNeverImportsTheExtensionSDK() throws {
    let files = try hostFiles()
    expectScanned(files, including: ["ChildProcess.swift", "Linter.swift", "VisitSession.swift", "PlistReader.swift"], atLeast: 200)
    for file in files {
      for module in [
        "ManagedSettings", "ManagedSettingsUI", "UIKit", "BundleResources", "SwiftUI", "UserNotifications", "FamilyControls",
        "WidgetKit", "AppIntents", "Intents", "ActivityKit", "Charts", "Security", "CoreGraphics",
      ] {
        #expect(!file.text.contains("import \(module)\n"), "\(file.path) imports \(module)")
      }
    }
  }

  @Test func theProtocolModuleImportsNothingOfOurs() throws {
    let files = try swiftFiles(in: "HostProtocol")
    expectScanned(files, including: ["JSONRPCMessage.swift", "ShieldActionResponse.swift"], atLeast: 20)
    for file in files {
      for module in ["ExtensionManifest", "ManagedSettings", "UIKit"] + hostModules {
        #expect(!file.text.contains("import \(module)\n"), "\(file.path) imports \(module)")
      }
    }
  }

  @Test func onlyTheProcessLayerSpawns() throws {
    let files = try hostFiles()
    let spawning = files.filter { $0.text.contains("hostshims_spawn") }.map(\.path)
    #expect(spawning.map { ($0 as NSString).lastPathComponent } == ["ChildProcess.swift"], "\(spawning)")
    for path in spawning { #expect(path.contains("/Process/"), "\(path) spawns processes") }
  }

  /// Tests import the libraries, never the command line's executable target.
  @Test func testsNeverImportTheCommandLine() throws {
    let root = BuildProducts.repositoryRoot + "/Tests/HostTests"
    let enumerator = try #require(FileManager.default.enumerator(atPath: root))
    var scanned = 0
    while let relative = enumerator.nextObject() as? String {
      guard relative.hasSuffix(".swift") else { continue }
      scanned += 1
      let text = try String(contentsOfFile: root + "/" + relative, encoding: .utf8)
      #expect(!text.contains("import ExtensionHost\n"), "\(relative) imports the executable target")
    }
    #expect(scanned >= 50, "scanned only \(scanned) test files")
  }
}
