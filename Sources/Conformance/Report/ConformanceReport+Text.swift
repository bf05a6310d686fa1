import HostProtocol
import ExtensionManifest
import HostEngine

extension ConformanceReport {
  /// The report for people: a heading per extension, one line per check, counts, a summary line.
  /// Each line is escaped (`DisplayText`): verdicts quote what extensions wrote and answered.
  public var text: String {
    var lines: [String] = []
    let width = (extensions.flatMap { $0.checks.map { $0.id.count } }.max() ?? 0) + 2
    for report in extensions {
      lines.append("\(report.name) (\(report.extensionPoint.role), \(report.principalClass)): \(report.manifest)")
      for check in report.checks {
        lines.append("  " + check.verdict.status.label + "  " + check.id.padded(to: width) + check.verdict.message)
      }
      let counts = "\(report.count(.pass)) passed, \(report.count(.fail)) failed, \(report.count(.skip)) skipped"
      lines.append("  \(report.checks.count) checks: \(counts) in \(formatMilliseconds(report.milliseconds))")
      lines.append("")
    }
    let noun = extensions.count == 1 ? "extension" : "extensions"
    lines.append("conform: \(extensions.count) \(noun), \(countsDescription) in \(formatMilliseconds(milliseconds))")
    return lines.map { DisplayText.escaped($0) }.joined(separator: "\n") + "\n"
  }
}

extension CheckVerdict.Status {
  /// `PASS`, `FAIL`, `SKIP`: the same width, easy to grep.
  var label: String { rawValue.uppercased() }
}
