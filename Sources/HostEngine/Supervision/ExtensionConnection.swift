import CHostShims
import Foundation
import Glibc
public import HostProtocol
import Synchronization

/// A running extension and the JSON-RPC conversation with it.
///
/// The connection owns the conversation's state: its `RequestTable` (every request ends exactly
/// once: answered, rejected, timed out, or extension gone; the rule is written in
/// `RequestVerdict`), its faults, transcript and captured output, and the bounded queue of bytes waiting for the extension to read its request pipe.
/// One thread per extension (`PollLoop`) only moves bytes: it reads the pipes, hands complete
/// frames and output to the connection, flushes the queue when the pipe takes more, and wakes
/// for deadlines. Nothing the extension does (not reading, flooding) can block the host: the
/// request pipe is non-blocking, and a reader that stops is named and stopped.
public final class ExtensionConnection: Sendable {
  /// The name used in logs and transcripts (the target's name).
  let name: String
  /// The process.
  public let process: ChildProcess
  let maxMessageBytes: Int
  let origin: ContinuousClock.Instant
  /// Sees every transcript entry as it is recorded (the daemon's log).
  let observer: (@Sendable (TranscriptEntry) -> Void)?

  let state = Mutex(ConnectionState())
  /// The host's end of the request pipe (non-blocking) and what waits to be written to it.
  let requestPipe: Mutex<RequestPipe>
  let wakeDescriptors: (read: Int32, write: Int32)
  /// Runs the jobs of tasks that converse on this connection's poll thread (`serving`).
  let executor: ConnectionExecutor
  /// Serves what the extension asks of the host; nil answers every request "method not found".
  private let lentService: Mutex<(any HostService)?>

