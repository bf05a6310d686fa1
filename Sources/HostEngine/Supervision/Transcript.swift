/// Everything that passed between the host and one extension, with times, for `--format json`.
public struct TranscriptEntry: Codable, Hashable, Sendable {
  /// Where the entry came from.
  public enum Channel: String, Codable, Sendable {
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
  public internal(set) var milliseconds: Double
  /// Which extension.
  public internal(set) var `extension`: String
  /// The channel.
  public var channel: Channel
  private var content: Content

  /// A text kept as text, or a message kept as the bytes that travelled: most messages are never
  /// read back, so their text is made only when asked for.
  private enum Content: Sendable {
    case text(String)
    case message([UInt8])
  }

  init(milliseconds: Double, extension name: String, channel: Channel, text: String) {
    self.milliseconds = milliseconds
    self.extension = name
    self.channel = channel
    content = .text(text)
  }

  init(milliseconds: Double, extension name: String, channel: Channel, message: [UInt8]) {
    self.milliseconds = milliseconds
    self.extension = name
    self.channel = channel
    content = .message(message)
  }

  /// The message's JSON, the log line, or the event's description.
  public internal(set) var text: String {
    get {
      switch content {
      case .text(let text): text
      case .message(let bytes): String(decoding: bytes, as: UTF8.self)
      }
    }
    set { content = .text(newValue) }
  }

  private enum CodingKeys: String, CodingKey { case milliseconds, `extension`, channel, text }

  /// Decodes the JSON form.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    milliseconds = try container.decode(Double.self, forKey: .milliseconds)
    self.extension = try container.decode(String.self, forKey: .extension)
    channel = try container.decode(Channel.self, forKey: .channel)
    content = .text(try container.decode(String.self, forKey: .text))
  }

  /// Encodes the JSON form.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(milliseconds, forKey: .milliseconds)
    try container.encode(self.extension, forKey: .extension)
    try container.encode(channel, forKey: .channel)
    try container.encode(text, forKey: .text)
  }

  /// Whether the two are equal.
  public static func == (lhs: TranscriptEntry, rhs: TranscriptEntry) -> Bool {
    lhs.milliseconds == rhs.milliseconds && lhs.extension == rhs.extension && lhs.channel == rhs.channel
      && lhs.text == rhs.text
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(milliseconds)
    hasher.combine(self.extension)
    hasher.combine(channel)
    hasher.combine(text)
  }
}
