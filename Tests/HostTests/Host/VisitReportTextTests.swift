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

  /// The timing line reads as `String(format: "%.1f")` would print it, for the values a visit takes.
  @Test func theTimingHasOneDecimalAsPrintfWouldShowIt() {
    for value in [0, 0.04, 0.06, 0.96, 1, 17.2, 17.26, 23.249, 99.95001, 1234.5678, 86_400_000.1] {
      #expect(oneDecimal(value) == String(format: "%.1f", value), "\(value)")
    }
    #expect(oneDecimal(-2.34) == "-2.3")
    #expect(oneDecimal(.infinity) == "inf")
    var report = VisitReport(target: "social.example", decision: "shielded by token")
    report.totalMilliseconds = 17.26
    #expect(report.text(useColor: false).contains(" in 17.3 ms\n"))
  }
}
