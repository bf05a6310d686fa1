import Foundation
import Testing

@testable import Conformance

/// `Documentation/Conformance.md` lists every check with its scope and summary, in run order.
struct ConformanceDocumentationTests {
  @Test func theCheckTableMatchesTheCatalogue() throws {
    let path = BuildProducts.repositoryRoot + "/Documentation/Conformance.md"
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let rows = text.split(separator: "\n").filter { $0.hasPrefix("| `") && $0.split(separator: "|").count == 3 }
    let expected = ConformanceChecks.all.map { check in
      "| `\(check.id)` | \(ConformanceChecks.scope(of: check)) | \(check.summary) |"
    }
    #expect(rows.map(String.init) == expected)
  }
}
