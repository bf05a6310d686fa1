import Dispatch
package import HostProtocol
import Synchronization

/// Requests the extension sends to the host, each answered synchronously, as the iOS APIs they
/// stand for (`store.shield = …`) are synchronous.
///
/// The caller blocks until the answer comes, or the deadline passes. While it waits it reads the
/// protocol input itself when no other thread does (`SharedInput`), so a call from the main
/// thread (where principal methods run, and which otherwise reads the input) cannot deadlock, and
/// calls from several threads at once are fine: whoever reads hands each answer to its caller.
package final class HostRequests: Sendable {
  private let channel: ProtocolChannel
  /// The generic peer's pending replies; ids `ext-1`, `ext-2`, ... never collide with the host's.
  private let waiting = Mutex(PendingReplies<ReplySlot>(idPrefix: "ext"))
  /// The input a waiting caller reads; nil until the runtime starts.
  private let input = Mutex<SharedInput?>(nil)

  /// How long a waiting caller reads, or sleeps when another thread reads, before it looks again.
  private static let lookAgain: Duration = .milliseconds(5)

  /// Requests sent over `channel`.
  init(channel: ProtocolChannel) { self.channel = channel }

  /// Lets waiting callers read `input` while nobody else does.
  func readWhileWaiting(_ input: SharedInput) {
    self.input.withLock { $0 = input }
  }

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
    guard let message = wait(for: slot, until: .now + timeout) else {
      _ = waiting.withLock { $0.take(id) }
      return .failure(JSONRPCError(.extensionUnresponsive, "the host did not answer \(Request.method) within \(timeout)"))
    }
    if case .errorResponse(_, let error) = message.kind { return .failure(error) }
    do {
      return .success(try message.result(for: Request.self))
    } catch {
      return .failure(error)
    }
  }

  /// The answer `slot` gets before `deadline`, reading the input while nobody else does.
  private func wait(for slot: ReplySlot, until deadline: ContinuousClock.Instant) -> JSONRPCMessage? {
    let input = input.withLock { $0 }
    while true {
      if let message = slot.message.withLock({ $0 }) { return message }
      let left = deadline - .now
      guard left > .zero else { return nil }
      let milliseconds = Int32(min(left, Self.lookAgain) / .milliseconds(1)) + 1
      if input?.pumpIfFree(timeoutMilliseconds: milliseconds) == true { continue }
      let slice = min(left, input == nil ? left : Self.lookAgain)
      let nanoseconds = Int(exactly: (slice / .nanoseconds(1)).rounded(.down)) ?? Int.max / 2
      _ = slot.semaphore.wait(timeout: .now() + .nanoseconds(nanoseconds))
    }
  }

  /// Hands an answer from the host to the caller waiting for it; called by whichever thread read it.
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

  /// Handles the host's notifications called `method` with `handler` (on the thread that read it);
  /// one handler per method, the last one set.
  package static func handleNotifications(_ method: String, with handler: @escaping @Sendable (JSONRPCMessage) -> Void) {
    handlers.withLock { $0[method] = handler }
  }

  /// Hands a notification from the host to its handler; one nobody handles is ignored, as
  /// JSON-RPC requires. Called on the main thread, in order with the requests.
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
