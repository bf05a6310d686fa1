import ExtensionManifest
import Testing

@testable import HostEngine

/// The host's own limit on the App Groups one target lists: 100 run, the 101st is a set-up error
/// at the array, with the count and the limit.
struct AppGroupLimitTests {
  private func entitlements(listing count: Int) throws -> PlistDocument {
    let text = EntitlementsText.listing(appGroups: (0..<count).map { "group.com.example.FocusApp.team\($0)" })
    return try PlistReader.read(bytes: Array(text.utf8), path: "App.entitlements")
  }

  @Test func aHundredGroupsRunAndTheHundredAndFirstIsRefusedAtTheArray() throws {
    #expect(AppGroupLimit.maximum == 100, "the documented limit")
    #expect(AppGroupLimit.problem(in: try entitlements(listing: 100)) == nil, "exactly the limit runs")
    let problem = try #require(AppGroupLimit.problem(in: try entitlements(listing: 101)))
    #expect(problem.location == "App.entitlements:6:2", "\(problem.location ?? "no location")")
    #expect(problem.message.hasPrefix("com.apple.security.application-groups lists 101 App Groups; extension-host runs a target with at most 100"))
    #expect(AppGroupLimit.problem(in: try entitlements(listing: 0)) == nil)
    #expect(AppGroupLimit.problem(in: nil) == nil, "no entitlements file")
  }
}
