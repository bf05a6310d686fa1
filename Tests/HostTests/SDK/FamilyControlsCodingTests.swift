import FamilyControls
import Foundation
import Testing

/// `FamilyActivitySelection` coded as iOS codes it (see Documentation/SourceCompatibility.md).
struct FamilyControlsCodingTests {
  // A selection as an iOS app's JSONEncoder wrote it (member order as a device writes it).
  private let deviceJSON = #"""
    {"untokenizedCategoryIdentifiers":[],"categoryTokens":[{"data":"AwME"}],"webDomainTokens":[],"untokenizedApplicationIdentifiers":[],"applicationTokens":[{"data":"AQID"},{"data":"BAUG"}],"untokenizedWebDomainIdentifiers":[],"includeEntireCategory":false}
    """#

  @Test func aSelectionSavedOnADeviceDecodes() throws {
    let selection = try JSONDecoder().decode(FamilyActivitySelection.self, from: Data(deviceJSON.utf8))
    #expect(selection.applicationTokens.count == 2)
    #expect(selection.categoryTokens.count == 1)
    #expect(selection.webDomainTokens.isEmpty)
    #expect(selection.includeEntireCategory == false)
    #expect(selection.applications.count == 2 && selection.applications.allSatisfy { $0.bundleIdentifier == nil })
  }

  @Test func encodingWritesTheSevenMembersADeviceWrites() throws {
    let selection = try JSONDecoder().decode(FamilyActivitySelection.self, from: Data(deviceJSON.utf8))
    let object = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(selection)) as? [String: Any])
    #expect(Set(object.keys) == [
      "applicationTokens", "categoryTokens", "webDomainTokens", "includeEntireCategory",
      "untokenizedApplicationIdentifiers", "untokenizedCategoryIdentifiers", "untokenizedWebDomainIdentifiers",
    ])
    #expect((object["applicationTokens"] as? [[String: String]])?.contains(["data": "AQID"]) == true)
  }

  @Test func aPropertyListRoundTripKeepsTheSelection() throws {
    var selection = FamilyActivitySelection(includeEntireCategory: true)
    selection = try JSONDecoder().decode(FamilyActivitySelection.self, from: Data(deviceJSON.utf8))
    let data = try PropertyListEncoder().encode(selection)
    #expect(try PropertyListDecoder().decode(FamilyActivitySelection.self, from: data) == selection)
  }

  @Test func aSelectionSavedBeforeIOS16WithoutTheNewerMembersDecodes() throws {
    let old = #"{"applicationTokens":[{"data":"AQID"}],"categoryTokens":[],"webDomainTokens":[]}"#
    let selection = try JSONDecoder().decode(FamilyActivitySelection.self, from: Data(old.utf8))
    #expect(selection.applicationTokens.count == 1 && selection.includeEntireCategory == false)
  }

  @Test func aSelectionWithoutTokenListsIsAnError() {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(FamilyActivitySelection.self, from: Data(#"{"includeEntireCategory":true}"#.utf8))
    }
  }
}
