import Foundation
import Glibc
import HostProtocol
import Testing

@testable import Conformance
@testable import HostEngine

/// The real daemon against hostile clients and hostile warm extensions: it stays responsive to
/// everyone else, bounded in memory, keeps its listener, never deletes a file that is not its
/// socket, and stops in bounded time whatever its extensions do.
@Suite(.serialized, .timeLimit(.minutes(3)))
struct HostileDaemonEndToEndTests {
  /// A raw, non-blocking connection to the daemon's socket.
  private func connect(_ daemon: DaemonProcess) throws -> Int32 {
    let descriptor = try UnixSocket.connect(to: daemon.socket)
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    return descriptor
  }

  /// Reads until end of file or `limit`; the bytes read, and whether the end came. The socket is
  /// non-blocking: between reads the test awaits, holding no thread.
  private func readToEnd(_ descriptor: Int32, limit: Duration) async -> (bytes: [UInt8], ended: Bool) {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 64 << 10)
    let deadline = ContinuousClock.now + limit
    while ContinuousClock.now < deadline {
      let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
      if count > 0 {
        bytes += buffer[0..<count]
        continue
      }
      if count == 0 || (errno != EAGAIN && errno != EINTR) { return (bytes, true) }
      try? await Task.sleep(for: .milliseconds(20))
    }
    return (bytes, false)
  }

  /// Writes `chunk` again and again to `descriptor` until the peer shuts the connection or
  /// `limit` passes; whether it was shut, and the bytes written. It runs on a thread of its own
  /// and waits in `poll`, so a busy test pool can never stall it halfway through a frame: on two
  /// cores a task that slept between writes went unscheduled for over 5 s, and the daemon rightly
  /// closed it at its frame deadline instead of for its unread replies.
  private func writeUntilShut(_ descriptor: Int32, _ chunk: [UInt8], limit: Duration) async throws -> (shut: Bool, sent: Int) {
    try await offThePool {
      var offset = 0
      var sent = 0
      let deadline = ContinuousClock.now + limit
      while ContinuousClock.now < deadline {
        var writable = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
        guard poll(&writable, 1, 200) != 0 else { continue }
        let count = chunk.withUnsafeBytes {
          send(descriptor, $0.baseAddress.map { $0 + offset }, chunk.count - offset, Int32(MSG_NOSIGNAL))
        }
        if count > 0 {
          offset = (offset + count) % chunk.count
          sent += count
        } else if count < 0 && (errno == EAGAIN || errno == EINTR) {
          continue
        } else {
          return (true, sent)  // EPIPE or ECONNRESET: the daemon shut the connection
        }
      }
      return (false, sent)
    }
  }

  /// A client that writes requests without end and never reads: its replies queue in the daemon
  /// until they pass the limit, and then the daemon drops it, which the client sees as its own
  /// writes failing. It never reads before that: a read would drain the queue it is meant to fill.
  @Test func aClientThatPipelinesRequestsAndNeverReadsIsDroppedWhileOthersAreServed() async throws {
    let daemon = try await DaemonProcess()
    let hostile = try connect(daemon)
    defer { close(hostile) }
    let one = framed(try JSONRPCEncoding.request(DaemonStatusRequest(), id: .number(1)))
    let chunk = (0..<1_000).flatMap { _ in one }  // whole frames: the stream stays framed across chunks
    let (dropped, sent) = try await writeUntilShut(hostile, chunk, limit: .seconds(90))
    #expect(dropped, "the client that never read was not dropped after \(sent) bytes of requests")
    let logged = ContinuousClock.now + .seconds(10)  // written once its last answer is queued
    while !daemon.log.contains("did not read its replies") && ContinuousClock.now < logged {
      try await Task.sleep(for: .milliseconds(20))
    }
    #expect(daemon.log.contains("did not read its replies"), "\(daemon.log.suffix(600))")

    let started = ContinuousClock.now
    let status = try await daemon.client(["status", "--format", "json"])
    #expect(status.exitCode == 0, "another client was not served: \(status.stderr.prefix(300))")
    #expect(ContinuousClock.now - started < .seconds(20))
    let report = try status.report()
    let resident = try #require(report["residentKilobytes"] as? Int)
    #expect(resident < 400 << 10, "the daemon grew to \(resident / 1024) MiB")

    let (bytes, ended) = await readToEnd(hostile, limit: .seconds(30))
    #expect(ended, "the dropped client's socket never ended")
    #expect(bytes.count <= ControlServer.maxQueuedReplyBytes + (8 << 20), "it got \(bytes.count) bytes")
    #expect(await daemon.terminate() == 0)
  }

  @Test func theDaemonServesAtMostItsClientLimitAndTellsTheNextWhy() async throws {
    let daemon = try await DaemonProcess()
    var held: [Int32] = []
    defer { for descriptor in held { close(descriptor) } }
    let documentedLimit = 64  // Documentation/Daemon.md; the test holds the code to it
    for _ in 0..<documentedLimit { held.append(try connect(daemon)) }
    try await Task.sleep(for: .milliseconds(300))  // the daemon has accepted them
    let extra = try connect(daemon)
    defer { close(extra) }
    let (bytes, ended) = await readToEnd(extra, limit: .seconds(20))
    #expect(ended)
    #expect(String(decoding: bytes, as: UTF8.self).contains("at most \(documentedLimit) clients"))
    for descriptor in held { close(descriptor) }
    held.removeAll()
    try await Task.sleep(for: .milliseconds(300))
    #expect(try await daemon.client(["status"]).exitCode == 0, "served again once the clients left")
    #expect(await daemon.terminate() == 0)
  }

  /// Clients that connect and send nothing cannot lock everyone out: when every slot is taken,
  /// the client idle longest, once idle for `ControlServer.idleEvictionAge`, is told why and
  /// closed, and the newcomer is served.
  @Test func aClientIdleWhileEverySlotIsTakenMakesRoomForANewOne() async throws {
    let daemon = try await DaemonProcess()
    var held: [Int32] = []
    defer { for descriptor in held { close(descriptor) } }
    for _ in 0..<ControlServer.maxClients { held.append(try connect(daemon)) }
    try await Task.sleep(for: ControlServer.idleEvictionAge + .milliseconds(500))
    let status = try await daemon.client(["status"])
    #expect(status.exitCode == 0, "the newcomer was not served: \(status.stderr.prefix(300))")
    try await Task.sleep(for: .milliseconds(300))
    var told = 0
    var buffer = [UInt8](repeating: 0, count: 4096)
    for descriptor in held {
      let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
      guard count > 0 else { continue }
      let text = String(decoding: buffer[0..<count], as: UTF8.self)
      #expect(text.contains("without a request") && text.contains("reconnect"), "\(text)")
      told += 1
    }
    #expect(told == 1, "one idle client makes room, told why")
    #expect(daemon.log.contains("closed a client idle for"), "\(daemon.log.suffix(600))")
    #expect(await daemon.terminate() == 0)
  }

  /// At its descriptor limit the daemon keeps its listener and lives. It once died here by
  /// SIGILL: libdispatch opens an eventfd when the main thread hands the main queue over, and
  /// traps when that fails; the accept thread had filled the table first (`ControlServer.start`).
  @Test func runningOutOfDescriptorsDoesNotCloseTheListener() async throws {
    let daemon = try await DaemonProcess()
    let limit = try await runOffThePool(
      "/usr/bin/prlimit", ["--pid", "\(daemon.pid)", "--nofile=32:32"], timeout: .seconds(30), waitingFor: "prlimit")
    try #require(limit.exitCode == 0, "\(limit.stderr)")
    var held: [Int32] = []
    defer { for descriptor in held { close(descriptor) } }
    for _ in 0..<48 { held.append(try connect(daemon)) }  // more than the daemon has descriptors for
    let full = ContinuousClock.now + .seconds(30)
    while !daemon.log.contains("accept failed") && ContinuousClock.now < full && !daemon.process.reap() {
      try await Task.sleep(for: .milliseconds(20))
    }
    #expect(daemon.log.contains("accept failed"), "the daemon never ran out of descriptors: \(daemon.log.suffix(600))")
    #expect(!daemon.process.reap(), "the daemon died at its descriptor limit: \(daemon.log.suffix(600))")
    for descriptor in held { close(descriptor) }
    held.removeAll()
    let deadline = ContinuousClock.now + .seconds(30)
    var served = false
    while !served && ContinuousClock.now < deadline && !daemon.process.reap() {
      served = (try? await daemon.client(["status"]).exitCode) == 0
      if !served { try await Task.sleep(for: .milliseconds(200)) }
    }
    #expect(served, "the daemon stopped accepting after EMFILE: \(daemon.log.suffix(600))")
    #expect(await daemon.terminate() == 0)
  }

  @Test func serveNeverDeletesARegularFileAtTheSocketPath() async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("serve-\(UUID().uuidString.prefix(8))").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let precious = directory + "/notes.txt"
    try "keep me\n".write(toFile: precious, atomically: true, encoding: .utf8)
    let run = try await HostRun.run(["serve", "--socket", precious, "--state", directory])
    #expect(run.exitCode == 3)
    #expect(run.stderr.contains("is not a socket"))
    #expect(try String(contentsOfFile: precious, encoding: .utf8) == "keep me\n")
  }

  @Test func theDaemonStopsInBoundedTimeWhateverItsExtensionDoes() async throws {
    let daemon = try await DaemonProcess()
    let fixture = try ManifestFixture(
      action: ManifestFixture.Extension(principalClass: "FaultyExtensions.IgnoresEverything", executable: "FaultyExtensions"))
    let arguments = ["visit", "social.example", "--action-timeout", "60000", "--socket", daemon.socket] + fixture.arguments
    let visit = Task { try await HostRun.run(arguments) }
    try await Task.sleep(for: .seconds(2))  // the action extension has the press, ignores SIGTERM and reads nothing
    #expect(fixture.leftoverProcesses.count == 2, "both extensions run, warm, when the daemon is stopped")
    let started = ContinuousClock.now
    let code = await daemon.terminate()
    let took = ContinuousClock.now - started
    #expect(code == 0)
    #expect(took < HostDaemon.Configuration(socketPath: "").shutdownGrace + HostDaemon.stopBound + .seconds(5), "took \(took)")
    #expect(fixture.leftoverProcesses.isEmpty)
    _ = try? await visit.value  // the client's own end, whatever it printed: the daemon stopped under it
  }

  @Test func aWarmExtensionThatStopsReadingIsNamedAndTheDaemonStaysResponsive() async throws {
    let daemon = try await DaemonProcess()
    let fixture = try ManifestFixture(
      action: ManifestFixture.Extension(principalClass: "FaultyExtensions.StopsReadingOnPress", executable: "FaultyExtensions"))
    let run = try await HostRun.run(["visit", "social.example", "--format", "json", "--socket", daemon.socket] + fixture.arguments)
    #expect(run.exitCode == 1)
    #expect(try run.faults().contains { $0.kind == "stopped-reading" && $0.extension == "ShieldActionExt" })
    #expect(try await daemon.client(["status"]).exitCode == 0)
    #expect(await daemon.terminate() == 0)
    #expect(fixture.leftoverProcesses.isEmpty)
  }

  @Test func aGrandchildThatCallsSetsidDoesNotSurviveTheDaemon() async throws {
    let daemon = try await DaemonProcess()
    let fixture = try ManifestFixture(
      action: ManifestFixture.Extension(principalClass: "FaultyExtensions.EscapesWithSetsid", executable: "FaultyExtensions"))
    let run = try await HostRun.run(["visit", "social.example", "--socket", daemon.socket] + fixture.arguments)
    #expect(run.exitCode == 0, "\(run.stdout.prefix(300))")
    let recorded = try String(contentsOfFile: fixture.directory + "/escaped.pid", encoding: .utf8)
    let pid = try #require(Int32(recorded.trimmingCharacters(in: .whitespacesAndNewlines)))
    #expect(await daemon.terminate() == 0)
    #expect(kill(pid, 0) != 0, "the setsid() grandchild \(pid) outlived the daemon")
  }
}
