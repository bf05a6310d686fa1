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
}
