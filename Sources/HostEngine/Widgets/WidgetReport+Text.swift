import ExtensionManifest
import Foundation
import HostProtocol

extension WidgetReport {
  /// The report for people: per extension, kind and family, each state on one line, then the
  /// findings (each once, with its fix) and the faults.
  public var text: String {
    var lines: [String] = []
    var heading = ""
    for row in rows {
      let standBy = WidgetScreen.isLockScreenFamily(row.family) ? "" : " (home screen; seen locked only in StandBy)"
      let title = "\(row.extensionName): \(row.kind) in \(row.family)\(standBy)"
      if title != heading {
        lines.append((lines.isEmpty ? "" : "\n") + DisplayText.escaped(title))
        heading = title
      }
      let access = row.lockScreenAccess ? "access on " : "access off"
      var line = "  \(row.device.rawValue.padding(toLength: 19, withPad: " ", startingAt: 0)) \(access)  entry \(row.entry): "
      line += row.shows == .placeholder ? "placeholder" : "content"
      if !row.visibleText.isEmpty { line += "; reads " + DisplayText.quoted(row.visibleText) }
      if !row.redactedText.isEmpty { line += "; redacted " + DisplayText.quoted(row.redactedText) }
      lines.append(line)
    }
    let findings = self.findings
    if !findings.isEmpty { lines.append("") }
    for finding in findings {
      lines.append("\(finding.severity.rawValue): \(DisplayText.escaped(finding.message)) [\(finding.kind.rawValue)]")
      lines.append("  fix: \(DisplayText.escaped(finding.fix))")
    }
    if !notes.isEmpty { lines.append("") }
    for note in notes { lines.append("note: \(DisplayText.escaped(note))") }
    for (process, output) in logs.sorted(by: { $0.key < $1.key }) {
      lines.append("\nLog of \(DisplayText.escaped(process)):")
      lines += output.map { "  " + DisplayText.escaped($0) }
    }
    if !faults.isEmpty { lines.append("") }
    for fault in faults {
      lines.append("fault: \(DisplayText.escaped(fault.extensionName)): \(DisplayText.escaped(fault.detail)) [\(fault.kind.rawValue)]")
      lines.append("  fix: \(DisplayText.escaped(fault.fix))")  // an App Group's fix names the extension's group
    }
    let errors = findings.filter { $0.severity == .error }.count
    lines.append(
      "\n\(rows.count) rows, \(findings.count) finding\(findings.count == 1 ? "" : "s") (\(errors) error\(errors == 1 ? "" : "s")), "
        + "\(faults.count) fault\(faults.count == 1 ? "" : "s")")
    return lines.joined(separator: "\n") + "\n"
  }

  /// `{"widgets": [{"extension", "kind", "family", "device", "lockScreenAccess", "entry", "shows",
  /// "visibleText", "redactedText", "findings"}], "faults": [...], "notes": [...], "logs": {process: [line]}}`.
  public var json: String {
    func finding(_ finding: WidgetFinding) -> [String: Any] {
      ["id": finding.kind.rawValue, "severity": finding.severity.rawValue, "message": finding.message, "fix": finding.fix]
    }
    let widgets: [[String: Any]] = rows.map { row in
      [
        "extension": row.extensionName, "kind": row.kind, "family": row.family, "device": row.device.rawValue,
        "lockScreenAccess": row.lockScreenAccess, "entry": row.entry, "shows": row.shows.rawValue,
        "visibleText": row.visibleText, "redactedText": row.redactedText, "findings": row.findings.map(finding),
        "reason": row.reason,
      ]
    }
    let faults: [[String: Any]] = self.faults.map {
      ["id": $0.kind.rawValue, "extension": $0.extensionName, "detail": $0.detail, "fix": $0.fix]
    }
    let root: [String: Any] = ["widgets": widgets, "faults": faults, "notes": notes, "logs": logs]
    let data =
      (try? JSONSerialization.data(withJSONObject: root, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]))
      ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
