/// Something an extension did wrong, named so a person can fix it.
public struct ExtensionFault: Hashable, Sendable, CustomStringConvertible {
  /// The kind of fault; the raw value is its stable name in reports.
  public enum Kind: String, Sendable, Codable, CaseIterable {
    case crashed = "crashed"
    case exitedEarly = "exited-early"
    case unresponsive = "unresponsive"
    case launchFailed = "launch-failed"
    case handshakeRejected = "handshake-rejected"
    case answeredTwice = "answered-twice"
    case unsolicitedResponse = "unsolicited-response"
    case lateAnswer = "late-answer"
    case garbageOnProtocolPipe = "garbage-on-protocol-pipe"
    case framingViolation = "framing-violation"
    case oversizedMessage = "oversized-message"
    case forbiddenResponse = "forbidden-response"
    case malformedAnswer = "malformed-answer"
    case errorAnswer = "error-answer"
    case wroteToStdout = "wrote-to-stdout"
    case frameOnStdout = "frame-on-stdout"
    case resourceLimit = "resource-limit"
    /// The extension did not read what the host wrote on its request pipe (it was killed).
    case stoppedReading = "stopped-reading"
  }

  /// The kind.
  public let kind: Kind
  /// What happened, specifically, in one or two sentences.
  public let detail: String

  /// Whether the fault breaks the host contract (as opposed to a warning such as printing).
  var isViolation: Bool { kind != .wroteToStdout }

  /// The text a person reads.
  public var description: String { "\(detail) [\(kind.rawValue)]" }
}
