import Synchronization

/// Everything that passed between the host and one extension, with times, for `--format json`.
struct TranscriptEntry: Codable, Hashable, Sendable {
  /// Where the entry came from.
  enum Channel: String, Codable, Sendable {
    /// A message the host sent.
    case sent
    /// A message the extension sent on the protocol pipe.
    case received
    /// A line the extension wrote to stdout.
    case stdout
    /// A line the extension wrote to stderr.
    case stderr
    /// A `$/log` notification from the extension.
    case log
    /// Something the host observed: launch, exit, deadline, fault.
    case event
  }

  /// Milliseconds since the visit started.
  var milliseconds: Double
  /// Which extension.
  var `extension`: String
  var channel: Channel
  /// The message's JSON, the log line, or the event's description.
  var text: String
}
