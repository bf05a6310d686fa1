import Dispatch
package import HostProtocol
import Synchronization

/// Requests the extension sends to the host, each answered synchronously, as the iOS APIs they
/// stand for (`store.shield = …`) are synchronous.
///
/// The caller blocks until the reader thread hands over the answer, or the deadline passes. The
/// reader thread never waits for the main queue, so a call from the main queue (where principal
/// methods run) cannot deadlock it, and calls from several threads at once are fine.
package final class HostRequests: Sendable {
  private let channel: ProtocolChannel
  /// The generic peer's pending replies; ids `ext-1`, `ext-2`, ... never collide with the host's.
  private let waiting = Mutex(PendingReplies<ReplySlot>(idPrefix: "ext"))

  /// Requests sent over `channel`.
  init(channel: ProtocolChannel) { self.channel = channel }

  /// Sends `request` and waits for the host's answer.
  ///
  /// - Returns: the result, or the host's error; an `extensionUnresponsive`-coded error when no
  ///   answer came within `timeout`.
  package func send<Request: RPCRequest>(_ request: Request, timeout: Duration = .seconds(2))
    -> Result<Request.Response, JSONRPCError>
  {
    let slot = ReplySlot()
    let id = waiting.withLock { pending -> RequestID in
      let id = pending.makeID()
      pending.register(id, slot)
      return id
    }
    let body: [UInt8]
    do {
      body = try JSONRPCEncoding.request(request, id: id)
    } catch {
      _ = waiting.withLock { $0.take(id) }
      return .failure(JSONRPCError(.internalError, "\(Request.method) could not be encoded: \(error)"))
    }
    channel.send(body)
    let nanoseconds = Int(exactly: (timeout / .nanoseconds(1)).rounded(.down)) ?? Int.max / 2
    if slot.semaphore.wait(timeout: .now() + .nanoseconds(nanoseconds)) == .timedOut {
      _ = waiting.withLock { $0.take(id) }
      return .failure(JSONRPCError(.extensionUnresponsive, "the host did not answer \(Request.method) within \(timeout)"))
    }
    guard let message = slot.message.withLock({ $0 }) else {
      return .failure(JSONRPCError(.internalError, "the answer to \(Request.method) was lost"))
    }
    if case .errorResponse(_, let error) = message.kind { return .failure(error) }
    do {
      return .success(try message.result(Request.Response.self))
    } catch {
      return .failure(error)
    }
  }

  /// Hands an answer from the host to the caller waiting for it; called by the reader thread.
  /// An answer nobody waits for (its caller gave up) is dropped.
  func deliver(_ message: JSONRPCMessage) {
    guard let id = message.id, let slot = waiting.withLock({ $0.take(id) }) else { return }
    slot.message.withLock { $0 = message }
    slot.semaphore.signal()
  }
}

/// Where one answer lands.
private final class ReplySlot: Sendable {
  let semaphore = DispatchSemaphore(value: 0)
  let message = Mutex<JSONRPCMessage?>(nil)
}

/// The runtime's link to the host, for SDK APIs that need it (`ManagedSettingsStore`, App Groups).
///
/// Set once by `NSExtensionMain()`; nil in a process that runs without a host (a unit test of
/// extension code), where those APIs fall back to local behaviour.
package enum HostLink {
  private static let state = Mutex<(requests: HostRequests?, channel: ProtocolChannel?)>((nil, nil))

  /// Records the link; called once, before any extension code runs.
  static func connect(requests: HostRequests, channel: ProtocolChannel) {
    state.withLock { $0 = (requests, channel) }
  }

  /// Sends requests to the host, when there is one.
  package static var requests: HostRequests? { state.withLock { $0.requests } }

  private static let handlers = Mutex<[String: @Sendable (JSONRPCMessage) -> Void]>([:])

  /// Handles the host's notifications called `method` with `handler` (on the reader thread);
  /// one handler per method, the last one set.
  package static func handleNotifications(_ method: String, with handler: @escaping @Sendable (JSONRPCMessage) -> Void) {
    handlers.withLock { $0[method] = handler }
  }

  /// Hands a notification from the host to its handler; one nobody handles is ignored, as
  /// JSON-RPC requires. Called by the reader thread.
  static func deliverNotification(_ message: JSONRPCMessage, method: String) {
    handlers.withLock { $0[method] }?(message)
  }

  /// Sends a notification to the host, when there is one; false when there is none.
  @discardableResult
  package static func notify<Notification: RPCNotification>(_ notification: Notification) -> Bool {
    guard let channel = state.withLock({ $0.channel }) else { return false }
    channel.notify(notification)
    return true
  }
}
