import ExtensionManifest
import Foundation
import HostProtocol
import ShieldRendering

extension VisitReport {
  /// The human-readable account of the visit. Everything it quotes from outside (targets and
  /// categories from the command line, answers, logs, store names and fault details from the
  /// extensions) is escaped (`DisplayText`); the shield renderer escapes the shield's text.
  public func text(useColor: Bool) -> String {
    let shown = { (text: String) in DisplayText.escaped(text) }
    var out = "Visit: \(shown(target))\n"
    out += "Policy: \(decision)\(category.map { " (category \(shown($0)))" } ?? "")\n"
    let renderer = TerminalShieldRenderer(useColor: useColor)
    for frame in frames {
      out += "\nShield (\(frame.reason))"
      if let overload = frame.overload { out += ", from \(overload)" }
      out += ":\n"
      if let reason = frame.fallbackReason { out += "warning: showing the system default shield: \(shown(reason))\n" }
      let subject = target.split(separator: " ").first.map(String.init) ?? target
      out += renderer.render(ResolvedShield(frame.configuration, subjectName: subject, isSystemDefault: frame.isSystemDefault))
    }
    if let pressNotOffered { out += "\nNot pressed: \(shown(pressNotOffered.reason))\n" }
    if let pressed {
      out += "\nPressed: \(pressed)"
      if let actionOverload { out += " → \(actionOverload)" }
      out += "\nAnswer: \(shown(response ?? "none"))"
      out += answeredBySystem ? " (the system's: the project ships no shield action extension)\n" : "\n"
    }
    for change in sharedState?.storeChanges ?? [] { out += "Store: \(shown(change))\n" }
    for notification in sharedState?.notifications ?? [] {
      let time = notification.deliveryDate.flatMap { try? Date($0, strategy: .iso8601) }
        .map { " at \($0.formatted(date: .omitted, time: .shortened))" } ?? ""
      out +=
        notification.delivered
        ? "Notification \(notification.when)\(time), from \(shown(notification.extension)): \(shown(notification.summary))\n"
        : "Notification not shown (\(notification.deliveryDate == nil ? "its trigger matches no date" : "notifications are not authorized")), from \(shown(notification.extension)): \(shown(notification.summary))\n"
    }
    for sentence in sharedState?.darwinNotifications ?? [] { out += "Darwin notification: \(shown(sentence))\n" }
    out += "Outcome: \(shown(outcome))\n"
    for (name, lines) in logs.sorted(by: { $0.key < $1.key }) {
      out += "\nLog of \(shown(name)):\n" + lines.map { "  \(shown($0))\n" }.joined()
    }
    for sentence in timedOut { out += "\nTimed out: \(shown(sentence))\n" }
    if !notes.isEmpty {
      out += "\n" + notes.map { "note: \(shown($0))\n" }.joined()
    }
    if !faults.isEmpty {
      out += "\n"
      for fault in faults {
        out += "\(fault.isViolation ? "violation" : "warning"): \(shown(fault.extension)) \(shown(fault.detail)) [\(fault.kind)]\n"
      }
      for (name, count) in droppedFaults.sorted(by: { $0.key < $1.key }) {
        out += "note: \(name) committed \(count) more fault(s) that were not kept (the fault list is bounded)\n"
      }
    }
    if let directory = sharedState?.directory {
      let seeded = sharedState?.seeded ?? []
      out += "\nState: \(shown(directory))" + (seeded.isEmpty ? "" : " (seeded \(shown(seeded.joined(separator: "; "))))") + "\n"
    }
    out += "\n\(verdict) in \(oneDecimal(totalMilliseconds)) ms\n"
    return out
  }

  /// The report's last line, before its time: how many violations, a deadline missed, the
  /// contract kept, or, when no extension ran, what happened instead (a contract no extension
  /// was asked to keep is not kept).
  /// Whether an extension was asked anything: the configuration extension for a shield, or the
  /// action extension for a press. One launched and never asked (an action extension beside the
  /// system default shield, pressed where it has no button) kept no contract.
  package var anExtensionWasAsked: Bool { frames.contains { $0.overload != nil } || actionOverload != nil }

  package var verdict: String {
    let violations = faults.filter(\.isViolation).count
    if violations > 0 { return "\(violations) contract violation(s)" }
    if !timedOut.isEmpty { return "Timed out (no contract violation)" }
    guard !anExtensionWasAsked else { return "Contract kept" }
    if frames.isEmpty { return "No extension ran: the target is not shielded" }
    return "No extension ran: the system default shield showed"
      + (answeredBySystem ? " and the system answered the press" : "")
  }
}
