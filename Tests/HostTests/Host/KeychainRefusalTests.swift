import Foundation
import HostProtocol
import Testing

@testable import HostEngine

/// A refused secret is named by its item's attributes, read through the state directory: an
/// attributes file an extension replaced with a link to a file elsewhere is not followed.
struct KeychainRefusalTests {
  private func record(service: String) throws -> Data {
    try JSONEncoder().encode(
      KeychainRecord(
        id: "ID", itemClass: "genp", accessGroup: "group.a", accessible: "ak",
        attributes: ["svce": .string(service), "acct": .string("token")], created: Date(), modified: Date()))
  }

  @Test func theItemIsNamedAndAPlantedLinkIsNotFollowed() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("refusal-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    let state = try StateDirectory.open(root + "/state")
    let location = state.keychainLocation(ofApp: "com.example.app")
    try state.root.createDirectories(location + [KeychainLayout.items])
    let items = state.root.path(of: location + [KeychainLayout.items])
    try record(service: "api").write(to: URL(fileURLWithPath: items + "/ID.json"))
    try record(service: "leaked").write(to: URL(fileURLWithPath: root + "/outside.json"))
    try FileManager.default.createSymbolicLink(atPath: items + "/LINK.json", withDestinationPath: root + "/outside.json")

    func sentence(_ id: String) -> String {
      KeychainRefusal(secret: "/any/Secrets/NSFileProtectionComplete/\(id)", file: "Keychains/\(id)", keychain: KeychainPlace(state: state, location: location))
        .sentence(by: "Widget", protection: .complete, times: 1, in: .locked)
    }
    #expect(sentence("ID").hasPrefix("Widget could not read the secret of Keychain item generic password (service \"api\", account \"token\")"))
    #expect(sentence("LINK").hasPrefix("Widget could not read the secret of Keychain item Keychains/LINK:"), "\(sentence("LINK"))")
  }

  /// The sentence says which lock refused the secret (before the first unlock, or locked), how
  /// many times, and the accessibility values of the secret's class.
  @Test(arguments: [(DeviceState.beforeFirstUnlock, "not unlocked since it restarted"), (.locked, "locked;")])
  func theSentenceNamesTheLockTheCountAndTheClass(state: DeviceState, words: String) {
    let sentence = KeychainRefusal(secret: "/any/Secrets/NSFileProtectionComplete/ID", file: "Keychains/ID", keychain: nil)
      .sentence(by: "Widget", protection: .complete, times: 3, in: state)
    #expect(sentence.hasPrefix("Widget could not read the secret of Keychain item Keychains/ID (3 times): "), "\(sentence)")
    #expect(sentence.contains("of class .complete (kSecAttrAccessibleWhenUnlocked"), "\(sentence)")
    #expect(sentence.contains("and the device is \(words)"), "\(sentence)")
    #expect(state == .locked || !sentence.contains("the device is locked"), "\(sentence)")
    #expect(sentence.hasSuffix("errSecInteractionNotAllowed (-25308), as iOS answers them"), "\(sentence)")
  }
}
