import HostEngine

/// No protocol frame is written to stdout: stdout is log output on this host (and nowhere on
/// iOS); answers written there are lost. Judged after every process has stopped.
enum NoFramesOnStdoutCheck: ConformanceCheck {
  static let id = "no-frames-on-stdout"
  static let summary = "Never writes a protocol frame to stdout"
  static let iOSBehaviour = "on iOS stdout goes nowhere; here it is log output, never the protocol"
  static let iOSSource = "no iOS counterpart: the host's wire contract, Documentation/WireProtocol.md"

  static func run(_ session: ConformanceSession) async -> CheckVerdict {
    await session.stopAll()
    let frames = await session.faults([.frameOnStdout])
    guard frames.isEmpty else {
      return .fail(
        evidenceList(frames.map(\.detail)) + "; answer through the completion handler, never by printing")
    }
    return .pass("nothing resembling a protocol frame appeared on stdout")
  }
}
