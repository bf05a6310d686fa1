import CHostShims
import Foundation
import Glibc
import HostProtocol
import Synchronization

/// A running extension and the JSON-RPC conversation with it.
///
/// One thread per extension (`PollLoop`) reads the protocol pipe, stdout, stderr and the pidfd,
/// matches answers to pending requests, enforces every request's deadline, and notices the exit.
/// Every request ends exactly once: answered, rejected, timed out, or extension gone (the rule is
/// written in `RequestVerdict`). The one answer that may follow a missed deadline is expected;
/// duplicate and unknown answers, garbage and oversized frames are faults; a broken protocol
/// stream kills the extension, never the host. An exit the host did not cause is one fault,
/// naming the request it interrupted (`ExtensionFault.departure`).
final class ExtensionConnection: Sendable {
  /// The name used in logs and transcripts (the target's name).
  let name: String
  let process: ChildProcess
  let maxMessageBytes: Int
  let origin: ContinuousClock.Instant
  /// Sees every transcript entry as it is recorded (the daemon's log).
  let observer: (@Sendable (TranscriptEntry) -> Void)?

  let state = Mutex(ConnectionState())
  private let requestWriter: Mutex<FrameWriter?>
  let wakeDescriptors: (read: Int32, write: Int32)
  /// Serves what the extension asks of the host; nil answers every request "method not found".
  private let lentService: Mutex<(any HostService)?>

