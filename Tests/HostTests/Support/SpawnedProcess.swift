import CHostShims
import Foundation
import Glibc
import Testing

/// A process a test started: in its own process group, with a marker (its own `TMPDIR`) that the
/// host passes on to every extension, so the process and everything it started, children,
/// grandchildren and `setsid()`'d descendants alike, can be found and killed. Nothing a test
/// starts may outlive it: `expectNothingLeftBehind` fails the test if anything does.
final class SpawnedProcess {
  let pid: pid_t
  /// The command line, for messages.
  let commandLine: String
  /// The folder given as `TMPDIR`; every descendant's environment names it.
  let marker: String
  /// The wait status once reaped.
  private(set) var waitStatus: Int32?

  /// Starts `executable` with `arguments` in a new process group, stdin from /dev/null.
  /// `stdout` / `stderr` are descriptors the child writes to (the caller closes its copies).
  init(
    _ executable: String, _ arguments: [String], environment extra: [String: String?] = [:],
    stdout: Int32, stderr: Int32
  ) throws {
    marker = FileManager.default.temporaryDirectory.path + "/ht-\(UUID().uuidString.prefix(8))"
    try FileManager.default.createDirectory(atPath: marker, withIntermediateDirectories: true)
    var environment = ProcessInfo.processInfo.environment
    environment["TMPDIR"] = marker
    for (key, value) in extra { environment[key] = value }
    let argv = [executable] + arguments
    commandLine = argv.map { $0.contains(" ") ? "'\($0)'" : $0 }.joined(separator: " ")

    let devNull = open("/dev/null", O_RDONLY | O_CLOEXEC)
    guard devNull >= 0 else { throw TestSupportError("cannot open /dev/null: errno \(errno)") }
    defer { close(devNull) }
    let argvPointers = argv.map { strdup($0) } + [nil]
    let envpPointers = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for pointer in argvPointers + envpPointers { free(pointer) } }
    let mapping: [Int32] = [devNull, 0, stdout, 1, stderr, 2]
    var pid: pid_t = 0
    var failedStep: Int32 = 0
    // The host under test keeps the test's privileges, as when a user runs it (root in CI); it is
    // the host that must drop them for its extensions.
    let result = hostshims_spawn(&pid, executable, argvPointers, envpPointers, mapping, 3, 0, &failedStep)
    guard result == 0 else { throw TestSupportError("cannot start \(executable): errno \(result) at step \(failedStep)") }
    self.pid = pid
  }

  deinit {
    if waitStatus == nil {
      killEverything()
      reap(blocking: true)
    }
    try? FileManager.default.removeItem(atPath: marker)
  }

  /// Reaps the process if it has exited (or waits, when `blocking`); true once reaped.
  @discardableResult
  func reap(blocking: Bool = false) -> Bool {
    guard waitStatus == nil else { return true }
    var status: Int32 = 0
    while true {
      let result = waitpid(pid, &status, blocking ? 0 : WNOHANG)
      if result == pid {
        waitStatus = status
        return true
      }
      if result < 0 && errno == EINTR { continue }
      return false
    }
  }

  /// The exit code, or 128 + signal for a killed process (as a shell shows it).
  var exitCode: Int32? {
    guard let status = waitStatus else { return nil }
    let signal = status & 0x7f
    return signal == 0 ? (status >> 8) & 0xff : 128 + signal
  }

  /// SIGKILL to the process group and to every descendant found by the marker.
  func killEverything() {
    _ = kill(-pid, SIGKILL)
    for descendant in Self.processes(marked: marker) { _ = kill(descendant, SIGKILL) }
  }

  /// Processes still running that this one started (the process itself included while it runs).
  var descendants: [pid_t] { Self.processes(marked: marker) }

  /// Fails the current test, naming the processes, if anything this process started still runs
  /// once `grace` has passed; kills what it finds. It waits with `Task.sleep`, never holding a
  /// thread of the cooperative pool that other tests need.
  func expectNothingLeftBehind(grace: Duration = .seconds(10), sourceLocation: SourceLocation = #_sourceLocation) async {
    let deadline = ContinuousClock.now + grace
    var left = descendants.filter { $0 != pid }
    while !left.isEmpty && ContinuousClock.now < deadline {
      try? await Task.sleep(for: .milliseconds(20))
      left = descendants.filter { $0 != pid }
    }
    guard !left.isEmpty else { return }
    let names = left.map { "\($0) (\(Self.commandLine(of: $0)))" }.joined(separator: ", ")
    Issue.record(
      "\(currentTestName()): processes left behind by `\(commandLine)` \(grace) after it ended: \(names)",
      sourceLocation: sourceLocation)
    for pid in left { _ = kill(pid, SIGKILL) }
  }

  /// Pids of running processes (not zombies) whose environment holds `TMPDIR=<marker>`.
  static func processes(marked marker: String) -> [pid_t] {
    let entry = Array("TMPDIR=\(marker)".utf8)
    let me = getpid()
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
    return entries.compactMap(Int32.init).filter { pid in
      guard pid != me, let environment = FileManager.default.contents(atPath: "/proc/\(pid)/environ") else {
        return false
      }
      return environment.split(separator: 0).contains { $0.elementsEqual(entry) }
    }
  }

  /// `/proc/<pid>/cmdline` with spaces, for messages.
  static func commandLine(of pid: pid_t) -> String {
    guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return "?" }
    return data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }.joined(separator: " ")
  }
}

/// The running test's name (suite and function), for failure messages.
func currentTestName() -> String {
  guard let test = Test.current else { return "(outside a test)" }
  return "\(test.sourceLocation.fileName): \(test.name)"
}
