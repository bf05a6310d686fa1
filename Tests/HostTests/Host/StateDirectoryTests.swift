import Foundation
import HostProtocol
import Testing

@testable import HostEngine

struct StateDirectoryTests {
  private func scratch() -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("state-tests-\(UUID().uuidString)").path
  }

  @Test func theDefaultFollowsTheExplicitVariableThenXDGThenHome() throws {
    #expect(try StateDirectory.defaultPath(environment: ["EXTENSION_HOST_STATE": "/s", "XDG_STATE_HOME": "/x"]) == "/s")
    #expect(try StateDirectory.defaultPath(environment: ["XDG_STATE_HOME": "/x/state", "HOME": "/h"]) == "/x/state/extension-host")
    #expect(try StateDirectory.defaultPath(environment: ["HOME": "/h"]) == "/h/.local/state/extension-host")
    #expect(throws: StateError.self) { try StateDirectory.defaultPath(environment: [:]) }
  }

  @Test func resetTouchesNothingInAFolderTheHostDidNotMark() throws {
    let path = scratch()
    defer { try? FileManager.default.removeItem(atPath: path) }
    try FileManager.default.createDirectory(atPath: path + "/AppGroups", withIntermediateDirectories: true)
    try Data("mine".utf8).write(to: URL(fileURLWithPath: path + "/notes.txt"))
    #expect(try !StateDirectory.reset(path))
    #expect(FileManager.default.fileExists(atPath: path + "/notes.txt"))
    #expect(FileManager.default.fileExists(atPath: path + "/AppGroups"))
  }

  @Test func resetKeepsWhatIsNotTheHosts() throws {
    let path = scratch()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let state = try StateDirectory.open(path)
    try FileManager.default.createDirectory(atPath: state.container(ofGroup: "group.a"), withIntermediateDirectories: true)
    try Data().write(to: URL(fileURLWithPath: path + "/serve.sock"))
    #expect(try StateDirectory.reset(path))
    #expect(try FileManager.default.contentsOfDirectory(atPath: path) == ["serve.sock"])
  }

  @Test func openMarksTheFolderAndResetRemovesIt() throws {
    let path = scratch()
    let state = try StateDirectory.open(path)
    #expect(FileManager.default.fileExists(atPath: path + "/" + StateDirectory.markerName))
    #expect(state.suiteFile(ofGroup: "group.a").hasSuffix("/AppGroups/group.a/Library/Preferences/group.a.plist"))
    #expect(try StateDirectory.reset(path))
    #expect(try !StateDirectory.reset(path))
  }

  @Test func theStoreKeepsExtensionChangesUntilThePolicyChanges() throws {
    let path = scratch()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let file = try StateDirectory.open(path).storeFile(ofApp: "com.example.app")
    let domain = OpaqueToken(data: Data([1]))
    let seed = StoreShieldSettings(webDomains: [domain])
    let stores = try ManagedSettingsState(file: file)
    #expect(try stores.seed(seed))
    _ = try stores.write([.webDomains], from: StoreShieldSettings(webDomains: []), to: "default")

    let restarted = try ManagedSettingsState(file: file)
    #expect(try !restarted.seed(seed), "the same policy is not applied twice")
    #expect(restarted.read("default").webDomains == [])
    #expect(try restarted.seed(StoreShieldSettings(webDomains: [domain, OpaqueToken(data: Data([2]))])))
    #expect(restarted.read("default").webDomains?.count == 2)
  }

  @Test func twoHostsOnOneStateDirectorySeeEachOthersChanges() throws {
    let path = scratch()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let daemon = try ManagedSettingsState(file: try StateDirectory.open(path).storeFile(ofApp: "com.example.app"))
    let visit = try ManagedSettingsState(file: try StateDirectory.open(path).storeFile(ofApp: "com.example.app"))
    _ = try daemon.write([.webDomains], from: StoreShieldSettings(webDomains: [OpaqueToken(data: Data([1]))]), to: "default")
    #expect(visit.read("default").webDomains?.count == 1)
    _ = try visit.write([.applications], from: StoreShieldSettings(applications: []), to: "default")
    #expect(daemon.read("default").webDomains?.count == 1, "the second write did not undo the first")
    #expect(daemon.read("default").applications == [])
  }

  @Test func aWriteThatChangesNothingLeavesTheFileAsItIs() throws {
    let path = scratch()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let file = try StateDirectory.open(path).storeFile(ofApp: "com.example.app")
    let stores = try ManagedSettingsState(file: file)
    let shield = StoreShieldSettings(webDomains: [OpaqueToken(data: Data([1]))])
    func inode() throws -> UInt64 {
      try #require(FileManager.default.attributesOfItem(atPath: file.path)[.systemFileNumber] as? UInt64)
    }
    _ = try stores.write([.webDomains], from: shield, to: "default")
    let written = try inode()
    _ = try stores.write([.webDomains], from: shield, to: "default")
    _ = try stores.set([:], removing: [], in: "default")
    #expect(try inode() == written, "the same settings again are not written again")
    _ = try stores.write([.webDomains], from: StoreShieldSettings(webDomains: []), to: "default")
    #expect(try inode() != written, "a change is written (a new file renamed over the old)")
    #expect(try ManagedSettingsState(file: file).read("default").webDomains == [])
  }

  @Test func aWriteOverFiftyTokensIsRefusedAndChangesNothing() throws {
    let stores = try ManagedSettingsState(file: nil)
    let tokens = (0...50).map { OpaqueToken(data: Data([UInt8($0)])) }
    #expect(throws: ManagedSettingsState.Refusal.self) {
      try stores.write([.applications], from: StoreShieldSettings(applications: tokens), to: "default")
    }
    #expect(stores.read("default").applications == nil)
    _ = try stores.write([.applications], from: StoreShieldSettings(applications: Array(tokens.prefix(50))), to: "default")
    #expect(stores.read("default").applications?.count == 50)
  }
}
