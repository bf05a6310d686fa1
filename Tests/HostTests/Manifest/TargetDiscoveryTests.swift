import ExtensionManifest
import Foundation
import Testing

@Suite struct TargetDiscoveryTests {
  /// The package's `plists/` folder.
  static let samples = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("plists").path

  @Test func findsTheFiveSampleTargetsAndSkipsThePolicy() throws {
    let targets = try TargetDiscovery.targets(in: Self.samples)
    #expect(targets.map(\.name) == ["App", "DeviceActivityMonitorExt", "ShieldActionExt", "ShieldConfigExt", "WidgetExt"])
    let action = try #require(targets.first { $0.name == "ShieldActionExt" })
    #expect(action.infoPlistPath == Self.samples + "/ShieldActionExt-Info.plist")
    #expect(action.entitlementsPath == Self.samples + "/ShieldActionExt.entitlements")
    #expect(action.settings.value(for: "PRODUCT_MODULE_NAME") == "ShieldActionExt")
    let info = try PlistReader.read(contentsOf: try #require(action.infoPlistPath))
    let principal = try #require(info.root.node(at: "NSExtension/NSExtensionPrincipalClass")?.string)
    #expect(action.settings.expand(principal).value == "ShieldActionExt.ShieldActionExtension")
  }

  @Test func findsTheFolderLayout() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("discovery-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let plist = Data("<plist><dict/></plist>".utf8)
    for (folder, files) in [
      ("Shield Action", ["Info.plist", "Shield Action.entitlements"]),
      ("Config", ["Info.plist", "Other.entitlements"]),
      ("Assets", ["Contents.json"]),
      (".hidden", ["Info.plist"]),
    ] {
      let directory = root.appendingPathComponent(folder)
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      for file in files { try plist.write(to: directory.appendingPathComponent(file)) }
    }
    let targets = try TargetDiscovery.targets(in: root.path)
    #expect(targets.map(\.name) == ["Config", "Shield Action"])
    #expect(targets[0].entitlementsPath?.hasSuffix("Config/Other.entitlements") == true)
    #expect(targets[1].settings.value(for: "PRODUCT_MODULE_NAME") == "Shield_Action")
  }

  @Test func aMissingFolderIsAnIOError() {
    #expect(throws: PlistError.self) { try TargetDiscovery.targets(in: "/nonexistent/folder") }
  }

  @Test func readingAMissingFileIsAnIOError() throws {
    do {
      _ = try PlistReader.read(contentsOf: "/nonexistent/Info.plist")
      Issue.record("read a missing file")
    } catch {
      #expect(error.kind == .io)
      #expect(error.description.hasPrefix("/nonexistent/Info.plist:1:1: error: cannot read"))
    }
  }
}
