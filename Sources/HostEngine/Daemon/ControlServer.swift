import CHostShims
import Dispatch
import ExtensionManifest
import Foundation
import Glibc
import HostProtocol
import Synchronization

/// Accepts clients on the daemon's socket and serves their JSON-RPC requests concurrently.
///
/// One thread blocks in `accept`; each client gets a reader thread and a writer thread.
/// Requests become tasks, so a slow visit never holds up the client's other requests or other
/// clients. Nothing a client does can make the daemon deaf to the others: each client has at most
/// `maxInFlight` requests being served (the reader stops reading past it, which the client feels
/// as backpressure), its unread replies are capped at `maxQueuedReplyBytes` (past it the client is
/// dropped), at most `maxClients` are connected at once (when all are taken, the one idle longest,
/// if for `idleEvictionAge` or more, is told so and closed to make room; else the next is told
/// so and closed), and an `accept` that fails for lack of descriptors backs off and retries with
/// the listener open. A frame begun and not finished within `frameDeadline` is a bad frame,
/// answered and closed.
public final class ControlServer: Sendable {
  /// Clients connected at once.
  static let maxClients = 64
  /// Requests of one client being served at once.
  static let maxInFlight = 32
  /// Reply bytes waiting for one client to read before it is dropped.
  static let maxQueuedReplyBytes = 4 << 20
  /// How long a client has to finish a frame it began: one that stops halfway would otherwise
  /// hold its slot for ever (64 such clients locked everyone out, `status` and `stop` too).
  static let frameDeadline = Duration.seconds(5)
  /// How long a client must have had no request being served before a newcomer may take its slot
  /// when every slot is taken (64 clients that connected and sent nothing locked everyone out).
  static let idleEvictionAge = Duration.seconds(10)

  private let listener: Int32
  private let daemon: HostDaemon
  private let clients = Mutex<[Int32: ClientConnection]>([:])

  /// A server accepting on the bound, listening socket `listener` and serving `daemon`.
  public init(listener: Int32, daemon: HostDaemon) {
    self.listener = listener
    self.daemon = daemon
  }

  /// Starts the accept thread.
  ///
  /// First it settles the one descriptor libdispatch would otherwise open late. Until the main
  /// thread first suspends, the main queue is bound to it; when it hands the queue over to
  /// libdispatch's workers (`dispatch_main`), libdispatch opens an eventfd for the queue, and if
  /// that `eventfd` fails it traps (SIGILL). Started before that hand-over, the accept thread can
  /// fill the descriptor table with clients first (a daemon at a 32-descriptor limit did, and
  /// died). Anything queued on the main queue while it is still bound opens that eventfd at once,
  /// here, while descriptors are free; the hand-over then only closes it.
  public func start() {
    DispatchQueue.main.async {}
    let thread = Thread { [self] in acceptLoop() }
    thread.start()
  }

  /// Stops accepting: wakes the accept thread and ends client connections' reads.
  public func stop() {
    shutdown(listener, Int32(SHUT_RDWR))
    let open = clients.withLock { Array($0.values) }
    for client in open { client.stopReading() }
  }

  private func acceptLoop() {
    var backoff: UInt32 = 10_000
    while true {
      let descriptor = hostshims_accept_cloexec(listener)
      if descriptor < 0 {
        let code = errno
        if code == EINTR || code == ECONNABORTED { continue }
        if code == EMFILE || code == ENFILE || code == ENOBUFS || code == ENOMEM {
          // Out of descriptors or memory: keep the listener, wait for clients to leave.
          daemon.log.log(.warning, "accept failed: \(String(cString: strerror(code))); retrying")
          usleep(backoff)
          backoff = min(backoff * 2, 500_000)
          continue
        }
        break  // the listener was shut down (stop), or is unusable
      }
      backoff = 10_000
      let client = ClientConnection(descriptor: descriptor, replyLimit: Self.maxQueuedReplyBytes)
      let admitted = clients.withLock { clients -> Bool in
        guard clients.count < Self.maxClients || evictIdlest(of: &clients) else { return false }
        clients[descriptor] = client
        return true
      }
      guard admitted else {
        client.refuse(
          JSONRPCEncoding.errorResponse(
            JSONRPCError(.invalidRequest, "the daemon serves at most \(Self.maxClients) clients at once; try again"),
            id: nil))
        continue
      }
      Thread { [self] in serve(client) }.start()
      Thread { client.writeLoop() }.start()
    }
    close(listener)
  }

  /// Closes the client idle longest, when it has been idle for `idleEvictionAge` or more, and
  /// frees its slot; false when none has.
  private func evictIdlest(of clients: inout [Int32: ClientConnection]) -> Bool {
    let now = ContinuousClock.now
    let idle = clients.values.compactMap { client in client.idleTime(at: now).map { (client, $0) } }
      .filter { $0.1 >= Self.idleEvictionAge }.sorted { $0.1 > $1.1 }
    for (client, time) in idle {
      let seconds = Int(time / .seconds(1))
      let notice = JSONRPCEncoding.errorResponse(
        JSONRPCError(
          .invalidRequest,
          "closed after \(seconds) s without a request: the daemon's \(Self.maxClients) client slots were all taken "
            + "and another client needed one; reconnect to go on"),
        id: nil)
      guard client.evict(notice) else { continue }
      clients.removeValue(forKey: client.descriptor)
      daemon.log.log(.warning, "closed a client idle for \(seconds) s to make room (\(Self.maxClients) clients connected)")
      return true
    }
    return false
  }

  private func serve(_ client: ClientConnection) {
    var reader = FrameReader(descriptor: client.descriptor, maxMessageBytes: 1 << 20, frameDeadline: Self.frameDeadline)
    let group = DispatchGroup()
    let slots = DispatchSemaphore(value: Self.maxInFlight)
    while !client.isDropped {
      let body: [UInt8]
      do throws(FrameReadError) {
        guard let next = try reader.next() else { break }
        body = next
      } catch {
        if case .framing(let problem) = error { refuseFrame(problem, of: client) }
        break  // a read error (the client reset the connection) has no one to tell
      }
      let message: JSONRPCMessage
      do {
        message = try JSONRPCMessage.decode(body)
      } catch {
        client.send(JSONRPCEncoding.errorResponse(error, id: nil))
        continue
      }
      slots.wait()  // at most maxInFlight of this client's requests at once
      group.enter()
      client.requestBegan()
      let daemon = daemon
      Task {
        if let response = await daemon.handle(message) { client.send(response) }
        client.requestEnded()
        slots.signal()
        group.leave()
      }
    }
    group.wait()  // every answer is queued (or dropped) before the descriptor can be reused
    if client.wasOverrun {
      daemon.log.log(.warning, "dropped a client that did not read its replies (over \(Self.maxQueuedReplyBytes >> 20) MiB)")
    }
    clients.withLock { clients in  // an evicted client's slot may already be another's
      if clients[client.descriptor] === client { clients.removeValue(forKey: client.descriptor) }
    }
    client.finish()
  }

  /// A frame the daemon cannot read ends the stream (nothing after it can be found): the client
  /// is told why in an error with no id, as JSON-RPC answers what it cannot parse, and the log
  /// says so in one line; the connection is then closed.
  private func refuseFrame(_ problem: FramingError, of client: ClientConnection) {
    let reason = "bad frame: \(DisplayText.escaped(problem.description)); the daemon closes the connection"
    client.send(JSONRPCEncoding.errorResponse(JSONRPCError(.parseError, reason), id: nil))
    daemon.log.log(.warning, "closed a client's connection: \(reason)")
  }
}
