import Synchronization

extension ExtensionConnection {
  /// What the extension wrote to stdout and stderr and logged with `$/log` since `mark`, one
  /// line each after its channel (`stderr: Fatal error: …`), then how many lines of each stream
  /// and `$/log` messages were counted past their caps and not kept. A crash's own message is
  /// among them.
  func outputLines(since mark: ActivityMark = ActivityMark()) -> [String] {
    let kept = activity(since: mark).transcript.compactMap { entry -> String? in
      switch entry.channel {
      case .stdout, .stderr, .log: "\(entry.channel.rawValue): \(entry.text)"
      case .sent, .received, .event: nil
      }
    }
    return kept + droppedOutput().map { "\($0.channel.rawValue): \($0.text)" }
  }

  /// How many lines of each stream and `$/log` messages were counted past their caps and not
  /// kept, a sentence per channel that dropped any, so that output is never lost without a trace.
  /// A stream's count is the process's whole life (a warm extension's cap is not renewed per
  /// visit); the `$/log` count is the current visit's.
  func droppedOutput() -> [(channel: TranscriptEntry.Channel, text: String)] {
    let streams = state.withLock { [(TranscriptEntry.Channel.stdout, $0.stdout), (.stderr, $0.stderr)] }
    var counts: [(channel: TranscriptEntry.Channel, text: String)] = []
    for (channel, capture) in streams where capture.droppedLines > 0 {
      counts.append(
        (channel, "\(capture.droppedLines) more line\(capture.droppedLines == 1 ? " was" : "s were") counted but not kept "
          + "(\(capture.maxLines) lines of each stream are kept, each cut at \(capture.maxLineBytes) bytes)"))
    }
    let dropped = droppedLogMessages
    if dropped > 0 {
      counts.append((.log, "\(dropped) more $/log messages were counted but not kept (the per-visit limit is \(LogBudget.limit))"))
    }
    return counts
  }
}