  /// - Parameter service: what the host serves this extension; by default the one the calling
  ///   task lends (`HostServiceScope.current`).
  init(
    name: String, process: ChildProcess, maxMessageBytes: Int, origin: ContinuousClock.Instant,
    observer: (@Sendable (TranscriptEntry) -> Void)? = nil, service: (any HostService)? = HostServiceScope.current
  ) {
    self.name = name
    self.observer = observer
    self.process = process
    self.maxMessageBytes = maxMessageBytes
    self.origin = origin
    lentService = Mutex(service)
    requestWriter = Mutex(FrameWriter(descriptor: process.requestDescriptor))
    var descriptors: [Int32] = [-1, -1]
    _ = hostshims_pipe_cloexec(&descriptors)
    for descriptor in descriptors { _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK) }
    wakeDescriptors = (descriptors[0], descriptors[1])
  }

  /// What the host serves this extension now; nil answers its requests "method not found".
  var service: (any HostService)? { lentService.withLock { $0 } }

  /// Serves the extension's requests with `service` from now on: a warm extension serves one
  /// visit after another, each with its own record of what the extension did.
  func lend(_ service: any HostService) {
    lentService.withLock { $0 = service }
  }

  /// Starts the thread that serves this connection until the extension exits.
  func start() {
    record(.event, "launched pid \(process.pid)")
    let loop = PollLoop(connection: self)
    let thread = Thread { loop.run() }
    thread.start()
  }

  /// Sends a request and waits for how it ends; never throws, never waits past `timeout`.
  func request<Request: RPCRequest>(_ request: Request, timeout: Duration) async -> RequestOutcome<Request.Response> {
    await self.request(request, timeout: timeout, cancelFirst: false).outcome
  }

  /// Sends `request` with `$/cancelRequest` for it ahead of it, in one `write(2)`: a host that gives
  /// up on a request as it sends it. The cancel goes first because a cancel trailing a fast request
  /// races its answer. Either way the request must get exactly one answer.
  func requestCancelledAsSent<Request: RPCRequest>(_ request: Request, timeout: Duration) async
    -> (id: RequestID, outcome: RequestOutcome<Request.Response>)
  {
    await self.request(request, timeout: timeout, cancelFirst: true)
  }

  private func request<Request: RPCRequest>(_ request: Request, timeout: Duration, cancelFirst: Bool) async
    -> (id: RequestID, outcome: RequestOutcome<Request.Response>)
  {
    let (id, reply) = await send(request, timeout: timeout, cancelFirst: cancelFirst)
    switch reply {
    case .message(let message):
      if case .errorResponse(_, let error) = message.kind { return (id, .rejected(error)) }
      do {
        return (id, .answered(try message.result(Request.Response.self)))
      } catch {
        return (id, .malformed(error.message))
      }
    case .timedOut(let milliseconds): return (id, .timedOut(milliseconds: milliseconds))
    case .gone(let reason): return (id, .extensionGone(reason))
    }
  }

  /// Sends a notification; a closed pipe is ignored (the exit is reported separately).
  func notify<Notification: RPCNotification>(_ notification: Notification) {
    if Notification.method == ExitNotification.method { noteAskedToStop() }
    guard let body = try? JSONRPCEncoding.notification(notification) else { return }
    write(body)
  }

  /// Milliseconds since `origin`.
  func elapsedMilliseconds() -> Double {
    let elapsed = ContinuousClock.now - origin
    return milliseconds(elapsed)
  }

  func record(_ channel: TranscriptEntry.Channel, _ text: String) {
    record(TranscriptEntry(milliseconds: elapsedMilliseconds(), extension: name, channel: channel, text: text))
  }

  /// Records a message as it travelled; its text is made only when someone reads it.
  func record(_ channel: TranscriptEntry.Channel, message body: [UInt8]) {
    record(TranscriptEntry(milliseconds: elapsedMilliseconds(), extension: name, channel: channel, message: body))
  }

  private func record(_ entry: TranscriptEntry) {
    state.withLock { $0.transcript.append(entry) }
    observer?(entry)
  }

  func addFault(_ kind: ExtensionFault.Kind, _ detail: String) {
    addFault(ExtensionFault(kind: kind, detail: detail))
  }

  /// Records `fault`, once: the same fault twice is one finding.
  func addFault(_ fault: ExtensionFault) {
    let isNew = state.withLock { state in
      guard !state.faults.elements.contains(fault) else { return false }
      state.faults.append(fault)
      return true
    }
    if isNew { record(.event, "fault: \(fault)") }
  }

  /// The fault that ended the extension's service, once one has: the crash or early exit
  /// (naming the request it interrupted), or the broken protocol it was killed for. Nil while it
  /// serves, and when the host stopped it for its own reasons.
  var departureFault: ExtensionFault? { state.withLock { $0.departureFault } }

  /// Sends `signal` to the extension's process group, remembering that the host sent it: an
  /// exit by the host's own signal is the host's doing, never a crash.
  func signal(_ signal: Int32) {
    state.withLock { _ = $0.signalsSent.insert(signal) }
    process.signalGroup(signal)
  }

  /// Notes that the host asked the extension to stop: a clean exit from now on is expected.
  func noteAskedToStop() {
    state.withLock { $0.askedToStop = true }
  }

  /// Closes the host's request pipe, so the extension reads end of file; idempotent.
  func closeRequestPipe() {
    noteAskedToStop()
    requestWriter.withLock { writer in
      guard writer != nil else { return }
      close(process.requestDescriptor)
      writer = nil
    }
  }

  func wake() {
    var byte: UInt8 = 1
    _ = Glibc.write(wakeDescriptors.write, &byte, 1)
  }

  private func send<Request: RPCRequest>(_ request: Request, timeout: Duration, cancelFirst: Bool) async
    -> (RequestID, RawReply)
  {
    let id = state.withLock { state -> RequestID in
      if Request.method == ShutdownRequest.method { state.askedToStop = true }
      state.nextID += 1
      return .number(state.nextID)
    }
    guard let body = try? JSONRPCEncoding.request(request, id: id),
      let cancel = cancelFirst ? try? JSONRPCEncoding.notification(CancelRequestNotification(id: id)) : []
    else {
      return (id, .gone("the host could not encode \(Request.method)"))
    }
    let deadline = ContinuousClock.now + timeout
    let milliseconds = Int(timeout / .milliseconds(1))
    let reply = await withCheckedContinuation { continuation in
      let registration = state.withLock { state -> (goneReason: String?, wake: Bool) in
        if let reason = state.goneReason { return (reason, false) }
        state.pending[id] = PendingRequest(
          method: Request.method, label: (request as? any NamedOverload)?.overload ?? Request.method, sentAt: ContinuousClock.now, deadline: deadline, timeoutMilliseconds: milliseconds,
          continuation: continuation)
        return (nil, state.pollMustWake(for: deadline))
      }
      if let exitReason = registration.goneReason {
        continuation.resume(returning: .gone(exitReason))
        return
      }
      if registration.wake { wake() }
      write(cancelFirst ? [cancel, body] : [body])
    }
    return (id, reply)
  }

  /// Writes one message body to the extension, recording it in the transcript.
  func write(_ body: [UInt8]) { write([body]) }

  /// Frames `bodies` and writes them with one `write(2)`, so nothing comes between them.
  private func write(_ bodies: [[UInt8]]) {
    var bytes: [UInt8] = []
    for body in bodies {
      record(.sent, message: body)
      bytes += framed(body)
    }
    requestWriter.withLock { writer in
      // A failed write means the extension is gone; the poll loop reports how it ended.
      try? writer?.writeRaw(bytes)
    }
  }
}

