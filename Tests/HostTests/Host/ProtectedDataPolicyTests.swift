import Foundation
import HostProtocol
import Testing

@testable import HostEngine

/// The guard's decision, as a pure value: which opens an extension may make in each state, for
/// files that existed at the change of state and files created since (Apple's FileProtectionType).
struct ProtectedDataPolicyTests {
  typealias Identity = ProtectedDataGuard.FileIdentity
  let old = Identity(device: 1, inode: 10)
  let new = Identity(device: 1, inode: 11)
  let renamedIn = Identity(device: 1, inode: 12)

  /// What `rule` answers to each open in turn.
  func answers(_ protection: ProtectionClass, _ state: DeviceState, _ opens: [(Identity, Int)]) -> [Bool] {
    var rule = ProtectedDataGuard.Policy(state: state, existing: [old: protection], classOfNewFile: { _ in protection })
    return opens.map { rule.allows($0.0, size: $0.1, path: { "/c/file" }) }
  }

  @Test func completeUnlessOpenCreatesWhileLockedButNeverReopens() {
    // An existing file; the open that creates a file; that file again; a file renamed in since.
    let opens = [(old, 40), (new, 0), (new, 0), (renamedIn, 40)]
    #expect(answers(.completeUnlessOpen, .locked, opens) == [false, true, false, false])
    #expect(answers(.completeUnlessOpen, .beforeFirstUnlock, opens) == [false, true, false, false])
  }

  @Test func completeRefusesCreatingToo() {
    #expect(answers(.complete, .locked, [(new, 0), (old, 40)]) == [false, false])
  }

  @Test func theDefaultClassOpensWhileLockedNotBeforeTheFirstUnlock() {
    #expect(answers(.completeUntilFirstUserAuthentication, .locked, [(old, 40), (new, 0)]) == [true, true])
    #expect(answers(.completeUntilFirstUserAuthentication, .beforeFirstUnlock, [(old, 40), (new, 0)]) == [false, false])
    #expect(answers(.none, .beforeFirstUnlock, [(old, 40), (new, 0)]) == [true, true])
  }

  /// Each file keeps the class it had when the state changed; a new file takes its folder's
  /// (a Keychain secret of class complete beside App Group files of the default class).
  @Test func eachFileHasItsOwnClass() {
    var rule = ProtectedDataGuard.Policy(
      state: .locked, existing: [old: .completeUntilFirstUserAuthentication, renamedIn: .complete],
      classOfNewFile: { $0.hasPrefix("/keychain/") ? .complete : .completeUntilFirstUserAuthentication })
    let answers = [
      rule.allows(old, size: 40, path: { "/group/a" }), rule.allows(renamedIn, size: 40, path: { "/group/b" }),
      rule.allows(new, size: 0, path: { "/keychain/Secrets/NSFileProtectionComplete/x" }),
      rule.allows(Identity(device: 1, inode: 13), size: 0, path: { "/group/c" }),
    ]
    #expect(answers == [true, false, false, true])
  }

  /// The Keychain's secret folders take their class from their name; other files the containers'.
  @Test func protectedFilesGiveEachPathItsClass() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("protected-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    let state = try StateDirectory.open(root)
    let keychain = KeychainPlace(state: state, location: state.keychainLocation(ofApp: "app"))
    let files = ProtectedFiles(containers: [root + "/AppGroups/group.a"], protection: .complete, keychain: keychain)
    #expect(files.protection(ofPath: root + "/AppGroups/group.a/Library/x.plist") == .complete)
    #expect(files.protection(ofPath: keychain.path + "/Secrets/NSFileProtectionCompleteUntilFirstUserAuthentication/id")
      == .completeUntilFirstUserAuthentication)
    #expect(files.isKeychainSecret(keychain.path + "/Secrets/NSFileProtectionComplete/id"))
    #expect(!files.isKeychainSecret(keychain.path + "/Items/id.json"))
  }

  @Test func unlockedOpensEverything() {
    for protection in ProtectionClass.allCases {
      #expect(answers(protection, .unlocked, [(old, 40), (new, 0), (new, 0)]) == [true, true, true], "\(protection)")
    }
  }
}
