import HostEngine
/// End of file on the protocol pipe (the host is gone) ends the process with status 0 within the
/// grace period. Runs on a process of its own.
enum ExitOnEndOfFileCheck: ConformanceCheck {
  static let id = "exit-on-eof"
  static let summary = "Exits with status 0 when the host closes the protocol pipe"
  static let iOSBehaviour = "iOS ends an extension whenever it wants; here the end of its input"
  static let iOSSource = "App Extension Programming Guide, https://developer.apple.com/library/archive/documentation/General/Conceptual/ExtensibilityPG/ExtensionOverview.html"

  static func run(_ session: ConformanceSession) async -> CheckVerdict {
    let handshake = await session.launch()
    guard let connection = handshake.servingConnection else { return .skip("the extension did not start again") }
    connection.closeRequestPipe()
    let grace = session.options.shutdownGrace
    let started = ContinuousClock.now
    guard let status = await connection.waitForExit(timeout: grace) else {
      return .fail(
        "was still running \(formatMilliseconds(grace / .milliseconds(1))) after the host closed the protocol pipe; "
          + "end of file on fd 3 means the host is gone: exit")
    }
    let elapsed = formatMilliseconds((ContinuousClock.now - started) / .milliseconds(1))
    guard status.isSuccess else { return .fail("\(status)\(crashHint(status)) when the host closed the protocol pipe") }
    return .pass("exited with status 0 \(elapsed) after the host closed the protocol pipe")
  }
}
