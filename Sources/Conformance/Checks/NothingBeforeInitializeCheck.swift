import HostEngine
import HostProtocol

/// A request that arrives before `initialize` is refused with -32002 (not initialized), and the
/// handshake still works after it. Runs on a process of its own.
enum NothingBeforeInitializeCheck: ConformanceCheck {
  static let id = "nothing-before-initialize"
  static let summary = "Refuses requests sent before initialize with -32002, then still starts"
  static let iOSBehaviour = "none on iOS (the system sets the extension up before calling it); the host's handshake comes first"
  static let iOSSource = "no iOS counterpart: the host's wire contract, Documentation/WireProtocol.md"

  static func run(_ session: ConformanceSession) async -> CheckVerdict {
    let connection: ExtensionConnection
    do {
      connection = try await session.spawn()
    } catch {
      return .skip("could not start another process: \(error)")
    }
    let target = session.target
    let limits = await session.limits
    // The first message meets a process still starting: it gets the handshake's time, as
    // `initialize` would, so a slow start on a loaded machine is not taken for silence.
    let timeout = max(await session.requestTimeout, limits.handshakeTimeout)
    guard let input = session.inputs.first else { return .skip("no input") }
    let early = await connection.send(input, timeout: timeout)
    guard case .rejected(let error) = early, error.code == .notInitialized else {
      let evidence: String
      switch early {
      case .answered: evidence = "was served"
      case .extensionGone(let reason): evidence = "went unanswered: " + (connection.departure(fallback: reason))
      default: evidence = early.evidence
      }
      return .fail("\(input.label), sent before initialize, \(evidence); it must be refused with -32002 (not initialized)")
    }
    let initialize = await connection.request(
      ExtensionLauncher.initializeRequest(for: target, limits: limits), timeout: limits.handshakeTimeout)
    guard case .answered = initialize else {
      return .fail("refused a request before initialize, but then initialize \(initialize.evidence)")
    }
    return .pass("\(input.label), sent before initialize, was refused with -32002; initialize then succeeded")
  }
}
