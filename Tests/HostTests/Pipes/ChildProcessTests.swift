import Foundation
import Glibc
import Testing

@testable import HostEngine

/// The launcher's own promises, with a real child (`/bin/sh`): only fds 0-4, its own process
/// group, no new privileges, and a program the kernel cannot run reported with the kernel's reason.
@Suite(.timeLimit(.minutes(3)))
struct ChildProcessTests {
  @Test func aChildGetsOnlyItsFiveDescriptorsItsOwnGroupAndNoNewPrivileges() throws {
    let leaked = dup(2)  // not close-on-exec: the launcher itself must keep it from the child
    #expect(leaked > 4)
    defer { close(leaked) }
    let script = """
      for fd in 0 1 2 3 4 \(leaked); do [ -e /proc/$$/fd/$fd ] && echo "open $fd"; done
      echo "group $(cut -d' ' -f5 /proc/$$/stat) pid $$"
      grep NoNewPrivs /proc/$$/status
      """
    let child = try ChildProcess.spawn(executable: "/bin/sh", arguments: ["-c", script], environment: [:])
    let output = try readAll(child.stdoutDescriptor, waitingFor: "the shell's report")
    for descriptor in [child.requestDescriptor, child.responseDescriptor, child.stdoutDescriptor, child.stderrDescriptor, child.pidDescriptor] {
      close(descriptor)
    }
    #expect(child.reap() == .exited(0))
    let lines = output.split(separator: "\n").map(String.init)
    #expect(lines.filter { $0.hasPrefix("open ") } == ["open 0", "open 1", "open 2", "open 3", "open 4"], "\(output)")
    #expect(lines.contains("group \(child.pid) pid \(child.pid)"), "\(output)")
    #expect(lines.contains { $0.hasPrefix("NoNewPrivs:") && $0.hasSuffix("1") }, "\(output)")
  }

  @Test func aProgramTheKernelCannotRunIsASpawnFailureWithItsReason() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("child-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/not-a-program"
    try "neither a binary nor a script\n".write(toFile: path, atomically: true, encoding: .utf8)
    #expect(chmod(path, 0o755) == 0)
    do {
      _ = try ChildProcess.spawn(executable: path, environment: [:])
      Issue.record("\(path) was started")
    } catch {
      guard case .spawnFailed(let failed, let code, let droppingPrivileges) = error else {
        Issue.record("expected spawnFailed, got \(error)")
        return
      }
      #expect(failed == path && code == ENOEXEC && !droppingPrivileges, "\(error)")
      #expect(error.description == "could not start \(path): Exec format error")
    }
  }

  @Test func anExecutableStillOpenForWritingIsReportedBusyAfterItsRetries() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("child-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/being-written"
    let writer = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o755)
    #expect(writer >= 0)
    defer { close(writer) }
    let script = Array("#!/bin/sh\nexit 0\n".utf8)
    #expect(write(writer, script, script.count) == script.count)
    do {
      _ = try ChildProcess.spawn(executable: path, environment: [:])
      Issue.record("\(path) was started while open for writing")
    } catch {
      guard case .spawnFailed(_, let code, _) = error else {
        Issue.record("expected spawnFailed, got \(error)")
        return
      }
      #expect(code == ETXTBSY, "\(error)")
      #expect(error.description == "could not start \(path): Text file busy")
    }
  }

  /// Everything `descriptor` (non-blocking) yields until end of file, within a generous deadline.
  private func readAll(_ descriptor: Int32, waitingFor what: String) throws -> String {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    let deadline = ContinuousClock.now + .seconds(30)
    while ContinuousClock.now < deadline {
      var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      _ = poll(&entry, 1, 100)
      let count = read(descriptor, &buffer, buffer.count)
      if count > 0 { bytes += buffer[..<count] } else if count == 0 { return String(decoding: bytes, as: UTF8.self) }
    }
    throw TestSupportError("timed out waiting for \(what); read so far: \(String(decoding: bytes, as: UTF8.self))")
  }
}