  /// The most bytes the host keeps waiting for an extension that does not read its request pipe;
  /// past it the extension is named (`stopped-reading`) and killed.
  static let outgoingLimit = 4 << 20
  /// How long the host's bytes may wait on the request pipe without the extension taking any
  /// before it is named (`stopped-reading`) and killed. Only more than a pipe's worth (64 KiB)
  /// of unread bytes ever waits, which a healthy extension's reader never leaves for this long.
  static let stallLimit: Duration = .seconds(1)

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
    requestPipe = Mutex(
      RequestPipe(descriptor: process.requestDescriptor, queue: OutgoingQueue(limit: Self.outgoingLimit)))
    var descriptors: [Int32] = [-1, -1]
    _ = hostshims_pipe_cloexec(&descriptors)
    for descriptor in descriptors { _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK) }
    wakeDescriptors = (descriptors[0], descriptors[1])
    let wakeWrite = descriptors[1]
    executor = ConnectionExecutor {
      var byte: UInt8 = 1
      _ = Glibc.write(wakeWrite, &byte, 1)
    }
  }

  /// Runs `body` on this connection's poll thread: each answer the extension sends resumes it
  /// on the thread that read it, with no thread switch, so a conversation of many requests (a
  /// widget's renders, an app's lifecycle, a benchmark) costs what the two processes cost. Work
  /// in `body` delays reading this extension's pipes, never another's. Once the extension has
  /// exited, `body` runs on the global executor.
  public func serving<Result>(_ body: () async throws -> Result) async rethrows -> Result {
    try await withTaskExecutorPreference(executor, operation: body)
  }

  /// What the host serves this extension now; nil answers its requests "method not found".
  var service: (any HostService)? { lentService.withLock { $0 } }

  /// Serves the extension's requests with `service` from now on: a warm extension serves one
  /// visit after another, each with its own record of what the extension did (and its own
  /// `$/log` budget).
  func lend(_ service: any HostService) {
    lentService.withLock { $0 = service }
    state.withLock { $0.logBudget.reset() }
  }

  /// Starts the thread that serves this connection until the extension exits.
  func start() {
    record(.event, "launched pid \(process.pid)")
    let loop = PollLoop(connection: self)
    let thread = Thread { loop.run() }
    thread.start()
  }

  /// Sends a request and waits for how it ends; never throws, never waits past `timeout`.
  ///
  /// `whenAnswerRead` runs on the thread that reads the answer, before anything the extension
  /// wrote after the answer is handled: what the host must know the moment the request ended
  /// (a callback has returned, so a store write read next comes after its return). It does not
  /// run when the request ends otherwise.
  public func request<Request: RPCRequest>(
    _ request: Request, timeout: Duration, whenAnswerRead: (@Sendable () -> Void)? = nil
  ) async -> RequestOutcome<Request.Response> {
    await self.request(request, timeout: timeout, cancelFirst: false, whenAnswerRead: whenAnswerRead).outcome
  }

  /// Sends `request` with `$/cancelRequest` for it ahead of it, in one `write(2)`: a host that gives
  /// up on a request as it sends it. The cancel goes first because a cancel trailing a fast request
  /// races its answer. Either way the request must get exactly one answer.
  public func requestCancelledAsSent<Request: RPCRequest>(_ request: Request, timeout: Duration) async
    -> (id: RequestID, outcome: RequestOutcome<Request.Response>)
  {
    await self.request(request, timeout: timeout, cancelFirst: true)
  }

  private func request<Request: RPCRequest>(
    _ request: Request, timeout: Duration, cancelFirst: Bool, whenAnswerRead: (@Sendable () -> Void)? = nil
  ) async -> (id: RequestID, outcome: RequestOutcome<Request.Response>) {
    let (id, reply) = await send(request, timeout: timeout, cancelFirst: cancelFirst, whenAnswerRead: whenAnswerRead)
    if whenAnswerRead != nil {
      state.withLock { _ = $0.answerHooks.removeValue(forKey: id) }  // ended otherwise: the hook never runs
    }
    return (id, reply.outcome(of: Request.self))
  }

  /// Sends a notification; a closed pipe is ignored (the exit is reported separately).
  public func notify<Notification: RPCNotification>(_ notification: Notification) {
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

  /// Records a fault of `kind`, once.
  func addFault(_ kind: ExtensionFault.Kind, _ detail: String) { addFault(ExtensionFault(kind: kind, detail: detail)) }

  /// Records `fault`, once: the same fault twice (its kind and detail) is one finding.
  func addFault(_ fault: ExtensionFault) {
    let isNew = state.withLock { state in
      guard !state.faults.elements.contains(where: { $0.kind == fault.kind && $0.detail == fault.detail }) else { return false }
      state.faults.append(fault)
      return true
    }
    if isNew { record(.event, "fault: \(fault)") }
  }

  /// The fault that ended the extension's service, once one has: the crash or early exit
  /// (naming the request it interrupted), or the broken protocol or unread pipe it was killed
  /// for. Nil while it serves, and when the host stopped it for its own reasons.
  var departureFault: ExtensionFault? { state.withLock { $0.departureFault } }

  /// Sends `signal` to the extension's process group, remembering that the host sent it: an
  /// exit by the host's own signal is the host's doing, never a crash.
  func signal(_ signal: Int32) {
    state.withLock { _ = $0.signalsSent.insert(signal) }
    process.signalGroup(signal)
  }

  /// Notes that the host asked the extension to stop: a clean exit from now on is expected.
  func noteAskedToStop() {
    state.withLock {
      $0.askedToStop = true
      $0.toldToExit = true
    }
  }

  /// Closes the host's request pipe, so the extension reads end of file; idempotent. What was
  /// still waiting to be written is dropped.
  public func closeRequestPipe() {
    noteAskedToStop()
    requestPipe.withLock { pipe in
      guard pipe.descriptor >= 0 else { return }
      close(pipe.descriptor)
      pipe.descriptor = -1
      pipe.queue.drop()
    }
  }

  func wake() {
    var byte: UInt8 = 1
    _ = Glibc.write(wakeDescriptors.write, &byte, 1)
  }

  private func send<Request: RPCRequest>(
    _ request: Request, timeout: Duration, cancelFirst: Bool, whenAnswerRead: (@Sendable () -> Void)?
  ) async -> (RequestID, RawReply) {
    let id = state.withLock { state -> RequestID in
      if Request.method == ShutdownRequest.method { state.askedToStop = true }
      let id = state.requests.makeID()
      state.answerHooks[id] = whenAnswerRead
      return id
    }
    guard let body = try? JSONRPCEncoding.request(request, id: id),
      let cancel = cancelFirst ? try? JSONRPCEncoding.notification(CancelRequestNotification(id: id)) : []
    else {
      return (id, .gone("the host could not encode \(Request.method)"))
    }
    let now = ContinuousClock.now
    let deadline = now + timeout
    let reply = await withCheckedContinuation { continuation in
      let registration = state.withLock { state -> (goneReason: String?, wake: Bool) in
        if let reason = state.requests.register(
          id, method: Request.method, label: request.label, sentAt: now, timeout: timeout,
          waiter: .task(continuation))
        {
          return (reason, false)
        }
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

  /// Frames `bodies` and queues them as one piece, so nothing comes between them; writes what
  /// the pipe takes now and leaves the rest to the poll loop. Never blocks.
  func write(_ bodies: [[UInt8]]) {
    var bytes: [UInt8] = []
    for body in bodies {
      record(.sent, message: body)
      bytes += framed(body)
    }
    let result = requestPipe.withLock { $0.enqueue(bytes) }
    switch result {
    case .written, .closed: break  // a closed pipe means the extension is gone; the poll loop reports how
    case .waiting: wake()  // the poll loop now waits for the pipe to take more
    case .full(let waiting):
      stopForNotReading(
        "stopped reading its request pipe: \(waiting) bytes the host wrote were still waiting, "
          + "past the host's \(Self.outgoingLimit >> 20) MiB limit")
    }
  }

  /// Writes what waits on the request pipe, when the poll loop sees it take more.
  func flushRequestPipe() {
    requestPipe.withLock { pipe in
      guard pipe.descriptor >= 0 else { return }
      _ = pipe.queue.flush(to: pipe.descriptor)
    }
  }

  /// Names an extension that does not read what the host writes, and kills it: every request
  /// waiting ends with the reason, never later than its deadline.
  func stopForNotReading(_ detail: String) {
    let fault = ExtensionFault(kind: .stoppedReading, detail: detail)
    addFault(fault)
    state.withLock { $0.departureFault = $0.departureFault ?? fault }
    signal(SIGKILL)  // before any waiter resumes
    closeRequestPipe()  // nothing more is queued for it
    failAll("the host stopped it: it \(detail)")
  }
}

/// The host's end of an extension's request pipe and the bytes waiting for the extension to read.
struct RequestPipe: Sendable {
  /// The descriptor (`O_NONBLOCK`); -1 once closed.
  var descriptor: Int32
  var queue: OutgoingQueue

  /// How queuing some bytes went.
  enum Enqueued: Equatable {
    /// All written at once.
    case written
    /// Some wait for the pipe to take more: the poll loop must watch for `POLLOUT`.
    case waiting
    /// The queue is full: the extension has stopped reading; `waiting` bytes were queued.
    case full(waiting: Int)
    /// The pipe is closed.
    case closed
  }

  mutating func enqueue(_ bytes: [UInt8]) -> Enqueued {
    guard descriptor >= 0 else { return .closed }
    let wasEmpty = queue.isEmpty
    guard queue.append(bytes) else { return .full(waiting: queue.count) }
    // Bytes behind bytes already waiting go when the poll loop sees the pipe take more.
    guard wasEmpty else { return .waiting }
    return queue.flush(to: descriptor) == .wouldBlock ? .waiting : .written
  }
}

/// What the poll loop hands back to a waiting request.
enum RawReply: Sendable {
  case message(JSONRPCMessage)
  case timedOut(Int)
  case gone(String)

  /// How the request ended, its result decoded as `Request`'s response.
  func outcome<Request: RPCRequest>(of _: Request.Type) -> RequestOutcome<Request.Response> {
    switch self {
    case .message(let message):
      if case .errorResponse(_, let error) = message.kind { return .rejected(error) }
      do {
        return .answered(try message.result(for: Request.self))
      } catch {
        return .malformed(error.message)
      }
    case .timedOut(let milliseconds): return .timedOut(milliseconds: milliseconds)
    case .gone(let reason): return .extensionGone(reason)
    }
  }
}

extension ConnectionState {
  /// Whether the poll loop must be woken to notice `deadline`.
  func pollMustWake(for deadline: ContinuousClock.Instant?) -> Bool {
    guard let deadline else { return false }
    guard let pollWakesAt else { return true }
    return deadline < pollWakesAt
  }
}

/// A caller waiting for the extension to exit.
struct ExitWaiter: Sendable {
  let deadline: ContinuousClock.Instant?
  let continuation: CheckedContinuation<TerminationStatus?, Never>
}

/// The mutable state of a connection, guarded by its mutex.
struct ConnectionState: Sendable {
  /// Every request sent and how each ended.
  var requests = RequestTable<ReplyWaiter>()
  /// What to run the moment a request's answer is read, before anything the extension wrote
  /// after it (`ExtensionConnection.request(_:timeout:whenAnswerRead:)`).
  var answerHooks: [RequestID: @Sendable () -> Void] = [:]
  var exitWaiters: [ExitWaiter] = []
  /// When the poll loop's current `poll(2)` times out at the latest; nil while it waits without a
  /// timeout. A new deadline before it needs a wake-up; a later one is seen when it wakes anyway.
  var pollWakesAt: ContinuousClock.Instant?
  /// Counts the poll loop's `poll(2)` calls; a settle waiter is released by a later one.
  var pollIteration = 0
  /// Callers waiting until everything the extension had written is handled (`settle()`).
  var settleWaiters: [(registeredAt: Int, continuation: CheckedContinuation<Void, Never>)] = []
  var termination: TerminationStatus?
  /// The fault that ended the extension's service (see `ExtensionConnection.departureFault`).
  var departureFault: ExtensionFault?
  /// Whether the host has asked the extension to stop (`shutdown`, `exit`, end of file).
  var askedToStop = false
  /// Whether the host has said `exit` or closed the request pipe (not only sent `shutdown`).
  var toldToExit = false
  /// What waits until no request is waiting (`ExtensionConnection.whenNoRequestWaits`).
  var idleWaiters: [IdleWaiter] = []
  /// The signals the host has sent the extension's process group.
  var signalsSent: Set<Int32> = []
  /// Faults in the order they happened; the same fault is recorded once. Past the capacity the
  /// oldest are dropped and counted (`faults.dropped`), and reports say how many.
  var faults = BoundedLog<ExtensionFault>(capacity: 512)
  var transcript = BoundedLog<TranscriptEntry>(capacity: 4096)
  var stdout = OutputCapture()
  var stderr = OutputCapture()
  /// `$/log` messages kept and dropped in the current visit.
  var logBudget = LogBudget()
}

/// Counts an extension's `$/log` messages: the first `limit` of a visit are kept, the rest
/// counted, so a flood costs the host a count, not a transcript.
struct LogBudget: Sendable, Equatable {
  static let limit = 200
  /// The most of one message kept, in UTF-8 bytes, as an output line is cut (`OutputCapture`).
  static let maxMessageBytes = 2_000

  /// `message` within `maxMessageBytes`, cut between two Unicode scalars, saying how much was cut.
  static func cut(_ message: String) -> String { message.cut(toBytes: maxMessageBytes) }
  private(set) var kept = 0
  private(set) var dropped = 0

  /// Whether one more message is kept; counts it either way.
  mutating func admit() -> Bool {
    guard kept < Self.limit else {
      dropped += 1
      return false
    }
    kept += 1
    return true
  }

  mutating func reset() { self = LogBudget() }
}
