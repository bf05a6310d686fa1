import HostProtocol
import Synchronization

extension ExtensionConnection {
  /// Whether answers can still arrive: the process runs and its protocol stream is intact.
  public var isServing: Bool { state.withLock { $0.requests.goneReason == nil && $0.termination == nil } }

  /// How many requests the host has sent this extension.
  public var requestCount: Int { state.withLock { $0.requests.sentCount } }

  /// The fault for which the host killed the extension's protocol stream, if it did.
  public var protocolBreak: ExtensionFault? {
    departureFault.flatMap { $0.kind.breaksProtocol ? $0 : nil }
  }

  /// Why the extension stopped answering, once it has: the broken protocol, or how it exited
  /// with what that usually means (`was killed by SIGILL (a Swift runtime trap: …)`). The exit
  /// is known by the time a request learns the extension is gone, so this never waits.
  public func departure(fallback: String) -> String {
    if let protocolBreak { return "the host stopped it for breaking the protocol pipe: \(protocolBreak.detail)" }
    guard let status = termination else { return fallback }
    return "\(status)\(crashHint(status))"
  }
}

extension ExtensionFault.Kind {
  /// The faults after which the host kills the extension: its protocol stream cannot be trusted.
  public static let protocolBreaking = Set(allCases.filter(\.breaksProtocol))
}

extension RequestOutcome {
  /// The same outcome with the answer transformed.
  public func map<Other: Sendable>(_ transform: (Response) -> Other) -> RequestOutcome<Other> {
    switch self {
    case .answered(let response): .answered(transform(response))
    case .rejected(let error): .rejected(error)
    case .malformed(let reason): .malformed(reason)
    case .timedOut(let milliseconds): .timedOut(milliseconds: milliseconds)
    case .extensionGone(let reason): .extensionGone(reason)
    }
  }

  /// The answer, if the request was answered.
  public var answer: Response? {
    if case .answered(let response) = self { return response }
    return nil
  }
}
