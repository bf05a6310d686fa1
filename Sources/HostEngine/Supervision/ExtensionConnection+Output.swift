extension ExtensionConnection {
  /// What the extension wrote to stdout and stderr and logged with `$/log` since `mark`, one
  /// line each after its channel (`stderr: Fatal error: …`), then how many `$/log` messages were
  /// counted past the budget and not kept. A crash's own message is among them.
  func outputLines(since mark: ActivityMark = ActivityMark()) -> [String] {
    var lines = activity(since: mark).transcript.compactMap { entry -> String? in
      switch entry.channel {
      case .stdout, .stderr, .log: "\(entry.channel.rawValue): \(entry.text)"
      case .sent, .received, .event: nil
      }
    }
    let dropped = droppedLogMessages
    if dropped > 0 {
      lines.append("log: \(dropped) more $/log messages were counted but not kept (the per-visit limit is \(LogBudget.limit))")
    }
    return lines
  }
}
