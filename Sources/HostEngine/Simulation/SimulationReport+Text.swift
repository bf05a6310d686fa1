import Foundation
import ExtensionManifest

extension SimulationReport {
  /// The timeline as text: one line per entry, then the problems and a summary.
  public var text: String {
    var lines = ["simulate \(DisplayText.escaped(scenario))" + (title.isEmpty ? "" : ": \(DisplayText.escaped(title))")]
    let width = timeline.map(\.kind.count).max() ?? 0
    for entry in timeline {
      let mark = entry.passed.map { $0 ? " ✓" : " ✗" } ?? ""
      let kind = entry.kind.padding(toLength: width, withPad: " ", startingAt: 0)
      let line = entry.line.map { "  (line \($0))" } ?? ""
      lines.append("  \(entry.time)  \(kind)  \(DisplayText.escaped(entry.text))\(mark)\(line)")
    }
    if !problems.isEmpty {
      lines.append("problems:")
      for problem in problems {
        let warning = problem.isViolation ? "" : "warning: "
        lines.append(
          "  \(problem.time)  \(warning)\(DisplayText.escaped(problem.extension)): \(DisplayText.escaped(problem.detail)) [\(problem.kind)]")
        if let fix = problem.fix { lines.append("    fix: \(DisplayText.escaped(fix))") }
      }
    }
    let hours = simulatedHours.formatted(.number.precision(.fractionLength(0...1)))
    let wall = wallMilliseconds.formatted(.number.precision(.fractionLength(0)))
    lines.append(
      "\(expectationsPassed) expectation\(expectationsPassed == 1 ? "" : "s") held, \(expectationsFailed) failed; "
        + "\(callbacksDelivered) callbacks in \(monitorLaunches) monitor launches, memory at most "
        + "\(ScenarioPlayer.megabytes(UInt64(peakMonitorMemoryKilobytes))) of the \(ScenarioPlayer.megabytes(UInt64(memoryBudgetKilobytes))) "
        + "budget; \(hours) h simulated in \(wall) ms")
    return lines.joined(separator: "\n") + "\n"
  }
}
