import CHostShims
import Foundation
import Glibc
import HostProtocol
import Synchronization

/// A running extension and the JSON-RPC conversation with it.
///
/// One thread per extension (`PollLoop`) reads the protocol pipe, stdout, stderr and the pidfd,
/// matches answers to pending requests, enforces every request's deadline, and notices the exit.
/// Every request ends exactly once: answered, rejected, timed out, or extension gone. Duplicate,
/// late and unknown answers, garbage and oversized frames are recorded as faults; a broken
/// protocol stream kills the extension, never the host.
final class ExtensionConnection: Sendable {
  /// The name used in logs and transcripts (the target's name).
  let name: String
  let process: ChildProcess
  let maxMessageBytes: Int
  let origin: ContinuousClock.Instant

  let state = Mutex(ConnectionState())
  private let requestWriter: Mutex<FrameWriter?>
  let wakeDescriptors: (read: Int32, write: Int32)
  /// Serves what the extension asks of the host; nil answers every request "method not found".
  let service: (any HostService)?

  /// - Parameter service: what the host serves this extension; by default the one the calling
  ///   task lends (`HostServiceScope.current`).
  init(
    name: String, process: ChildProcess, maxMessageBytes: Int, origin: ContinuousClock.Instant,
    service: (any HostService)? = HostServiceScope.current
  ) {
    self.name = name
    self.process = process
    self.maxMessageBytes = maxMessageBytes
    self.origin = origin
    self.service = service
    requestWriter = Mutex(FrameWriter(descriptor: process.requestDescriptor))
    var descriptors: [Int32] = [-1, -1]
    _ = hostshims_pipe_cloexec(&descriptors)
    for descriptor in descriptors { _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK) }
    wakeDescriptors = (descriptors[0], descriptors[1])
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
    let reply = await send(request, timeout: timeout)
    switch reply {
    case .message(let message):
      if case .errorResponse(_, let error) = message.kind { return .rejected(error) }
      do {
        return .answered(try message.result(Request.Response.self))
      } catch {
        return .malformed(error.message)
      }
    case .timedOut(let milliseconds): return .timedOut(milliseconds: milliseconds)
    case .gone(let reason): return .extensionGone(reason)
    }
  }

  /// Sends a notification; a closed pipe is ignored (the exit is reported separately).
  func notify<Notification: RPCNotification>(_ notification: Notification) {
    guard let body = try? JSONRPCEncoding.notification(notification) else { return }
    write(body)
  }

  /// Milliseconds since `origin`.
  func elapsedMilliseconds() -> Double {
    let elapsed = ContinuousClock.now - origin
    return Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
  }

  func record(_ channel: TranscriptEntry.Channel, _ text: String) {
    let entry = TranscriptEntry(milliseconds: elapsedMilliseconds(), extension: name, channel: channel, text: text)
    state.withLock { $0.transcript.append(entry) }
  }

  func addFault(_ kind: ExtensionFault.Kind, _ detail: String) {
    let fault = ExtensionFault(kind: kind, detail: detail)
    let isNew = state.withLock { $0.faults.insert(fault).inserted }
    if isNew { record(.event, "fault: \(fault)") }
  }

  /// Closes the host's request pipe, so the extension reads end of file; idempotent.
  func closeRequestPipe() {
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

  private func send<Request: RPCRequest>(_ request: Request, timeout: Duration) async -> RawReply {
    let id = state.withLock { state -> RequestID in
      state.nextID += 1
      return .number(state.nextID)
    }
    guard let body = try? JSONRPCEncoding.request(request, id: id) else {
      return .gone("the host could not encode \(Request.method)")
    }
    let deadline = ContinuousClock.now + timeout
    let milliseconds = Int(timeout.components.seconds * 1000 + timeout.components.attoseconds / 1_000_000_000_000_000)
    return await withCheckedContinuation { continuation in
      let exitReason = state.withLock { state -> String? in
        if let reason = state.goneReason { return reason }
        state.pending[id] = PendingRequest(
          method: Request.method, deadline: deadline, timeoutMilliseconds: milliseconds, continuation: continuation)
        return nil
      }
      if let exitReason {
        continuation.resume(returning: .gone(exitReason))
        return
      }
      wake()
      write(body)
    }
  }

  /// Writes one message body to the extension, recording it in the transcript.
  func write(_ body: [UInt8]) {
    record(.sent, String(decoding: body, as: UTF8.self))
    requestWriter.withLock { writer in
      // A failed write means the extension is gone; the poll loop reports how it ended.
      try? writer?.write(body)
    }
  }
}

/// What the poll loop hands back to a waiting request.
enum RawReply: Sendable {
  case message(JSONRPCMessage)
  case timedOut(Int)
  case gone(String)
}

/// A request waiting for its answer.
struct PendingRequest: Sendable {
  let method: String
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
  /// Requests answered, by id, with their method: a second answer is "answered twice".
  var answered: [RequestID: String] = [:]
  /// Requests whose deadline passed: an answer after it is "late".
  var expired: [RequestID: String] = [:]
  var exitWaiters: [ExitWaiter] = []
  var termination: TerminationStatus?
  /// Set once no answer can arrive any more (exit, or a broken stream).
  var goneReason: String?
  var faults: Set<ExtensionFault> = []
  var transcript: [TranscriptEntry] = []
  var stdout = OutputCapture()
  var stderr = OutputCapture()
  var logNotifications: [String] = []
}
