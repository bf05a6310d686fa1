import HostProtocol
import Foundation
import Testing

@testable import Conformance
@testable import HostEngine
@testable import ManifestLint

/// The three report formats, from a fixed report.
struct ConformanceReportTests {
  private let report = ConformanceReport(
    extensions: [
      ExtensionReport(
        name: "ShieldActionExt", manifest: "plists/ShieldActionExt-Info.plist", extensionPoint: .shieldAction,
        principalClass: "ShieldActionExt.ShieldActionExtension",
        checks: [
          CheckResult(id: "handshake", summary: "Starts", verdict: .pass("answered initialize in 9 ms"), milliseconds: 9.4),
          CheckResult(
            id: "action-response-allowed", summary: "Allowed",
            verdict: .fail("handle(action:for: WebDomainToken) answered .none <& \"quoted\" 'x'>"), milliseconds: 1.2),
          CheckResult(
            id: "configuration-well-formed", summary: "Well formed",
            verdict: .skip("applies only to shield configuration extensions"), milliseconds: 0),
        ],
        milliseconds: 123.4)
    ],
    milliseconds: 130)

  @Test func textHasAHeadingAlignedChecksCountsAndASummaryLine() {
    let lines = report.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(
      lines[0]
        == "ShieldActionExt (shield action extension, ShieldActionExt.ShieldActionExtension): plists/ShieldActionExt-Info.plist")
    #expect(lines[1] == "  PASS  handshake                  answered initialize in 9 ms")
    #expect(lines[2].hasPrefix("  FAIL  action-response-allowed    handle(action:for: WebDomainToken)"))
    #expect(lines[3] == "  SKIP  configuration-well-formed  applies only to shield configuration extensions")
    #expect(lines[4] == "  3 checks: 1 passed, 1 failed, 1 skipped in 123 ms")
    #expect(lines.last == "")
    #expect(lines[lines.count - 2] == "conform: 1 extension, 1 passed, 1 failed, 1 skipped in 130 ms")
  }

  @Test func jsonHasStableKeysStatusesAndWholeMilliseconds() throws {
    let object = try #require(try JSONSerialization.jsonObject(with: Data(report.json().utf8)) as? [String: Any])
    let summary = try #require(object["summary"] as? [String: Int])
    #expect(summary == ["extensions": 1, "passed": 1, "failed": 1, "skipped": 1, "milliseconds": 130])
    let extensions = try #require(object["extensions"] as? [[String: Any]])
    #expect(extensions.first?["extensionPoint"] as? String == "com.apple.ManagedSettings.shield-action-service")
    let checks = try #require(extensions.first?["checks"] as? [[String: Any]])
    #expect(checks.map { $0["status"] as? String } == ["pass", "fail", "skip"])
    #expect(checks.first?["milliseconds"] as? Int == 9)
    #expect(try report.json() == report.json(), "the same report encodes the same bytes")
  }

  @Test func junitIsWellFormedWithAFailureAndASkip() throws {
    let xml = report.junit
    let check = XMLCheck(xml)
    #expect(check.error == nil, "\(check.error ?? "")")
    #expect(check.elements.filter { $0 == "testcase" }.count == 3)
    #expect(check.elements.filter { $0 == "failure" }.count == 1)
    #expect(check.elements.filter { $0 == "skipped" }.count == 1)
    #expect(xml.contains(#"<testsuites name="extension-host conform" tests="3" failures="1" skipped="1" time="0.130">"#))
    #expect(xml.contains(#"name="handshake" time="0.009"/>"#))
    #expect(xml.contains("answered .none &lt;&amp; &quot;quoted&quot; &apos;x&apos;&gt;"))
  }
}

/// Escaping text for XML 1.0.
struct XMLTextTests {
  @Test func markupCharactersAreEscaped() {
    #expect(XMLText.escape(#"a < b && c > "d" 'e'"#) == "a &lt; b &amp;&amp; c &gt; &quot;d&quot; &apos;e&apos;")
  }

  @Test func whitespaceSurvivesInAttributes() {
    #expect(XMLText.escape("one\ntwo\tthree\r") == "one&#10;two&#9;three&#13;")
  }

  @Test func charactersXMLCannotCarryAreReplaced() {
    #expect(XMLText.escape("bell\u{07}null\u{00}esc\u{1B}") == "bell\u{FFFD}null\u{FFFD}esc\u{FFFD}")
    #expect(XMLText.escape("\u{FFFE}\u{FFFF}") == "\u{FFFD}\u{FFFD}")
  }

  @Test func otherTextIsKeptAsIs() {
    #expect(XMLText.escape("Schön 🛡️ 屏蔽") == "Schön 🛡️ 屏蔽")
  }
}
