import Foundation
import Glibc
import Synchronization

/// Runs the real `extension-host` under a watchdog, for tests of hostile extensions and clients:
/// a run still going after `limit` is killed and reported as hung, instead of hanging the suite.
struct WatchedHostRun {
  /// What it printed and how it exited; for a hung run, what it printed before it was killed.
  var result: HostRun
  /// Wall-clock seconds from start to exit.
  var seconds: Double
  /// Whether the watchdog had to kill it.
  var hung: Bool

  /// Runs `extension-host` with `arguments`; after `signalAfter` seconds (when given) sends it
  /// `signal`. Its state directory is a fresh folder, removed afterwards.
  static func run(
    _ arguments: [String], limit: Double, signal: Int32? = nil, signalAfter: Double = 0,
    environment extra: [String: String] = [:]
  ) throws -> WatchedHostRun {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try BuildProducts.executable("extension-host"))
    process.arguments = arguments
    let stateHome = FileManager.default.temporaryDirectory.appendingPathComponent("host-state-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: stateHome) }
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    environment["XDG_STATE_HOME"] = stateHome
    environment["EXTENSION_HOST_STATE"] = nil
    environment.merge(extra) { _, new in new }
    process.environment = environment
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    let collected = CollectedOutput()
    let started = Date()
    try process.run()
    let group = DispatchGroup()
    for (pipe, isError) in [(output, false), (errors, true)] {
      group.enter()
      DispatchQueue.global().async {
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        collected.set(data, isError: isError)
        group.leave()
      }
    }
    var signalled = signal == nil
    var hung = false
    while process.isRunning {
      let elapsed = Date().timeIntervalSince(started)
      if !signalled && elapsed >= signalAfter, let signal {
        kill(process.processIdentifier, signal)
        signalled = true
      }
      if elapsed > limit {
        hung = true
        kill(process.processIdentifier, SIGKILL)
        break
      }
      usleep(5_000)
    }
    process.waitUntilExit()
    let seconds = Date().timeIntervalSince(started)
    _ = group.wait(timeout: .now() + 5)
    let (out, err) = collected.values
    return WatchedHostRun(
      result: HostRun(
        exitCode: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
        stderr: String(decoding: err, as: UTF8.self)),
      seconds: seconds, hung: hung)
  }
}

/// Both pipes' bytes, filled from two threads.
private final class CollectedOutput: Sendable {
  private let bytes = Mutex((output: Data(), errors: Data()))

  func set(_ data: Data, isError: Bool) {
    bytes.withLock { if isError { $0.errors = data } else { $0.output = data } }
  }

  var values: (Data, Data) { bytes.withLock { ($0.output, $0.errors) } }
}
