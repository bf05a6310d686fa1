import Glibc

/// Something an extension did wrong, named so a person can fix it.
///
/// This file is the fault catalogue: every kind, and for each whether it breaks the contract
/// (a violation, not a warning), whether the daemon counts it as a strike, whether it breaks the
/// protocol stream (the host kills the extension), and whether the daemon retires the process
/// for it. `RequestVerdict` is the one translation from how a request ended to a fault;
/// `ExtensionFault.departure` the one translation from an exit the host did not cause.
/// visit, the daemon and conform all judge with these.
public struct ExtensionFault: Hashable, Sendable, CustomStringConvertible {
  /// The kind of fault; the raw value is its stable name in reports.
  public enum Kind: String, Sendable, Codable, CaseIterable {
    /// Killed by a signal the host did not send (a Swift trap, a memory fault).
    case crashed = "crashed"
    /// Exited on its own (any status) before the host asked it to stop.
    case exitedEarly = "exited-early"
    /// A request's deadline passed without an answer.
    case unresponsive = "unresponsive"
    /// The handshake was refused (wrong principal class, wrong base class).
    case handshakeRejected = "handshake-rejected"
    /// A request got a second answer.
    case answeredTwice = "answered-twice"
    /// An answer for an id the host never sent.
    case unsolicitedResponse = "unsolicited-response"
    /// A frame on the protocol pipe that is not a JSON-RPC message.
    case garbageOnProtocolPipe = "garbage-on-protocol-pipe"
    /// The protocol pipe's Content-Length framing broke.
    case framingViolation = "framing-violation"
    /// A message over the host's size limit.
    case oversizedMessage = "oversized-message"
    /// An answer the contract forbids (`.none`, an unknown response).
    case forbiddenResponse = "forbidden-response"
    /// An answer that does not decode, or a value iOS cannot use.
    case malformedAnswer = "malformed-answer"
    /// A JSON-RPC error where an answer was due.
    case errorAnswer = "error-answer"
    /// Printed to stdout (a warning: the host keeps it as log output).
    case wroteToStdout = "wrote-to-stdout"
    /// Wrote a protocol frame to stdout, where it is ignored.
    case frameOnStdout = "frame-on-stdout"
    /// Went over its CPU time or memory ceiling.
    case resourceLimit = "resource-limit"
    /// Did not read what the host wrote on its request pipe (the host killed it).
    case stoppedReading = "stopped-reading"

    /// Whether the fault breaks the host contract, as opposed to a warning.
    public var isViolation: Bool { self != .wroteToStdout }

    /// Whether the daemon counts the fault against the extension's strike budget (a contract
    /// violation by a process that keeps running).
    public var isStrike: Bool {
      switch self {
      case .answeredTwice, .unsolicitedResponse, .garbageOnProtocolPipe, .framingViolation, .oversizedMessage,
        .forbiddenResponse, .malformedAnswer:
        true
      case .crashed, .exitedEarly, .unresponsive, .handshakeRejected, .errorAnswer, .wroteToStdout, .frameOnStdout,
        .resourceLimit, .stoppedReading:
        false
      }
    }

    /// Whether the host kills the extension at once: its protocol stream cannot be trusted.
    public var breaksProtocol: Bool {
      switch self {
      case .garbageOnProtocolPipe, .framingViolation, .oversizedMessage: true
      default: false
      }
    }

    /// Whether the fault is an exit the host did not cause (`ExtensionFault.departure`): the
    /// daemon counts each against its crash budget.
    public var isUncausedExit: Bool { self == .crashed || self == .exitedEarly || self == .resourceLimit }

    /// Whether the daemon retires a warm process that committed it (and counts a crash): a
    /// process that missed a deadline may still be stuck; one that stopped reading is killed.
    public var retiresProcess: Bool { self == .unresponsive || self == .stoppedReading }
  }

  /// The kind.
  public let kind: Kind
  /// What happened, specifically, in one or two sentences.
  public let detail: String
  /// Whether the process was found stopped when the deadline passed (`StoppedProcess`): the fix
  /// is then the signal's, not the callback's.
  public var foundStopped = false

  /// Whether the fault breaks the host contract (as opposed to a warning such as printing).
  public var isViolation: Bool { kind.isViolation }

  /// The text a person reads.
  public var description: String { "\(detail) [\(kind.rawValue)]" }
}

extension ExtensionFault {
  /// The fault for an exit the host did not cause, naming the request it interrupted, if any;
  /// nil for a clean exit after the host asked for one.
  ///
  /// - Parameters:
  ///   - status: how the process ended.
  ///   - interrupted: the request it was handling (the oldest one pending), as `initialize` or
  ///     `handle(action:for: WebDomainToken)`.
  ///   - askedToStop: whether the host had asked it to stop (`shutdown`, `exit`, end of file).
  ///   - unansweredBeforeExit: a request other than `shutdown` still waiting when the host had
  ///     sent `shutdown` but not yet said `exit` (it says `exit` once every request sent before
  ///     `shutdown` has ended): a clean exit then leaves that request unanswered.
  public static func departure(
    _ status: TerminationStatus, interrupted: String?, askedToStop: Bool, unansweredBeforeExit: String? = nil
  ) -> ExtensionFault? {
    let when = interrupted.map { " while handling \($0)" } ?? (askedToStop ? " while stopping" : " between requests")
    switch status {
    case .signaled(SIGXCPU):
      return ExtensionFault(kind: .resourceLimit, detail: "\(status)\(crashHint(status))\(when)")
    case .signaled:
      return ExtensionFault(kind: .crashed, detail: "\(status)\(crashHint(status))\(when)")
    case .exited where askedToStop:
      guard let unanswered = unansweredBeforeExit else { return nil }
      return ExtensionFault(
        kind: .exitedEarly,
        detail: "\(status) with \(unanswered) unanswered, after the host sent shutdown and before the host said exit")
    case .exited:
      return ExtensionFault(kind: .exitedEarly, detail: "\(status)\(when), before the host asked it to stop")
    }
  }
}

/// What a crash signal usually means in a Swift extension. The host's own signals never reach
/// a report (the host knows it sent them), so SIGKILL and SIGTERM here came from elsewhere.
public func crashHint(_ status: TerminationStatus) -> String {
  switch status {
  case .signaled(SIGILL), .signaled(SIGTRAP): " (a Swift runtime trap: fatalError, a force unwrap of nil, an index out of range)"
  case .signaled(SIGSEGV), .signaled(SIGBUS): " (a memory access fault)"
  case .signaled(SIGABRT): " (abort(): an uncaught exception or a failed C assertion)"
  case .signaled(SIGKILL): " (killed from outside the host: the kernel's out-of-memory killer, or another process)"
  case .signaled(SIGXCPU): " (it exceeded its CPU time limit)"
  default: ""
  }
}

extension ExtensionFault {
  /// The violations among `faults` that ended no request, which only the connection sees (an
  /// answer given twice, an answer to a request never sent): one sentence per kind, the first
  /// instance with how many more there were, and the kind's id.
  static func unansweredViolations(in faults: [ExtensionFault]) -> [String] {
    [Kind.answeredTwice, .unsolicitedResponse].compactMap { kind in
      let instances = faults.filter { $0.kind == kind }
      guard let first = instances.first else { return nil }
      let more = instances.count > 1 ? " (and \(instances.count - 1) more like it)" : ""
      return "\(first.detail)\(more) [\(kind.rawValue)]"
    }
  }
}