/// What the poll loop hands back to a waiting request.
enum RawReply: Sendable {
  case message(JSONRPCMessage)
  case timedOut(Int)
  case gone(String)
}

extension ConnectionState {
  /// Whether the poll loop must be woken to notice `deadline`.
  func pollMustWake(for deadline: ContinuousClock.Instant?) -> Bool {
    guard let deadline else { return false }
    guard let pollWakesAt else { return true }
    return deadline < pollWakesAt
  }
}

/// A request waiting for its answer.
struct PendingRequest: Sendable {
  let method: String
  /// What a fault names it by: the overload it runs, or the method.
  let label: String
  let sentAt: ContinuousClock.Instant
  let deadline: ContinuousClock.Instant
  let timeoutMilliseconds: Int
  let continuation: CheckedContinuation<RawReply, Never>
}

/// A caller waiting for the extension to exit.
struct ExitWaiter: Sendable {
  let deadline: ContinuousClock.Instant?
  let continuation: CheckedContinuation<TerminationStatus?, Never>
}

/// The mutable state of a connection, guarded by its mutex.
struct ConnectionState: Sendable {
  var nextID = 0
  var pending: [RequestID: PendingRequest] = [:]
  /// Requests answered, by id, with their method, to name a second answer ("answered twice").
  var answered = RecentMap<RequestID, String>(capacity: 4096)
  /// Requests whose deadline passed and that have not been answered since: the one answer that
  /// may still come (-32800 after the host's `$/cancelRequest`, or the late result) is expected.
  var expired = RecentMap<RequestID, String>(capacity: 4096)
  var exitWaiters: [ExitWaiter] = []
  /// When the poll loop's current `poll(2)` times out at the latest; nil while it waits without a
  /// timeout. A new deadline before it needs a wake-up; a later one is seen when it wakes anyway.
  var pollWakesAt: ContinuousClock.Instant?
  /// Counts the poll loop's `poll(2)` calls; a settle waiter is released by a later one.
  var pollIteration = 0
  /// Callers waiting until everything the extension had written is handled (`settle()`).
  var settleWaiters: [(registeredAt: Int, continuation: CheckedContinuation<Void, Never>)] = []
  var termination: TerminationStatus?
  /// Set once no answer can arrive any more (exit, or a broken stream).
  var goneReason: String?
  /// The fault that ended the extension's service (see `ExtensionConnection.departureFault`).
  var departureFault: ExtensionFault?
  /// Whether the host has asked the extension to stop (`shutdown`, `exit`, end of file).
  var askedToStop = false
  /// The signals the host has sent the extension's process group.
  var signalsSent: Set<Int32> = []
  /// Faults in the order they happened; the same fault is recorded once. Past the capacity the
  /// oldest are dropped and counted (`faults.dropped`), and reports say how many.
  var faults = BoundedLog<ExtensionFault>(capacity: 512)
  /// Requests answered, and the latest answer times in milliseconds (at most `maxLatencies`).
  var answeredCount = 0
  var latencies: [Double] = []
  static let maxLatencies = 4096
  var transcript = BoundedLog<TranscriptEntry>(capacity: 4096)
  var stdout = OutputCapture()
  var stderr = OutputCapture()
}

/// A request that names the overload it runs, for the words of a fault.
protocol NamedOverload {
  var overload: String { get }
}

extension HandleShieldActionRequest: NamedOverload {}
extension ShieldConfigurationRequest: NamedOverload {}
