import Foundation
import HostProtocol
import Testing

/// A timeline's reload policy is one WidgetKit has (`atEnd`, `never`, `after` with a finite
/// date); any other is a malformed answer named at its key, on the fast path and the `Codable` one.
struct ReloadPolicyDecodingTests {
  private func timeline(_ policy: String) -> [UInt8] {
    Array(#"{"entryDates":[1],"policy":\#(policy),"milliseconds":1}"#.utf8)
  }

  @Test(arguments: [#"{"kind":"atEnd"}"#, #"{"kind":"never"}"#, #"{"kind":"after","date":86400}"#])
  func widgetKitsPoliciesAreRead(_ policy: String) throws {
    #expect(WidgetTimelineResult(json: try JSONValue.parse(timeline(policy))) != nil)
    _ = try JSONDecoder().decode(WidgetTimelineResult.self, from: Data(timeline(policy)))
  }

  @Test(arguments: [
    (#"{"kind":"sometimes"}"#, "kind", "not a reload policy WidgetKit has"),
    (#"{"kind":"after"}"#, "date", ".after needs its date"),
  ])
  func otherPoliciesAreNamedAtTheirKey(_ policy: String, key: String, message: String) throws {
    #expect(WidgetTimelineResult(json: try JSONValue.parse(timeline(policy))) == nil, "the fast path leaves it to Codable")
    do {
      _ = try JSONDecoder().decode(WidgetTimelineResult.self, from: Data(timeline(policy)))
      Issue.record("\(policy) was read")
    } catch DecodingError.dataCorrupted(let context) {
      #expect(context.codingPath.map(\.stringValue) == ["policy", key])
      #expect(context.debugDescription.contains(message))
    }
  }
}
