import Foundation
import Testing

@testable import HostEngine

/// The folder an extension starts from: its Info.plist beside a hard link of its executable, one
/// folder per manifest and build, the old builds' folders removed, and the executable itself
/// where no folder can be made.
struct BundleFolderTests {
  private func scratch() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("bundle-folder-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  private func plist(_ name: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict><key>CFBundleIdentifier</key><string>com.example.$(PRODUCT_NAME)</string>\
    <key>Names</key><array><string>\(name)</string><string>$(PRODUCT_NAME)</string></array></dict></plist>
    """
  }

  @Test func theLinkSitsBesideTheExpandedInfoPlistAndAnotherManifestGetsAnotherFolder() throws {
    let root = try scratch()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try "#!/bin/sh\n".write(toFile: root + "/Ext", atomically: true, encoding: .utf8)
    chmod(root + "/Ext", 0o755)
    try plist("one").write(toFile: root + "/One-Info.plist", atomically: true, encoding: .utf8)
    try plist("two").write(toFile: root + "/Two-Info.plist", atomically: true, encoding: .utf8)
    let settings = ["PRODUCT_NAME": "Widget"]
    let one = BundleFolder.executable(root + "/Ext", infoPlistPath: root + "/One-Info.plist", buildSettings: settings)
    let two = BundleFolder.executable(root + "/Ext", infoPlistPath: root + "/Two-Info.plist", buildSettings: settings)
    #expect(one.hasPrefix(root + "/.extension-host-bundles/") && one.hasSuffix("/Ext") && one != two, "\(one) \(two)")
    #expect(ExecutableBuild(one)?.inode == ExecutableBuild(root + "/Ext")?.inode, "a hard link, not a copy")
    let bytes = try Data(contentsOf: URL(fileURLWithPath: one).deletingLastPathComponent().appendingPathComponent("Info.plist"))
    let info = try #require(try PropertyListSerialization.propertyList(from: bytes, format: nil) as? [String: Any])
    #expect(info["CFBundleIdentifier"] as? String == "com.example.Widget")
    #expect(info["Names"] as? [String] == ["one", "Widget"])
    #expect(BundleFolder.executable(root + "/Ext", infoPlistPath: root + "/One-Info.plist", buildSettings: settings) == one)

    // A rebuild (a new file in its place) gets a folder of its own, and the old build's go.
    try FileManager.default.removeItem(atPath: root + "/Ext")
    try "#!/bin/sh\n# rebuilt\n".write(toFile: root + "/Ext", atomically: true, encoding: .utf8)
    let rebuilt = BundleFolder.executable(root + "/Ext", infoPlistPath: root + "/One-Info.plist", buildSettings: settings)
    #expect(rebuilt != one && FileManager.default.fileExists(atPath: rebuilt))
    #expect(!FileManager.default.fileExists(atPath: one) && !FileManager.default.fileExists(atPath: two), "old builds removed")
  }

  @Test func withoutAFolderOrAReadableInfoPlistTheExecutableStartsFromWhereItIs() throws {
    let root = try scratch()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try "#!/bin/sh\n".write(toFile: root + "/Ext", atomically: true, encoding: .utf8)
    try "not a plist".write(toFile: root + "/Bad-Info.plist", atomically: true, encoding: .utf8)
    #expect(BundleFolder.executable(root + "/Ext", infoPlistPath: nil, buildSettings: [:]) == root + "/Ext")
    #expect(BundleFolder.executable(root + "/Ext", infoPlistPath: root + "/Missing", buildSettings: [:]) == root + "/Ext")
    #expect(BundleFolder.executable(root + "/Ext", infoPlistPath: root + "/Bad-Info.plist", buildSettings: [:]) == root + "/Ext")
    // A file where the container would go: no folder can be made.
    try plist("x").write(toFile: root + "/Good-Info.plist", atomically: true, encoding: .utf8)
    try "".write(toFile: root + "/" + BundleFolder.containerName, atomically: true, encoding: .utf8)
    #expect(BundleFolder.executable(root + "/Ext", infoPlistPath: root + "/Good-Info.plist", buildSettings: [:]) == root + "/Ext")
    // A symbolic link where the container would go: nothing is written through it.
    let elsewhere = try scratch()
    defer { try? FileManager.default.removeItem(atPath: elsewhere) }
    try FileManager.default.removeItem(atPath: root + "/" + BundleFolder.containerName)
    try FileManager.default.createSymbolicLink(atPath: root + "/" + BundleFolder.containerName, withDestinationPath: elsewhere)
    #expect(BundleFolder.executable(root + "/Ext", infoPlistPath: root + "/Good-Info.plist", buildSettings: [:]) == root + "/Ext")
    #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere).isEmpty, "nothing written through the link")
  }

  /// The resources Xcode copies into the bundle are linked into the folder, as Xcode places them:
  /// a group's files at the top from any folder, `.lproj` folders whole; sources, asset catalogs,
  /// entitlements, hidden names and symbolic links left out. A resource added makes a new folder.
  @Test func theResourcesAreLinkedAtTheTopAsXcodeCopiesThem() throws {
    let root = try scratch()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let target = root + "/Widget"
    for folder in ["Resources/Data", "fr.lproj", "Assets.xcassets/Logo.imageset", ".git", "Views"] {
      try FileManager.default.createDirectory(atPath: target + "/" + folder, withIntermediateDirectories: true)
    }
    for file in [
      "Resources/quotes.json", "Resources/Data/deep.txt", "fr.lproj/Localizable.strings", "Views/Widget.swift",
      "Widget.entitlements", ".git/HEAD", "GoogleService-Info.plist", "Views/quotes.json",
    ] {
      try file.write(toFile: target + "/" + file, atomically: true, encoding: .utf8)
    }
    try FileManager.default.createSymbolicLink(atPath: target + "/outside.txt", withDestinationPath: "/etc/hostname")
    try plist("w").write(toFile: target + "/Info.plist", atomically: true, encoding: .utf8)
    try "#!/bin/sh\n".write(toFile: root + "/Ext", atomically: true, encoding: .utf8)
    chmod(root + "/Ext", 0o755)

    let started = BundleFolder.executable(root + "/Ext", infoPlistPath: target + "/Info.plist", buildSettings: [:])
    let folder = URL(fileURLWithPath: started).deletingLastPathComponent().path
    let names = Set(try FileManager.default.contentsOfDirectory(atPath: folder))
    #expect(names == ["Ext", "Info.plist", "quotes.json", "deep.txt", "fr.lproj", "GoogleService-Info.plist"], "\(names)")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/quotes.json") == target + "/Resources/quotes.json")
    #expect(try String(contentsOfFile: folder + "/fr.lproj/Localizable.strings", encoding: .utf8) == "fr.lproj/Localizable.strings")

    try "new".write(toFile: target + "/Resources/added.txt", atomically: true, encoding: .utf8)
    let again = BundleFolder.executable(root + "/Ext", infoPlistPath: target + "/Info.plist", buildSettings: [:])
    #expect(again != started && FileManager.default.fileExists(atPath: URL(fileURLWithPath: again).deletingLastPathComponent().path + "/added.txt"))
    #expect(FileManager.default.fileExists(atPath: target + "/Resources/quotes.json"), "removing folders never follows their links")
  }

  /// A `.bundle` folder is linked whole, as Xcode copies it (its files stay inside it); a
  /// resource four folders below the resources folder is linked at the top, and the walk
  /// enters no folder below that (`maximumDepth`).
  @Test func aBundleFolderIsLinkedWholeAndTheWalkStopsFourFoldersDown() throws {
    let root = try scratch()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let target = root + "/Widget"
    for folder in ["Sounds.bundle/Chimes", "a/b/c/d/e"] {
      try FileManager.default.createDirectory(atPath: target + "/" + folder, withIntermediateDirectories: true)
    }
    for file in ["Sounds.bundle/Chimes/bell.caf", "Sounds.bundle/Info.plist", "a/b/c/d/four.txt", "a/b/c/d/e/five.txt"] {
      try file.write(toFile: target + "/" + file, atomically: true, encoding: .utf8)
    }
    try plist("w").write(toFile: target + "/Info.plist", atomically: true, encoding: .utf8)
    #expect(BundleResourceLinks.maximumDepth == 4)
    let links = BundleResourceLinks(infoPlistPath: target + "/Info.plist", executableName: "Ext").links
    #expect(links.map(\.name).sorted() == ["Sounds.bundle", "four.txt"], "\(links)")
    #expect(links.first { $0.name == "Sounds.bundle" }?.target == target + "/Sounds.bundle")
  }

  /// In the flat layout the other targets' `-Info.plist` files beside the manifest are no
  /// resources, nor are the host's own inputs (the policy, the App Group and Keychain seeds).
  @Test func theFlatLayoutLeavesTheOtherManifestsAndTheHostsInputsOut() throws {
    let root = try scratch()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try plist("a").write(toFile: root + "/One-Info.plist", atomically: true, encoding: .utf8)
    try plist("b").write(toFile: root + "/Two-Info.plist", atomically: true, encoding: .utf8)
    try "{}".write(toFile: root + "/Policy.plist", atomically: true, encoding: .utf8)
    for input in ["ShieldPolicy.plist", "AppGroupDefaults.plist", "AppKeychain.plist"] {
      try plist("seed").write(toFile: root + "/" + input, atomically: true, encoding: .utf8)
    }
    let links = BundleResourceLinks(infoPlistPath: root + "/One-Info.plist", executableName: "One").links
    #expect(links.map(\.name) == ["Policy.plist"])
  }
}
