import HostEngine
import HostProtocol

extension RequestOutcome {
  /// What happened to a request, as evidence: `got no answer within 300 ms`.
  var evidence: String {
    switch self {
    case .answered: "was answered"
    case .rejected(let error): "was refused with \(error)"
    case .malformed(let reason): "got an answer that does not decode (\(reason))"
    case .timedOut(let milliseconds): "got no answer within \(milliseconds) ms"
    case .extensionGone(let reason): "went unanswered: \(reason)"
    }
  }

  /// Whether the request was answered with a result that decoded.
  var isAnswered: Bool { answer != nil }
}

/// The method a point's extension serves.
extension ExtensionPoint {
  var servedMethod: String {
    switch self {
    case .shieldAction: HandleShieldActionRequest.method
    case .shieldConfiguration: ShieldConfigurationRequest.method
    case .deviceActivityMonitor, .deviceActivityReport, .widgetKit: "(not hosted)"
    }
  }
}

/// Joins evidence items into one message, keeping it to `limit` items and counting the rest.
func evidenceList(_ items: [String], limit: Int = 3) -> String {
  let shown = items.prefix(limit).joined(separator: "; ")
  return items.count > limit ? shown + "; and \(items.count - limit) more" : shown
}
