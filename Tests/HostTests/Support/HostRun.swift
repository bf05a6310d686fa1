import CHostShims
import Foundation
import Glibc
import Testing

/// Runs the real `extension-host` binary and collects what it printed.
struct HostRun {
  var exitCode: Int32
  var stdout: String
  var stderr: String

  /// How long one run may take before it is killed: generous (the machine is shared), and under
  /// the suites' one-minute time limit, so the named failure comes first.
  static let defaultTimeout: Duration = .seconds(50)

  /// Runs `extension-host` with `arguments`. Its default state directory is a fresh folder,
  /// removed afterwards, so runs never share state unless a test passes `--state`.
  ///
  /// The run gets `timeout`: past it, its whole process group and every process it started are
  /// killed and the test fails with its name and the command it was waiting for, instead of
  /// hanging. Once it has exited, anything it started that still runs fails the test too.
  /// `executable` is another copy of the host (default: the one built next to the tests), or a
  /// command that runs the host named in `arguments` (`setpriv ... HOST visit ...`).
  ///
  /// The test awaits the run: the waiting happens on a thread of its own (`offThePool`), so a
  /// run of seconds never holds one of the cooperative threads other tests need (two on a
  /// two-core machine), and their time limits measure their own work, not ours.
  static func run(
    _ arguments: [String], in directory: String? = nil, executable: String? = nil, timeout: Duration = defaultTimeout,
    environment extra: [String: String] = [:]
  ) async throws -> HostRun {
    let stateHome = FileManager.default.temporaryDirectory.appendingPathComponent("host-state-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: stateHome) }
    let host = try executable ?? BuildProducts.executable("extension-host")
    // `env --chdir` execs the host in place: same pid, same process group.
    let (executable, argv) = directory.map { ("/usr/bin/env", ["--chdir=\($0)", host] + arguments) } ?? (host, arguments)
    let environment = ["NO_COLOR": "1", "XDG_STATE_HOME": stateHome, "EXTENSION_HOST_STATE": nil].merging(
      extra.mapValues { Optional($0) }) { $1 }
    let run = try await runOffThePool(
      executable, argv, environment: environment, timeout: timeout,
      waitingFor: "`extension-host \(arguments.joined(separator: " "))` to exit")
    await run.process.process.expectNothingLeftBehind()
    return HostRun(exitCode: run.exitCode, stdout: run.stdout, stderr: run.stderr)
  }

  /// The `--format json` report.
  func report() throws -> [String: Any] {
    guard let object = try JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any] else {
      throw TestSupportError("not a JSON object: \(stdout.prefix(200))")
    }
    return object
  }

  /// The kinds of fault in the report, with the extension that committed each.
  func faults() throws -> [(extension: String, kind: String, detail: String)] {
    try report().objects("faults").map { try ($0.string("extension"), $0.string("kind"), $0.string("detail")) }
  }
}

/// The two pipes a spawned process writes its output to, read with a deadline.
struct CollectedOutput {
  let stdoutReader: Int32, stdoutWriter: Int32
  let stderrReader: Int32, stderrWriter: Int32

  static func pipes() throws -> CollectedOutput {
    var out: [Int32] = [-1, -1]
    var err: [Int32] = [-1, -1]
    guard hostshims_pipe_cloexec(&out) == 0, hostshims_pipe_cloexec(&err) == 0 else {
      throw TestSupportError("cannot create pipes: errno \(errno)")
    }
    return CollectedOutput(stdoutReader: out[0], stdoutWriter: out[1], stderrReader: err[0], stderrWriter: err[1])
  }

  /// Reads both pipes until the process has exited and both are closed, or `timeout` passes;
  /// then kills everything the process started and throws, naming `test` and `what`. (Off the
  /// test's own task, pass the name the test had: `currentTestName()` sees no test there.)
  func collect(from process: SpawnedProcess, timeout: Duration, waitingFor what: String, in test: String = currentTestName()) throws -> (
    exitCode: Int32, stdout: String, stderr: String
  ) {
    close(stdoutWriter)
    close(stderrWriter)
    var open = [stdoutReader, stderrReader]
    defer { for descriptor in open { close(descriptor) } }
    var collected: [Int32: [UInt8]] = [stdoutReader: [], stderrReader: []]
    let deadline = ContinuousClock.now + timeout
    var exitedAt: ContinuousClock.Instant?
    var buffer = [UInt8](repeating: 0, count: 64 << 10)
    while true {
      if exitedAt == nil, process.reap() { exitedAt = .now }
      // Stop reading once it has exited and its pipes are closed, or a while after it exited
      // while something it started still holds them (the leftover check names that).
      if let exitedAt, open.isEmpty || ContinuousClock.now - exitedAt > .seconds(10) { break }
      if ContinuousClock.now >= deadline {
        process.killEverything()
        process.reap(blocking: true)
        let partial = String(decoding: (collected[stdoutReader, default: []]).suffix(400), as: UTF8.self)
        throw TestSupportError(
          "\(test): timed out after \(timeout) waiting for \(what); killed its process group "
            + "\(process.pid) and everything it started. Last output: \(partial)")
      }
      var descriptors = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
      _ = poll(&descriptors, nfds_t(descriptors.count), 50)
      for entry in descriptors where entry.revents != 0 {
        let count = read(entry.fd, &buffer, buffer.count)
        if count > 0 {
          collected[entry.fd, default: []] += buffer[..<count]
        } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
          close(entry.fd)
          open.removeAll { $0 == entry.fd }
        }
      }
    }
    guard let exitCode = process.exitCode else { throw TestSupportError("\(process.commandLine) was not reaped") }
    return (
      exitCode, String(decoding: collected[stdoutReader, default: []], as: UTF8.self),
      String(decoding: collected[stderrReader, default: []], as: UTF8.self)
    )
  }
}
