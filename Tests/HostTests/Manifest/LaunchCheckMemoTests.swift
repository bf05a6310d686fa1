import Foundation
import Testing

@testable import HostEngine

/// The launch check remembers its rules' verdict on unchanged manifests (the daemon reads them on
/// every visit); a manifest edited in place, at the same path, is judged afresh at the next load.
@Suite
struct LaunchCheckMemoTests {
  @Test func aManifestEditedInPlaceIsJudgedAgain() throws {
    let fixture = try ManifestFixture()
    let path = fixture.directory + "/ShieldActionExt-Info.plist"
    let original = try String(contentsOfFile: path, encoding: .utf8)
    func load() throws(SetupError) -> ShieldSetup {
      try SetupLoader.load(manifests: fixture.directory, policyPath: nil, searchDirectories: [BuildProducts.directory])
    }
    _ = try load()
    _ = try load()  // now from the memo

    let broken = original.replacingOccurrences(of: "<key>NSExtensionPointIdentifier</key>", with: "<key>NSExtensionPointName</key>")
    #expect(broken != original)
    try broken.write(toFile: path, atomically: false, encoding: .utf8)
    do {
      _ = try load()
      Issue.record("an Info.plist without NSExtensionPointIdentifier loaded")
    } catch {
      #expect(error.description.contains("[AX202]"), "\(error.description)")
    }

    try original.write(toFile: path, atomically: false, encoding: .utf8)
    _ = try load()
  }
}
