import HostEngine
/// Only well-formed JSON-RPC frames within the size limit go to the protocol pipe (fd 4): no
/// garbage, no broken framing, no oversized message. Judged after every process has stopped.
enum ProtocolPipeCleanCheck: ConformanceCheck {
  static let id = "protocol-pipe-clean"
  static let summary = "Writes only well-formed JSON-RPC frames, within the size limit, to the protocol pipe"
  static let iOSBehaviour = "none on iOS (no pipe); the host's framing and size limit"
  static let iOSSource = "no iOS counterpart: the host's wire contract, Documentation/WireProtocol.md"

  static func run(_ session: ConformanceSession) async -> CheckVerdict {
    await session.stopAll()
    let broken = await session.faults(ExtensionFault.Kind.protocolBreaking)
    guard broken.isEmpty else {
      return .fail(
        evidenceList(broken.map(\.detail)) + "; the host kills an extension whose protocol stream breaks")
    }
    let frames = await session.allConnections.reduce(0) { total, connection in
      total + connection.transcript.filter { $0.channel == .received }.count
    }
    let limit = formatBytes(UInt64(await session.limits.maxMessageBytes))
    return .pass("all \(frames) frames on the protocol pipe were JSON-RPC messages within the \(limit) limit")
  }
}
