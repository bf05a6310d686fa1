import ExtensionManifest
import Foundation
import HostProtocol
import ShieldRendering

extension AppSwitcherReport {
  /// The report for a person: each step's callbacks, windows and readable text, the snapshot,
  /// what the app wrote and logged, the findings.
  public var text: String {
    var lines = ["App: \(DisplayText.escaped(displayName)) (\(DisplayText.escaped(app))), \(lifecycle == .scenes ? "scene" : "app-delegate") lifecycle, \(device.name)"]
    for step in steps {
      lines.append("")
      lines.append("\(step.event) -> \(DisplayText.escaped(step.state ?? "no answer"))")
      if step.state != nil {  // a step with no answer names its callback in its finding
        lines.append("  callbacks: " + (step.callbacks.isEmpty ? "none of the app's" : step.callbacks.map { DisplayText.escaped($0) }.joined(separator: ", ")))
      }
      if let screen = step.screen { lines.append("  windows: " + Self.windows(screen)) }
      if let reading = step.reading { lines.append("  readable: " + Self.readable(reading)) }
      if let snapshot = step.snapshotReading { lines.append("  snapshot: " + Self.readable(snapshot)) }
      for note in step.notes { lines.append("  note: \(DisplayText.escaped(note))") }
      for finding in step.findings { lines.append("  " + finding.text.replacingOccurrences(of: "\n", with: "\n  ")) }
    }
    lines.append("")
    if let snapshot = snapshotStep?.snapshotReading {
      lines.append("App Switcher card: " + Self.readable(snapshot))
    } else if let ended = steps.last, ended.event == "background", ended.state == nil {
      lines.append("App Switcher card: no snapshot (the tour ended in 'background' before one was taken)")
    } else {
      lines.append("App Switcher card: no snapshot (the app never entered the background)")
    }
    if !logs.isEmpty {
      lines.append("Log of the app:")
      lines += logs.map { "  " + DisplayText.escaped($0) }
    }
    for finding in findings { lines.append(finding.text) }
    let all = allFindings
    let errors = all.filter(\.kind.isError).count
    lines.append(
      all.isEmpty
        ? "No findings: the snapshot shows none of the app's content."
        : "\(errors) error\(errors == 1 ? "" : "s"), \(all.count - errors) warning\(all.count - errors == 1 ? "" : "s")")
    return lines.joined(separator: "\n") + "\n"
  }

  static func readable(_ reading: ScreenReading) -> String {
    reading.readable.isEmpty ? "nothing" : DisplayText.quoted(reading.readable.map(\.text))
  }

  static func windows(_ screen: ScreenTree) -> String {
    let visible = Legibility.drawingOrder(screen)
    guard !visible.isEmpty else { return "none visible" }
    return visible.reversed().map { "\($0.levelName)\($0.isKey ? " (key)" : "") \(DisplayText.escaped($0.root.typeName))" }
      .joined(separator: " over ")
  }

  /// The report as JSON: `{"app", "lifecycle", "steps": [...], "snapshot": {"visibleText"}, "findings", "logs"}`.
  public var json: String {
    func finding(_ finding: AppSwitcherFinding) -> [String: Any] {
      var object: [String: Any] = [
        "id": finding.kind.rawValue, "severity": finding.severity, "message": finding.message, "fix": finding.fix,
      ]
      if let location = finding.location { object["location"] = location }
      return object
    }
    let stepObjects: [[String: Any]] = steps.map { step in
      var object: [String: Any] = [
        "event": step.event, "state": step.state ?? NSNull(), "callbacks": step.callbacks,
        "visibleText": step.reading?.readableText ?? [], "findings": step.findings.map(finding),
      ]
      if let screen = step.screen {
        object["windows"] = Legibility.drawingOrder(screen).map { ["level": $0.level, "type": $0.root.typeName, "key": $0.isKey] }
      }
      if let snapshot = step.snapshotReading { object["snapshotText"] = snapshot.readableText }
      if !step.notes.isEmpty { object["notes"] = step.notes }
      return object
    }
    var root: [String: Any] = [
      "app": app, "lifecycle": lifecycle.rawValue, "device": device.name, "steps": stepObjects,
      "findings": findings.map(finding), "logs": logs,
    ]
    root["snapshot"] = snapshotStep?.snapshotReading.map { ["visibleText": $0.readableText] } ?? NSNull()
    let data = (try? JSONSerialization.data(withJSONObject: root, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
