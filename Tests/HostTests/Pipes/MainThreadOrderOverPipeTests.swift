import Foundation
import Glibc
import HostProtocol
import Synchronization
import Testing

@testable import HostEngine

/// Tier 3 without the host: a real extension spoken to frame by frame over its own pipes, so the
/// test decides what reaches the extension in one read. What is checked is the runtime's order,
/// which the host's timing decides only now and then (under load, two frames written moments
/// apart arrive together).
@Suite(.timeLimit(.minutes(2)))
struct MainThreadOrderOverPipeTests {
  /// The action extension's Darwin notification and the redraw after it, read in one chunk: the
  /// configuration extension's observer runs first, so the redrawn shield knows the request was
  /// sent, as `visit` shows it when the two arrive apart.
  @Test func aDarwinNotificationReadWithTheNextRequestReachesItsObserverBeforeThatRequest() throws {
    let fixture = try RealStylePair.fixture(
      configuration: "UnlockRequestShieldConfiguration", action: "UnlockRequestShieldAction")
    let target = try SetupLoader.load(
      manifests: fixture.directory, policyPath: nil, searchDirectories: [BuildProducts.directory]
    ).configurationExtension
    let limits = ExtensionLauncher.Limits()
    let process = try ChildProcess.spawn(
      executable: target.executablePath,
      environment: ExtensionLauncher.environment(
        buildSettings: target.buildSettings, lent: try UnsharedSandbox.environment(for: target),
        infoPlistPath: target.infoPlistPath, limits: limits))
    defer {
      process.signalGroup(SIGKILL)
      _ = process.reap()
    }
    let wire = ExtensionWire(process: process)
    let subject = ShieldConfigurationRequest(
      subject: .webDomain(WebDomainInfo(domain: "social.example", token: TokenMint.token("webDomain", "social.example"))))

    try wire.send([JSONRPCEncoding.request(ExtensionLauncher.initializeRequest(for: target, limits: limits), id: .number(1))])
    _ = try wire.answer(to: 1, waitingFor: "the handshake")
    try wire.send([JSONRPCEncoding.request(subject, id: .number(2))])
    #expect(try wire.title(of: wire.answer(to: 2, waitingFor: "the first shield")) == "Ask for more time?")

    try wire.send([
      JSONRPCEncoding.notification(DarwinNotificationDeliverNotification(name: "com.example.FocusApp.unlockRequested")),
      JSONRPCEncoding.request(subject, id: .number(3)),
    ])
    #expect(try wire.title(of: wire.answer(to: 3, waitingFor: "the redrawn shield")) == "Request sent")
  }
}

/// One extension's protocol pipes, written and read by the test itself, every read under a deadline.
private final class ExtensionWire: Sendable {
  let process: ChildProcess
  /// What was read and not yet asked for (the host's side of the pipe is non-blocking).
  private let decoder = Mutex(FrameDecoder())

  init(process: ChildProcess) { self.process = process }

  /// Frames `bodies` and writes them with one `write(2)`, so the extension reads them together.
  func send(_ bodies: [[UInt8]]) throws {
    try FrameWriter(descriptor: process.requestDescriptor).writeRaw(bodies.flatMap(framed))
  }

  /// The answer to request `id`, skipping the notifications the extension sends before it.
  func answer(to id: Int, waitingFor what: String) throws -> JSONRPCMessage {
    let process = process
    return try withDeadline(.seconds(30), waitingFor: what, unblock: { process.signalGroup(SIGKILL) }) { [self] in
      while true {
        if let body = try decoder.withLock({ try $0.next() }) {
          let message = try JSONRPCMessage.decode(body)
          if message.kind == .response(id: .number(id)) { return message }
          continue
        }
        var ready = pollfd(fd: process.responseDescriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&ready, 1, 1_000) >= 0 || errno == EINTR else { throw TestSupportError("poll failed: errno \(errno)") }
        var chunk = [UInt8](repeating: 0, count: 65_536)
        let count = read(process.responseDescriptor, &chunk, chunk.count)
        if count == 0 { throw TestSupportError("the extension closed its pipe before answering: \(what)") }
        if count > 0 { decoder.withLock { $0.append(chunk[..<count]) } }
      }
    }
  }

  /// The title of a `shield/configuration` answer.
  func title(of answer: JSONRPCMessage) throws -> String? {
    try answer.result(ShieldConfigurationResult.self).configuration.title?.text
  }
}
