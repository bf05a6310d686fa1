import Foundation
import Testing

@testable import HostEngine

/// The text report `visit` prints.
struct VisitReportTextTests {
  /// Each extension's log has a section of its own, in the order of the extensions' names,
  /// whatever order the logs were kept in: two runs of one visit print the same report.
  @Test func logSectionsFollowTheExtensionsNames() {
    var report = VisitReport(target: "com.example.game", decision: "shielded by token")
    report.logs = [
      "ShieldConfigExt": ["configuration asked"], "AppMonitorExt": ["started"], "ShieldActionExt": ["press handled"],
    ]
    let text = report.text(useColor: false)
    let sections = text.split(separator: "\n").filter { $0.hasPrefix("Log of ") }
    #expect(sections == ["Log of AppMonitorExt:", "Log of ShieldActionExt:", "Log of ShieldConfigExt:"])
    let adjacent = "Log of ShieldActionExt:\n  press handled\n\nLog of ShieldConfigExt:\n  configuration asked\n"
    #expect(text.contains(adjacent))
  }
}
