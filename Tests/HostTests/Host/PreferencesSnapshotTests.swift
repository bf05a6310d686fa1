import Foundation
import Testing

@testable import HostEngine

struct PreferencesSnapshotTests {
  @Test func aNewOrRewrittenSuiteFileIsAWriteAndLinksAreNotTheExtensions() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-\(UUID())").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Data("<plist/>".utf8).write(to: URL(fileURLWithPath: folder + "/group.kept.plist"))
    try Data("<plist/>".utf8).write(to: URL(fileURLWithPath: folder + "/group.rewritten.plist"))
    let snapshot = PreferencesSnapshot(folders: ["Ext": folder])
    #expect(snapshot.accesses().isEmpty)

    try Data("<plist><dict/></plist>".utf8).write(to: URL(fileURLWithPath: folder + "/group.rewritten.plist"), options: .atomic)
    try Data("<plist/>".utf8).write(to: URL(fileURLWithPath: folder + "/group.typo.plist"))
    try FileManager.default.createSymbolicLink(atPath: folder + "/group.linked.plist", withDestinationPath: "/nonexistent")
    try Data("x".utf8).write(to: URL(fileURLWithPath: folder + "/notes.txt"))
    #expect(
      snapshot.accesses() == [
        PreferencesWatch.Access(extensionName: "Ext", group: "group.rewritten", wrote: true),
        PreferencesWatch.Access(extensionName: "Ext", group: "group.typo", wrote: true),
      ])
  }

  /// The suites written since the snapshot are listed sorted by extension name, then by group,
  /// whatever order the folders were given in.
  @Test func writesAreListedByExtensionNameThenGroup() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-\(UUID())").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    let names = ["Delta", "Alpha", "Echo", "Charlie", "Bravo"]
    var folders: [String: String] = [:]
    for name in names {
      let folder = root + "/" + name
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      folders[name] = folder
    }
    let snapshot = PreferencesSnapshot(folders: folders)

    for name in names {
      for group in ["group.y", "group.x"] {
        try Data("<plist/>".utf8).write(to: URL(fileURLWithPath: folders[name]! + "/" + group + ".plist"))
      }
    }
    #expect(
      snapshot.accesses()
        == names.sorted().flatMap { name in
          ["group.x", "group.y"].map { PreferencesWatch.Access(extensionName: name, group: $0, wrote: true) }
        })
  }
}
