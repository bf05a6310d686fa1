import Foundation
import Glibc
import Testing

/// Runs the real `extension-host` for a test of a hostile extension: how long it took, and
/// optionally a signal sent to it partway. Built on `HostRun`'s pieces: past `limit` the run and
/// everything it started are killed and the test fails, and anything left behind fails it too.
struct WatchedHostRun {
  /// What it printed and how it exited.
  var result: HostRun
  /// Wall-clock seconds from start to exit.
  var seconds: Double

  /// Runs `extension-host` with `arguments`; `signalAfter` seconds in (when `signal` is given)
  /// sends it `signal`. Its state directory is a fresh folder, removed afterwards. The test
  /// awaits the run, which waits on a thread of its own (see `HostRun.run`).
  static func run(_ arguments: [String], limit: Duration, signal: Int32? = nil, signalAfter: Double = 0) async throws
    -> WatchedHostRun
  {
    let stateHome = FileManager.default.temporaryDirectory.appendingPathComponent("host-state-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: stateHome) }
    let name = currentTestName()
    let host = try BuildProducts.executable("extension-host")
    let started = ContinuousClock.now
    let (collected, process) = try await offThePool {
      let output = try CollectedOutput.pipes()
      let process = try SpawnedProcess(
        host, arguments, environment: ["NO_COLOR": "1", "XDG_STATE_HOME": stateHome, "EXTENSION_HOST_STATE": nil],
        stdout: output.stdoutWriter, stderr: output.stderrWriter)
      if let signal {
        let pid = process.pid
        Thread.detachNewThread {
          usleep(useconds_t(signalAfter * 1_000_000))
          kill(pid, signal)  // tests signal well before the run would end on its own
        }
      }
      let collected = try output.collect(
        from: process, timeout: limit, waitingFor: "`extension-host \(arguments.joined(separator: " "))` to exit", in: name)
      return (HostRun(exitCode: collected.exitCode, stdout: collected.stdout, stderr: collected.stderr), SpawnedProcessHandle(process))
    }
    let seconds = milliseconds(ContinuousClock.now - started) / 1000
    await process.process.expectNothingLeftBehind()
    return WatchedHostRun(result: collected, seconds: seconds)
  }

  private static func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
  }
}
