import HostEngine
import HostProtocol

/// The extension starts and answers `initialize` within the handshake deadline.
///
/// Catches an extension that hangs while its principal class is created (a blocking `init()`),
/// exits or crashes before answering, or speaks another protocol version. A refusal that names
/// the principal class is left to `principal-class`: the extension did start and answer.
enum HandshakeCheck: ConformanceCheck {
  static let id = "handshake"
  static let summary = "Starts and answers initialize within the handshake deadline"
  static let iOSBehaviour = "iOS launches the extension on demand and ends it when it does not come up; a shield that cannot be configured in time shows the system default"
  static let iOSSource = "App Extension Programming Guide, https://developer.apple.com/library/archive/documentation/General/Conceptual/ExtensibilityPG/ExtensionOverview.html"
  static let requires: [String] = []

  static func run(_ session: ConformanceSession) async -> CheckVerdict {
    let handshake = await session.handshake()
    let milliseconds = Int(handshake.milliseconds.rounded())
    switch handshake.outcome {
    case .answered(let result):
      guard result.protocolVersion == HostProtocolVersion.current else {
        return .fail(
          "answered initialize with protocol version \(result.protocolVersion); the host speaks "
            + "\(HostProtocolVersion.current)")
      }
      return .pass("answered initialize in \(milliseconds) ms (protocol \(result.protocolVersion))")
    case .rejected(let error) where error.code == .extensionLaunchFailed:
      return .pass("answered initialize in \(milliseconds) ms, refusing to start (see principal-class)")
    case .rejected(let error):
      return .fail("refused initialize: \(error)")
    case .malformed(let reason):
      return .fail("answered initialize with a result that does not decode: \(reason)")
    case .timedOut(let timeout):
      return .fail(
        "did not answer initialize within \(timeout) ms; is the principal class's init() or a static "
          + "initializer blocking the main thread?")
    case .extensionGone(let reason):
      let detail = handshake.connection?.departure(fallback: reason) ?? reason
      return .fail("\(detail) before answering initialize")
    }
  }
}
