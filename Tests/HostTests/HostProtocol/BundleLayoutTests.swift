import Foundation
import HostProtocol
import Testing

/// Where a bundle's resources are found beside its Info.plist, for the host and the SDK alike.
struct BundleLayoutTests {
  @Test func theResourcesAreTheInfoPlistsFolderOrTheFolderNamedForTheTarget() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("bundle-layout-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: root + "/Widget/Resources", withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: root) }
    try "".write(toFile: root + "/Action", atomically: true, encoding: .utf8)
    #expect(BundleLayout.resourcesFolder(forInfoPlist: root + "/Widget/Info.plist") == root + "/Widget", "Xcode's layout")
    #expect(BundleLayout.resourcesFolder(forInfoPlist: root + "/Widget-Info.plist") == root + "/Widget", "the flat layout's folder")
    #expect(BundleLayout.resourcesFolder(forInfoPlist: root + "/Monitor-Info.plist") == root, "no folder named for it")
    #expect(BundleLayout.resourcesFolder(forInfoPlist: root + "/Action-Info.plist") == root, "a file is no folder")
    #expect(BundleLayout.resourcesFolder(forInfoPlist: "/Info.plist") == "/")
  }
}
