import Foundation
import Glibc
import HostProtocol
import Testing

/// Hostile bytes on the daemon's control socket: after each one, the daemon is still running and
/// still answers a well-formed request.
@Suite(.serialized, .timeLimit(.minutes(3)))
struct DaemonHostileRequestEndToEndTests {
  static func frame(_ body: String) -> [UInt8] { Array("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8) }

  static let hostile: [(name: String, bytes: [UInt8])] = [
    ("no framing at all", Array("GET / HTTP/1.1\r\nHost: x\r\n\r\n".utf8)),
    ("a header without its end", Array("Content-Length: 12\r\n".utf8)),
    ("a 999999999999-byte declaration", Array("Content-Length: 999999999999\r\n\r\n{".utf8)),
    ("a length that overflows", Array("Content-Length: 99999999999999999999999999\r\n\r\n".utf8)),
    ("a header past the cap", Array(("X-Pad: " + String(repeating: "a", count: 100_000) + "\r\n\r\n").utf8)),
    ("a body that is not JSON", frame("{not json")),
    ("nesting 100,000 deep", frame(String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000))),
    ("an unknown method", frame(#"{"jsonrpc":"2.0","id":1,"method":"host/nope"}"#)),
    ("an object as the id", frame(#"{"jsonrpc":"2.0","id":{"a":1},"method":"host/status"}"#)),
    ("a visit with wrong types", frame(#"{"jsonrpc":"2.0","id":2,"method":"host/visit","params":{"url":5,"press":[]}}"#)),
    (
      "a visit of a missing folder",
      frame(#"{"jsonrpc":"2.0","id":3,"method":"host/visit","params":{"url":"a.example","press":"primary","manifests":"/nonexistent/../../etc","shield":[]}}"#)
    ),
    (
      "a visit with impossible timeouts",
      frame(#"{"jsonrpc":"2.0","id":4,"method":"host/visit","params":{"url":"a.example","press":"primary","manifests":"/tmp","shield":[],"actionTimeoutMilliseconds":-1e308,"configurationTimeoutMilliseconds":1e308}}"#)
    ),
    ("a restart of no name", frame(#"{"jsonrpc":"2.0","id":5,"method":"host/restart","params":{"name":"\u0000\u001b[31m"}}"#)),
    ("NUL bytes", [UInt8](repeating: 0, count: 4096)),
  ]

  /// Connects to `socket`, writes `bytes`, ends its side (unless `endingWrites` is false: a
  /// client that stopped writing halfway), and reads what comes back until the daemon closes or
  /// `timeout` seconds pass (so a daemon that keeps the connection open never hangs the test).
  static func deliver(_ bytes: [UInt8], to socket: String, timeout: Int = 5, endingWrites: Bool = true) throws -> [UInt8] {
    let descriptor = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    guard descriptor >= 0 else { throw TestSupportError("socket: errno \(errno)") }
    defer { close(descriptor) }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let path = Array(socket.utf8)
    guard path.count < MemoryLayout.size(ofValue: address.sun_path) else { throw TestSupportError("socket path too long") }
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
      raw.copyBytes(from: path)
      raw[path.count] = 0
    }
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
    }
    guard connected == 0 else { throw TestSupportError("connect \(socket): errno \(errno)") }
    var limit = timeval(tv_sec: timeout, tv_usec: 0)
    setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
    setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
    var sent = 0
    while sent < bytes.count {
      let count = bytes[sent...].withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
      guard count > 0 else { break }  // the daemon may close early on a bad frame: that is fine
      sent += count
    }
    if endingWrites { shutdown(descriptor, Int32(SHUT_WR)) }
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while received.count < 1 << 20 {
      let count = read(descriptor, &buffer, buffer.count)
      guard count > 0 else { break }
      received += buffer[..<count]
    }
    return received
  }

  /// The error with no id that `reply` begins with (the daemon's answer to a frame it cannot
  /// read), or nil when it begins with anything else.
  static func refusal(in reply: [UInt8]) throws -> JSONRPCError? {
    var decoder = FrameDecoder(maxMessageBytes: 1 << 20)
    decoder.append(reply)
    guard case .errorResponse(nil, let error)? = try decoder.next().map({ try JSONRPCMessage.decode($0) })?.kind else { return nil }
    return error
  }

  /// A frame the daemon cannot read ends the connection, but never silently: the client gets a
  /// parse error with no id saying what was wrong with the frame, and the log one line.
  @Test func aBadFrameIsAnsweredWithItsReasonAndLoggedBeforeTheConnectionCloses() async throws {
    signal(SIGPIPE, SIG_IGN)
    let daemon = try await DaemonProcess()
    let cases: [(bytes: String, reason: String)] = [
      ("Content-Length: 99999999999\r\n\r\n{}", "exceeds the limit"),
      ("Content-Length: -5\r\n\r\n{}", "invalid Content-Length '-5'"),
      ("Foo: bar\r\n\r\n{}", "without Content-Length"),
      ("Content-Length: 5\r\n\u{1B}[31m\r\n\r\n{}", "malformed frame header line"),
    ]
    for (index, item) in cases.enumerated() {
      let reply = try Self.deliver(Array(item.bytes.utf8), to: daemon.socket)
      guard let error = try Self.refusal(in: reply) else {
        Issue.record("\(item.bytes.debugDescription): no error reply, got \(String(decoding: reply, as: UTF8.self).debugDescription)")
        continue
      }
      #expect(error.code == .parseError, "\(error)")
      #expect(error.message.contains("bad frame") && error.message.contains(item.reason), "\(error.message)")
      #expect(!error.message.contains("\u{1B}"), "the client's bytes are escaped: \(error.message.debugDescription)")
      let deadline = ContinuousClock.now + .seconds(5)
      var logged = 0
      repeat {
        logged = daemon.log.split(separator: "\n").filter { $0.contains("closed a client's connection: bad frame") }.count
        if logged == index + 1 { break }
        try await Task.sleep(for: .milliseconds(10))
      } while ContinuousClock.now < deadline
      #expect(logged == index + 1, "one log line per bad frame: \(daemon.log.suffix(1500))")
    }
    #expect(await daemon.terminate() == 0)
  }

  /// A client that begins a frame and never finishes it holds no slot for ever: past the frame
  /// deadline it is told why and closed (64 of them locked every other client out, `stop` too).
  @Test func aFrameBegunAndNeverFinishedIsAnsweredAndClosedAtItsDeadline() async throws {
    signal(SIGPIPE, SIG_IGN)
    let daemon = try await DaemonProcess()
    let began = ContinuousClock.now
    let reply = try Self.deliver(Array("Content-Length: 50\r\n\r\n{\"jsonrpc\"".utf8), to: daemon.socket, timeout: 30, endingWrites: false)
    let waited = ContinuousClock.now - began
    guard let error = try Self.refusal(in: reply) else {
      Issue.record("no error reply, got \(String(decoding: reply, as: UTF8.self).debugDescription)")
      return
    }
    #expect(error.message.contains("a frame was begun and not finished within 5000 ms"), "\(error.message)")
    #expect(waited >= .seconds(4) && waited < .seconds(25), "closed after \(waited)")
    #expect(await daemon.terminate() == 0)
  }

  @Test func theDaemonStillAnswersAfterEachHostileRequest() async throws {
    signal(SIGPIPE, SIG_IGN)
    let daemon = try await DaemonProcess()
    for (name, bytes) in Self.hostile {
      let reply = try Self.deliver(bytes, to: daemon.socket)
      #expect(!daemon.process.reap(), "the daemon died after \(name): \(daemon.log.suffix(2000))")
      let status = try await daemon.client(["status", "--format", "json"])
      #expect(status.exitCode == 0, "after \(name): \(status.stderr)")
      #expect(try status.report().objects("extensions").isEmpty, "after \(name): a fresh daemon runs no extension")
      let text = String(decoding: reply, as: UTF8.self)
      #expect(!text.contains("\u{1b}"), "after \(name): the reply carries a raw escape: \(text.prefix(300))")
    }
    #expect(await daemon.terminate() == 0)
  }
}
