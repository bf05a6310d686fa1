import Foundation
import Glibc

/// A real `extension-host serve` for a test: its own socket and state folder, a JSON log on disk.
final class DaemonProcess {
  let directory: String
  let socket: String
  let process = Process()
  let logPath: String

  init(_ extraArguments: [String] = [], socket: String? = nil, directory: String? = nil) throws {
    self.directory =
      directory ?? FileManager.default.temporaryDirectory.appendingPathComponent("daemon-\(UUID().uuidString.prefix(8))").path
    try FileManager.default.createDirectory(atPath: self.directory, withIntermediateDirectories: true)
    self.socket = socket ?? self.directory + "/serve.sock"
    logPath = self.directory + "/serve-\(UUID().uuidString.prefix(4)).log"
    _ = FileManager.default.createFile(atPath: logPath, contents: nil)
    process.executableURL = URL(fileURLWithPath: try BuildProducts.executable("extension-host"))
    process.arguments =
      ["serve", "--socket", self.socket, "--state", self.directory, "--products", BuildProducts.directory, "--log-format", "json"]
      + extraArguments
    process.standardError = FileHandle(forWritingAtPath: logPath)
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(10)
    while !log.contains("\"serving\"") {
      guard Date() < deadline, process.isRunning else { throw TestSupportError("the daemon did not start: \(log)") }
      usleep(10_000)
    }
  }

  deinit {
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    if ProcessInfo.processInfo.environment["HOST_TESTS_KEEP_SCRATCH"] == nil {
      try? FileManager.default.removeItem(atPath: directory)
    }
  }

  var pid: Int32 { process.processIdentifier }
  var log: String { (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? "" }

  /// `extension-host <arguments> --socket <socket>`: a client command talking to this daemon.
  func client(_ arguments: [String]) throws -> HostRun {
    try HostRun.run(arguments + ["--socket", socket])
  }

  /// Sends SIGTERM and waits for a clean exit.
  func terminate() -> Int32 {
    kill(pid, SIGTERM)
    process.waitUntilExit()
    return process.terminationStatus
  }

  /// Children of the daemon that are zombies (exited, not reaped).
  func zombieChildren() -> [Int32] {
    children().filter { (try? String(contentsOfFile: "/proc/\($0)/stat", encoding: .utf8))?.contains(") Z ") ?? false }
  }

  /// The daemon's live child processes.
  func children() -> [Int32] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap(Int32.init).filter { child in
      guard let stat = try? String(contentsOfFile: "/proc/\(child)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { return false }
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      return fields.count > 2 && Int32(fields[1]) == pid
    }
  }
}
