import HostEngine
import HostProtocol

/// `shutdown` is answered and `exit` ends the process with status 0 within the grace period.
/// Runs on a process of its own.
enum ShutdownOnRequestCheck: ConformanceCheck {
  static let id = "shutdown-on-request"
  static let summary = "Answers shutdown, then exits with status 0 on exit, within the grace period"
  static let iOSBehaviour = "iOS ends an extension whenever it wants; the extension keeps no state it needs in memory"
  static let iOSSource = "App Extension Programming Guide, https://developer.apple.com/library/archive/documentation/General/Conceptual/ExtensibilityPG/ExtensionOverview.html"

  static func run(_ session: ConformanceSession) async -> CheckVerdict {
    let handshake = await session.launch()
    guard let connection = handshake.servingConnection else { return .skip("the extension did not start again") }
    let outcome = await connection.request(ShutdownRequest(), timeout: await session.requestTimeout)
    guard outcome.isAnswered else { return .fail("shutdown \(outcome.evidence)") }
    connection.notify(ExitNotification())
    let grace = session.options.shutdownGrace
    let started = ContinuousClock.now
    guard let status = await connection.waitForExit(timeout: grace) else {
      return .fail("answered shutdown but was still running \(formatMilliseconds(grace / .milliseconds(1))) after exit")
    }
    let elapsed = formatMilliseconds((ContinuousClock.now - started) / .milliseconds(1))
    guard status.isSuccess else { return .fail("answered shutdown, then \(status)\(crashHint(status)) on exit") }
    return .pass("answered shutdown and exited with status 0 \(elapsed) after exit")
  }
}
