import Foundation
import Glibc
import Testing

/// A real `extension-host serve` for a test: its own socket and state folder, a JSON log on disk.
/// When the test ends it is stopped with SIGTERM (if it still runs), and anything it started that
/// outlives it fails the test.
final class DaemonProcess {
  let directory: String
  let socket: String
  let logPath: String
  let process: SpawnedProcess

  /// How long start-up and shutdown may take before the test fails by name.
  static let deadline: Duration = .seconds(60)

  /// Starts the daemon and awaits its "serving" line (polled with `Task.sleep`, never holding a
  /// cooperative thread).
  init(_ extraArguments: [String] = [], socket: String? = nil, directory: String? = nil) async throws {
    self.directory =
      directory ?? FileManager.default.temporaryDirectory.appendingPathComponent("daemon-\(UUID().uuidString.prefix(8))").path
    try FileManager.default.createDirectory(atPath: self.directory, withIntermediateDirectories: true)
    self.socket = socket ?? self.directory + "/serve.sock"
    logPath = self.directory + "/serve-\(UUID().uuidString.prefix(4)).log"
    let log = open(logPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    let null = open("/dev/null", O_WRONLY | O_CLOEXEC)
    defer {
      close(log)
      close(null)
    }
    guard log >= 0, null >= 0 else { throw TestSupportError("cannot open \(logPath): errno \(errno)") }
    process = try SpawnedProcess(
      try BuildProducts.executable("extension-host"),
      ["serve", "--socket", self.socket, "--state", self.directory, "--products", BuildProducts.directory, "--log-format", "json"]
        + extraArguments,
      stdout: null, stderr: log)
    let deadline = ContinuousClock.now + Self.deadline
    while !self.log.contains("\"serving\"") {
      guard ContinuousClock.now < deadline, !process.reap() else {
        throw TestSupportError("\(currentTestName()): the daemon did not start within \(Self.deadline): \(self.log)")
      }
      try await Task.sleep(for: .milliseconds(10))
    }
  }

  /// A test that never called `terminate()`: SIGTERM, a short wait, and then the process's own
  /// teardown kills whatever is left (no leftover check here: the test has already ended).
  deinit {
    if !process.reap() {
      kill(pid, SIGTERM)
      let deadline = ContinuousClock.now + .seconds(10)
      while !process.reap() && ContinuousClock.now < deadline { usleep(10_000) }
    }
    if ProcessInfo.processInfo.environment["HOST_TESTS_KEEP_SCRATCH"] == nil {
      try? FileManager.default.removeItem(atPath: directory)
    }
  }

  var pid: Int32 { process.pid }
  var log: String { (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? "" }

  /// `extension-host <arguments> --socket <socket>`: a client command talking to this daemon.
  func client(_ arguments: [String]) async throws -> HostRun {
    try await HostRun.run(arguments + ["--socket", socket])
  }

  /// Sends SIGTERM and waits (at most `deadline`) for the exit; then checks that nothing the
  /// daemon started still runs. The exit code, or -1 when it had to be killed.
  func terminate() async -> Int32 {
    if !process.reap() { kill(pid, SIGTERM) }
    let deadline = ContinuousClock.now + Self.deadline
    while !process.reap() {
      guard ContinuousClock.now < deadline else {
        Issue.record("\(currentTestName()): the daemon did not exit within \(Self.deadline) of SIGTERM; killing it")
        process.killEverything()
        process.reap(blocking: true)
        return -1
      }
      try? await Task.sleep(for: .milliseconds(10))
    }
    await process.expectNothingLeftBehind()
    return process.exitCode ?? -1
  }

  /// SIGKILL to the daemon alone (its socket stays behind), reaped.
  func killDaemonOnly() {
    kill(pid, SIGKILL)
    process.reap(blocking: true)
  }

  /// Children of the daemon that are zombies (exited, not reaped).
  func zombieChildren() -> [Int32] {
    children().filter { (try? String(contentsOfFile: "/proc/\($0)/stat", encoding: .utf8))?.contains(") Z ") == true }
  }

  /// The daemon's child processes (zombies included).
  func children() -> [Int32] {
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
    return entries.compactMap(Int32.init).filter { child in
      guard let stat = try? String(contentsOfFile: "/proc/\(child)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { return false }
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      return fields.count > 2 && Int32(fields[1]) == pid
    }
  }
}
