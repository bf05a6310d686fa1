@testable import BundleResources
import Foundation
import Testing

/// The bundle's folders and files as the SDK reads them with the system's calls: what is there,
/// nil for what cannot be read, never a folder's bytes as a file's.
struct ResourceFilesTests {
  private func makeFolder() throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("resource-files-\(UUID())").path
    try FileManager.default.createDirectory(atPath: folder + "/fr.lproj", withIntermediateDirectories: true)
    try Data("\"Hi\" = \"Salut\";".utf8).write(to: URL(fileURLWithPath: folder + "/fr.lproj/Localizable.strings"))
    try Data().write(to: URL(fileURLWithPath: folder + "/empty.json"))
    return folder
  }

  @Test func aFolderListsItsNamesWithoutDotEntries() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(ResourceFiles.names(inFolder: folder).map(Set.init) == ["fr.lproj", "empty.json"])
    #expect(ResourceFiles.names(inFolder: folder + "/missing") == nil)
    #expect(ResourceFiles.names(inFolder: folder + "/empty.json") == nil, "a file is not a folder")
  }

  @Test func aFileGivesItsBytesAndAnythingElseNil() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(ResourceFiles.contents(ofFile: folder + "/fr.lproj/Localizable.strings") == Data("\"Hi\" = \"Salut\";".utf8))
    #expect(ResourceFiles.contents(ofFile: folder + "/empty.json") == Data())
    #expect(ResourceFiles.contents(ofFile: folder + "/fr.lproj") == nil, "a folder has no bytes")
    #expect(ResourceFiles.contents(ofFile: folder + "/missing.strings") == nil)
    #expect(ResourceFiles.contents(ofFile: folder + "/fr.lproj/Localizable.strings", limit: 4) == nil, "past the limit")
  }

  /// The tables read through these calls: a `.strings` table in a `.lproj` folder localizes.
  @Test func aStringsTableIsFoundThroughTheListing() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let tables = LocalizationTables(bundle: ExtensionBundle(environment: ["EXTENSION_HOST_RESOURCES": folder, "EXTENSION_HOST_LANGUAGES": "fr"]))
    #expect(tables.format(forKey: "Hi", table: nil, pluralCount: nil) == "Salut")
  }
}
