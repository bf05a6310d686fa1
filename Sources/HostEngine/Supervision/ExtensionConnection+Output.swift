import Synchronization

extension ExtensionConnection {
  /// What the extension wrote to stdout and stderr and logged with `$/log` since `mark`, one
  /// line each after its channel (`stderr: Fatal error: …`), then how many lines of each stream
  /// and `$/log` messages were counted past their caps and not kept. A crash's own message is
  /// among them.
  func outputLines(since mark: ActivityMark = ActivityMark()) -> [String] {
    var lines = activity(since: mark).transcript.compactMap { entry -> String? in
      switch entry.channel {
      case .stdout, .stderr, .log: "\(entry.channel.rawValue): \(entry.text)"
      case .sent, .received, .event: nil
      }
    }
    // Lines past a stream's cap are counted, never lost without a trace (the count is the
    // process's whole life: a warm extension's cap is not renewed per visit).
    let streams = state.withLock { [("stdout", $0.stdout), ("stderr", $0.stderr)] }
    for (name, capture) in streams where capture.droppedLines > 0 {
      lines.append(
        "\(name): \(capture.droppedLines) more line\(capture.droppedLines == 1 ? " was" : "s were") counted but not kept "
          + "(\(capture.maxLines) lines of each stream are kept, each cut at \(capture.maxLineBytes) bytes)")
    }
    let dropped = droppedLogMessages
    if dropped > 0 {
      lines.append("log: \(dropped) more $/log messages were counted but not kept (the per-visit limit is \(LogBudget.limit))")
    }
    return lines
  }
}
