import Foundation
import Testing

@testable import HostEngine

/// A command that lends no shared state (`conform`, `benchmark`) gives the extension a folder of
/// its own in the temporary directory as its preferences and as its home for Foundation, so its
/// documents directory is never in the user's home.
struct UnsharedSandboxTests {
  @Test func theFolderIsTheExtensionsPreferencesAndItsHome() throws {
    let environment = try UnsharedSandbox.environment(named: "com.example.FocusApp.ShieldAction")
    let folder = try #require(environment["XDG_CONFIG_HOME"])
    #expect(environment["CFFIXED_USER_HOME"] == folder)
    #expect(folder.hasPrefix(FileManager.default.temporaryDirectory.path + "/extension-host-unshared-"))
    #expect(folder.hasSuffix("/com.example.FocusApp.ShieldAction"))
  }
}
