import Foundation
import Testing

@testable import HostEngine

/// The daemon's setup memo reads a set again exactly when something it was read from changed:
/// a manifest edited in place, the policy, a folder put in the manifests folder's place; and never
/// remembers a set with a linked manifest, whose changes through another name no watch sees.
@Suite
struct SetupMemoTests {
  /// Loads `fixture` through `memo`, counting the reads.
  final class Loader {
    let fixture: ManifestFixture
    let memo = SetupMemo()
    var reads = 0
    init(_ fixture: ManifestFixture) { self.fixture = fixture }

    var key: SetupMemo.Key {
      SetupMemo.Key(
        manifests: fixture.directory, policyPath: nil, searchDirectories: [BuildProducts.directory],
        choice: ExtensionChoice())
    }

    func load() throws(SetupError) -> ShieldSetup {
      try memo.setup(for: key) { () throws(SetupError) in
        reads += 1
        return try SetupLoader.load(
          manifests: key.manifests, policyPath: nil, searchDirectories: key.searchDirectories, choice: key.choice)
      }
    }
  }

  @Test func anUnchangedSetIsReadOnceAndAnEditInPlaceIsSeenAtTheNextVisit() throws {
    let loader = Loader(try ManifestFixture())
    _ = try loader.load()
    _ = try loader.load()
    #expect(loader.reads == 1)

    let path = loader.fixture.directory + "/ShieldActionExt-Info.plist"
    let original = try String(contentsOfFile: path, encoding: .utf8)
    let broken = original.replacingOccurrences(of: "<key>NSExtensionPointIdentifier</key>", with: "<key>NSExtensionPointName</key>")
    try broken.write(toFile: path, atomically: false, encoding: .utf8)
    #expect(throws: SetupError.self) { try loader.load() }
    #expect(loader.reads == 2)
    #expect(throws: SetupError.self) { try loader.load() }  // a failed read is not remembered
    #expect(loader.reads == 3)

    try original.write(toFile: path, atomically: false, encoding: .utf8)
    _ = try loader.load()
    _ = try loader.load()
    #expect(loader.reads == 4)
  }

  /// A project may name manifests in any folder (and xcconfigs anywhere): such a set is read
  /// afresh every visit, so an edit two folders down, where no watch is, is seen at the next.
  @Test func aSetReadThroughAnXcodeProjectIsReadEveryVisit() throws {
    let project = try ProjectManifestFolderTests.NestedProject()
    let memo = SetupMemo()
    var reads = 0
    let key = SetupMemo.Key(
      manifests: project.directory, policyPath: nil, searchDirectories: [project.products], choice: ExtensionChoice())
    func load() throws(SetupError) -> ShieldSetup {
      try memo.setup(for: key) { () throws(SetupError) in
        reads += 1
        return try SetupLoader.load(manifests: key.manifests, policyPath: nil, searchDirectories: key.searchDirectories)
      }
    }
    _ = try load()
    let path = project.directory + "/Extensions/ShieldAction/Info.plist"
    let original = try String(contentsOfFile: path, encoding: .utf8)
    try original.replacingOccurrences(of: "<key>NSExtensionPointIdentifier</key>", with: "<key>NSExtensionPointName</key>")
      .write(toFile: path, atomically: false, encoding: .utf8)
    #expect(throws: SetupError.self) { try load() }
    #expect(reads == 2)
  }

  @Test func anEditedPolicyIsSeen() throws {
    let loader = Loader(try ManifestFixture())
    let before = try loader.load().policy
    let path = loader.fixture.directory + "/ShieldPolicy.plist"
    let text = try String(contentsOfFile: path, encoding: .utf8)
    try text.replacingOccurrences(of: "social.example", with: "other.example").write(
      toFile: path, atomically: true, encoding: .utf8)
    let after = try loader.load().policy
    #expect(loader.reads == 2)
    #expect(before != after)
  }

  @Test func anotherFolderPutInTheManifestsFoldersPlaceIsRead() throws {
    let loader = Loader(try ManifestFixture())
    _ = try loader.load()
    let directory = loader.fixture.directory
    let replacement = try ManifestFixture(action: ManifestFixture.Extension(principalClass: "Other.Principal"))
    try FileManager.default.moveItem(atPath: directory, toPath: directory + "-moved")
    defer { try? FileManager.default.removeItem(atPath: directory + "-moved") }
    try FileManager.default.moveItem(atPath: replacement.directory, toPath: directory)
    let setup = try loader.load()
    #expect(loader.reads == 2)
    #expect(setup.actionExtension?.principalClass == "Other.Principal")
  }

  @Test func aSetWithALinkedManifestIsReadEveryTime() throws {
    let loader = Loader(try ManifestFixture())
    let path = loader.fixture.directory + "/ShieldConfigExt-Info.plist"
    let elsewhere = loader.fixture.directory + "-linked-Info.plist"
    try FileManager.default.moveItem(atPath: path, toPath: elsewhere)
    defer { try? FileManager.default.removeItem(atPath: elsewhere) }
    try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: elsewhere)
    _ = try loader.load()
    _ = try loader.load()
    #expect(loader.reads == 2)
  }

  @Test func aSetWithAHardLinkedManifestIsReadEveryTime() throws {
    let loader = Loader(try ManifestFixture())
    let path = loader.fixture.directory + "/ShieldActionExt.entitlements"
    let elsewhere = loader.fixture.directory + "-other-name.entitlements"
    try FileManager.default.linkItem(atPath: path, toPath: elsewhere)
    defer { try? FileManager.default.removeItem(atPath: elsewhere) }
    _ = try loader.load()
    _ = try loader.load()
    #expect(loader.reads == 2)
  }
}
