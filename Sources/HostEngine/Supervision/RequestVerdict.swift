import HostProtocol

/// The one translation from how a request ended to the fault it shows, used by visit, the daemon
/// and conform.
///
/// The rule: every request ends exactly once, and one root cause gives one finding.
/// - answered: no fault here (what the answer says is judged by the step that asked);
/// - rejected with an error, or an answer that does not decode: one fault, naming the request;
/// - no answer by the deadline: one `unresponsive` fault. The host then sends `$/cancelRequest`;
///   the one answer that may follow (-32800, or the late result) is expected and is not a fault;
/// - the extension gone: no fault here. The connection names the root cause once, when it sees
///   it: a crash or early exit with the request it interrupted (`ExtensionFault.departure`), or
///   the broken protocol stream it was killed for. A stop or kill by the host is never a fault.
enum RequestVerdict {
  /// Which request it was, for the words of the fault.
  enum Role: Sendable {
    /// `initialize`.
    case handshake
    /// An action press, named by its overload: `handle(action:for: WebDomainToken)`.
    case action(overload: String)
    /// A configuration request, named by its overload: `configuration(shielding: WebDomain)`.
    case configuration(overload: String)
    /// A `DeviceActivityMonitor` callback, named as Swift writes it: `intervalDidStart(for: bedtime)`.
    case callback(String)
  }

  /// The fault `outcome` shows, if it shows one of its own.
  static func fault<Response>(_ outcome: RequestOutcome<Response>, of role: Role) -> ExtensionFault? {
    switch (outcome, role) {
    case (.answered, _), (.extensionGone, _):
      return nil
    case (.rejected(let error), .handshake):
      return ExtensionFault(kind: .handshakeRejected, detail: "refused the handshake: \(error.message)")
    case (.rejected(let error), .action(let overload)), (.rejected(let error), .configuration(let overload)),
      (.rejected(let error), .callback(let overload)):
      return ExtensionFault(kind: .errorAnswer, detail: "answered \(overload) with an error: \(error.message)")
    case (.malformed(let reason), .handshake):
      return ExtensionFault(kind: .malformedAnswer, detail: "answered the handshake with \(reason)")
    case (.malformed(let reason), .action(let overload)), (.malformed(let reason), .configuration(let overload)),
      (.malformed(let reason), .callback(let overload)):
      return ExtensionFault(kind: .malformedAnswer, detail: "answered \(overload) with \(reason)")
    case (.timedOut(let milliseconds), .handshake):
      return ExtensionFault(
        kind: .unresponsive, detail: "did not finish the handshake within \(milliseconds) ms (stuck in init?)")
    case (.timedOut(let milliseconds), .action(let overload)):
      return ExtensionFault(
        kind: .unresponsive, detail: "did not call the completion handler of \(overload) within \(milliseconds) ms")
    case (.timedOut(let milliseconds), .configuration(let overload)):
      return ExtensionFault(kind: .unresponsive, detail: "took longer than \(milliseconds) ms to answer \(overload)")
    case (.timedOut(let milliseconds), .callback(let callback)):
      return ExtensionFault(
        kind: .unresponsive,
        detail: "did not return from \(callback) within \(milliseconds) ms; iOS ends a monitor that keeps its callback running")
    }
  }

  /// Records the fault `outcome` shows on `connection` (once), and returns it; for `.extensionGone`,
  /// the fault the connection recorded for the departure, if any. A missed deadline of a process
  /// found stopped says so (`StoppedProcess`).
  @discardableResult
  static func judge<Response>(
    _ outcome: RequestOutcome<Response>, of role: Role, on connection: ExtensionConnection
  ) -> ExtensionFault? {
    if case .extensionGone = outcome { return connection.departureFault }
    guard var fault = fault(outcome, of: role) else { return nil }
    if case .timedOut = outcome {
      let stopped = StoppedProcess(pid: connection.process.pid)
      fault = ExtensionFault(kind: fault.kind, detail: fault.detail + stopped.note, foundStopped: stopped.isStopped)
    }
    connection.addFault(fault)
    return fault
  }
}
