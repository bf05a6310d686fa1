import Foundation
import HostProtocol
import Testing

@testable import HostEngine

/// `AppKeychain.plist` applied to a state directory: once per change of the file, each item
/// replacing the app's item with the same primary key, items the extensions added left alone.
struct KeychainSeedTests {
  private func records(in state: StateDirectory, _ location: [String]) throws -> [KeychainRecord] {
    let folder = try state.root.folder(location + [KeychainLayout.items])
    return try folder.entries().compactMap { name in
      try folder.read([name], limit: 1 << 20).flatMap { try? JSONDecoder().decode(KeychainRecord.self, from: Data($0)) }
    }
  }

  @Test func aChangedSeedReplacesItsItemsAndLeavesTheOthers() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("seed-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(atPath: root + "/manifests", withIntermediateDirectories: true)
    let state = try StateDirectory.open(root + "/state")
    let location = state.keychainLocation(ofApp: "app")
    for folder in KeychainLayout.folders { try state.root.createDirectories(location + folder) }
    let seedCopy = state.keychainSeedFile(ofApp: "app")
    // An item an extension added: another account.
    let theirs = KeychainRecord(
      id: "THEIRS", itemClass: "genp", accessGroup: "default", accessible: "ak",
      attributes: ["svce": .string("api"), "acct": .string("refresh")], created: Date(), modified: Date())
    try state.root.write(Array(try JSONEncoder().encode(theirs)), to: location + [KeychainLayout.items, "THEIRS.json"])

    func apply(_ value: String) throws -> Bool {
      try AppKeychainFile.write([["service": "api", "account": "token", "value": value]], into: root + "/manifests")
      return try KeychainSeed.read(root + "/manifests/AppKeychain.plist", app: nil).apply(to: state, keychain: location, seed: seedCopy)
    }
    #expect(try apply("one"))
    #expect(try !apply("one"), "the same seed again changes nothing")
    #expect(try apply("two"))
    let records = try records(in: state, location)
    #expect(records.count == 2)
    let token = try #require(records.first { $0.attributes["acct"] == .string("token") })
    let secret = try state.root.read(location + KeychainLayout.secretComponents(.complete) + [token.id], limit: 100)
    #expect(secret == Array("two".utf8))
    let completeSecrets = try state.root.folder(location + KeychainLayout.secretComponents(.complete)).entries()
    #expect(completeSecrets == [token.id], "the first seed's secret went with its item")
  }

  /// Two items with one primary key, or one key given twice in an item, are set-up errors at
  /// their line: the Keychain keeps one item per key, and which secret an extension read would
  /// otherwise be arbitrary.
  @Test func aDuplicateItemOrKeyIsASetUpErrorAtItsLine() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("seed-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    try AppKeychainFile.write(
      [["service": "api", "account": "token", "value": "one"], ["service": "api", "account": "token", "value": "two"]], into: root)
    do {
      _ = try KeychainSeed.read(root + "/AppKeychain.plist", app: nil)
      Issue.record("two items for one service and account were read")
    } catch {
      #expect(error.description.contains("a second item for generic password (service \"api\", account \"token\")"), "\(error)")
      #expect(error.description.contains("AppKeychain.plist:"), "at its line: \(error)")
    }
    let repeated = """
      <?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><array>
      <dict><key>service</key><string>s</string><key>service</key><string>t</string><key>account</key><string>a</string><key>value</key><string>v</string></dict>
      </array></plist>
      """
    try repeated.write(toFile: root + "/AppKeychain.plist", atomically: true, encoding: .utf8)
    #expect(throws: SetupError.self) { try KeychainSeed.read(root + "/AppKeychain.plist", app: nil) }
  }
}
