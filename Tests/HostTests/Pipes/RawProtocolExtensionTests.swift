import Foundation
import Glibc
import HostProtocol
import Synchronization
import Testing

@testable import HostEngine

/// Tier 3 without the host: a real extension spoken to frame by frame over its own pipes, so the
/// test decides exactly what reaches the extension, and in which read: the runtime's side of the
/// protocol, which the host's timing decides only now and then (under load, two frames written
/// moments apart arrive together) or never sends (a handshake the host would not write).
@Suite(.timeLimit(.minutes(2)))
struct RawProtocolExtensionTests {
  /// The action extension's Darwin notification and the redraw after it, read in one chunk: the
  /// configuration extension's observer runs first, so the redrawn shield knows the request was
  /// sent, as `visit` shows it when the two arrive apart.
  @Test func aDarwinNotificationReadWithTheNextRequestReachesItsObserverBeforeThatRequest() throws {
    let fixture = try RealStylePair.fixture(
      configuration: "UnlockRequestShieldConfiguration", action: "UnlockRequestShieldAction")
    let target = try #require(
      try SetupLoader.load(manifests: fixture.directory, policyPath: nil, searchDirectories: [BuildProducts.directory])
        .configurationExtension)
    let limits = ExtensionLauncher.Limits()
    let wire = try ExtensionWire(launching: target, limits: limits)
    defer { wire.stop() }
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

  /// A monitor that assigns a shield setting (`store.shield.applicationCategories = .all()`)
  /// sends one `store/write` naming that setting, and no `store/read` before it: an assignment
  /// needs nothing from the store, and each round trip is paid in every callback's fresh process.
  @Test func assigningAShieldSettingIsOneWriteWithoutARead() throws {
    let fixture = try ManifestFixture(
      monitor: .init(principalClass: "FaultyExtensions.NaiveMonitor", executable: "FaultyExtensions"))
    let target = try #require(
      try SetupLoader.load(
        manifests: fixture.directory, policyPath: nil, searchDirectories: [BuildProducts.directory], includingMonitor: true
      ).monitorExtension)
    let limits = ExtensionLauncher.Limits()
    let wire = try ExtensionWire(launching: target, limits: limits)
    defer { wire.stop() }
    try wire.send([JSONRPCEncoding.request(ExtensionLauncher.initializeRequest(for: target, limits: limits), id: .number(1))])
    _ = try wire.answer(to: 1, waitingFor: "the handshake")
    let callback = MonitorCallbackRequest(
      callback: .intervalDidStart, activity: "daily", event: nil, now: 1_764_576_000, timeZone: "Europe/Paris")
    try wire.send([JSONRPCEncoding.request(callback, id: .number(2))])

    var asked: [String] = []
    var written: [StoreWriteRequest] = []
    while true {
      let message = try wire.next(waitingFor: "the callback's store traffic and its answer")
      if case .response(.number(2)) = message.kind { break }
      if case .errorResponse(.number(2)?, let error) = message.kind {
        Issue.record("the callback failed: \(error.message)")
        break
      }
      guard case .request(let id, let method) = message.kind else { continue }
      asked.append(method)
      if method == StoreWriteRequest.method { written.append(try message.params(StoreWriteRequest.self)) }
      try wire.send([JSONRPCEncoding.response(EmptyResult(), id: id)])
    }
    #expect(asked == [StoreWriteRequest.method], "\(asked)")
    #expect(written.map(\.keys) == [[.applicationCategories]])
    #expect(written.first?.shield == StoreShieldSettings(applicationCategories: StoreCategoryPolicy(kind: .all)))
  }

  /// A widget extension (its `@main` is the principal) refuses a handshake in another protocol
  /// version, as a shield extension does, instead of serving a host it cannot understand.
  @Test func aWidgetExtensionRefusesAHandshakeInAnotherProtocolVersion() throws {
    let setup = try WidgetSetup.load(manifests: BuildProducts.repositoryRoot + "/plists", searchDirectories: [BuildProducts.directory])
    let target = try #require(setup.extensions.first).target
    let limits = ExtensionLauncher.Limits()
    let wire = try ExtensionWire(launching: target, limits: limits)
    defer { wire.stop() }
    var handshake = ExtensionLauncher.initializeRequest(for: target, limits: limits)
    handshake.protocolVersion = HostProtocolVersion.current + 1
    try wire.send([JSONRPCEncoding.request(handshake, id: .number(1))])
    let answer = try wire.answer(to: 1, waitingFor: "the refused handshake")
    guard case .errorResponse(_, let error) = answer.kind else {
      Issue.record("the widget extension accepted protocol version \(handshake.protocolVersion)")
      return
    }
    #expect(error.code == .invalidRequest)
    #expect(error.message.contains("protocol version \(handshake.protocolVersion)"), "\(error.message)")
  }
}

/// One extension's protocol pipes, written and read by the test itself, every read under a deadline.
private final class ExtensionWire: Sendable {
  let process: ChildProcess
  /// What was read and not yet asked for (the host's side of the pipe is non-blocking).
  private let decoder = Mutex(FrameDecoder())

  /// Starts `target`'s executable as the host's launcher would (its environment and limits), with
  /// nobody serving its pipes but the test.
  init(launching target: ExtensionTarget, limits: ExtensionLauncher.Limits) throws {
    process = try ChildProcess.spawn(
      executable: target.executablePath,
      environment: ExtensionLauncher.environment(
        buildSettings: target.buildSettings, lent: try UnsharedSandbox.environment(for: target),
        infoPlistPath: target.infoPlistPath, limits: limits))
  }

  /// Kills the extension's process group and reaps it.
  func stop() {
    process.signalGroup(SIGKILL)
    _ = process.reap()
  }

  /// Frames `bodies` and writes them with one `write(2)`, so the extension reads them together.
  func send(_ bodies: [[UInt8]]) throws {
    try FrameWriter(descriptor: process.requestDescriptor).writeRaw(bodies.flatMap(framed))
  }

  /// The answer (result or error) to request `id`, skipping the messages sent before it.
  func answer(to id: Int, waitingFor what: String) throws -> JSONRPCMessage {
    while true {
      let message = try next(waitingFor: what)
      switch message.kind {
      case .response(.number(id)), .errorResponse(.number(id)?, _): return message
      default: continue
      }
    }
  }

  /// The next message the extension writes: a request of its own, a notification or an answer.
  func next(waitingFor what: String) throws -> JSONRPCMessage {
    let process = process
    return try withDeadline(.seconds(30), waitingFor: what, unblock: { process.signalGroup(SIGKILL) }) { [self] in
      while true {
        if let body = try decoder.withLock({ try $0.next() }) { return try JSONRPCMessage.decode(body) }
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
