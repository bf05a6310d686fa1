import Foundation
import Testing

@testable import Conformance

/// `Documentation/Conformance.md` lists every check with its scope and summary, in run order, and
/// then every check with the iOS behaviour it mirrors and its source.
struct ConformanceDocumentationTests {
  @Test func theCheckTablesMatchTheCatalogue() throws {
    let path = BuildProducts.repositoryRoot + "/Documentation/Conformance.md"
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let rows = text.split(separator: "\n").filter { $0.hasPrefix("| `") && $0.split(separator: "|").count == 3 }.map(String.init)
    let summaries = ConformanceChecks.all.map { check in
      "| `\(check.id)` | \(ConformanceChecks.scope(of: check)) | \(check.summary) |"
    }
    let behaviours = ConformanceChecks.all.map { check in "| `\(check.id)` | \(check.iOSBehaviour) | \(check.iOSSource) |" }
    #expect(Array(rows.prefix(summaries.count)) == summaries)
    #expect(Array(rows.dropFirst(summaries.count).prefix(behaviours.count)) == behaviours)
  }

  @Test func everyCheckNamesASource() {
    for check in ConformanceChecks.all {
      #expect(!check.iOSBehaviour.isEmpty && !check.iOSSource.isEmpty, "\(check.id)")
      #expect(check.iOSSource.contains("https://") || check.iOSSource.contains(".md"), "\(check.id): \(check.iOSSource)")
    }
  }
}
