import HostEngine

/// stdout and stderr stay quiet: at most `linesPerRequest` lines per request over the run. The
/// host keeps only the first lines of each stream; an extension that prints thousands of lines
/// per request buries its own diagnostics and costs time on a device. Judged after every process
/// has stopped.
enum OutputWithinBudgetCheck: ConformanceCheck {
  static let id = "output-within-budget"
  static let summary = "Writes at most 50 lines to stdout and stderr per request"
  static let iOSBehaviour = "on iOS prints go to the unified log, which drops floods; the host keeps its logs bounded"
  static let iOSSource = "https://developer.apple.com/documentation/os/logging"
  static let linesPerRequest = 50

  static func run(_ session: ConformanceSession) async -> CheckVerdict {
    await session.stopAll()
    var stdout = 0
    var stderr = 0
    var kept = 0
    for connection in await session.allConnections {
      let logs = connection.logLines
      stdout += logs.stdout.totalLines
      stderr += logs.stderr.totalLines
      kept += logs.stdout.lines.count + logs.stderr.lines.count
    }
    let requests = max(await requestTotal(session), 1)
    let budget = requests * linesPerRequest
    let written = "\(stdout) lines to stdout and \(stderr) to stderr over \(requests) requests"
    guard stdout + stderr <= budget else {
      return .fail(
        "wrote \(written) (budget: \(linesPerRequest) a request, \(budget) in all); the host kept \(kept) and "
          + "dropped the rest. Log less, or at debug level through os.Logger")
    }
    return .pass("wrote \(written)")
  }
}
