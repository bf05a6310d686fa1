import Foundation
package import HostProtocol
import Synchronization

/// The extension's end of the protocol pipes: serialised writes, and the requests cancelled so far.
package final class ProtocolChannel: Sendable {
  private let writer: Mutex<FrameWriter>
  private let cancelled = Mutex<Set<RequestID>>([])

  init(writer: FrameWriter) { self.writer = Mutex(writer) }

  /// Sends one message body; a host that has gone away ends the process.
  package func send(_ body: [UInt8]) {
    let failed = writer.withLock { writer -> Bool in
      do {
        try writer.write(body)
        return false
      } catch {
        return true
      }
    }
    if failed { exit(0) }
  }

  /// Sends a notification.
  package func notify<Notification: RPCNotification>(_ notification: Notification) {
    guard let body = try? JSONRPCEncoding.notification(notification) else { return }
    send(body)
  }

  /// Answers request `id` with a cancellation error, once, and suppresses later answers.
  func cancel(_ id: RequestID) {
    guard cancelled.withLock({ $0.insert(id).inserted }) else { return }
    send(JSONRPCEncoding.errorResponse(JSONRPCError(.requestCancelled, "request \(id) was cancelled"), id: id))
  }

  func isCancelled(_ id: RequestID) -> Bool { cancelled.withLock { $0.contains(id) } }
}

/// Answers one request. Every call sends a response, so a principal that completes twice is seen
/// by the host as answering twice, exactly as it behaved.
package final class Replier: Sendable {
  /// The request being answered.
  package let id: RequestID
  private let channel: ProtocolChannel

  init(id: RequestID, channel: ProtocolChannel) {
    self.id = id
    self.channel = channel
  }

  /// Sends a successful response.
  package func reply<Result: Encodable>(_ result: Result) {
    guard !channel.isCancelled(id) else { return }
    SharedDefaults.synchronize()  // what the principal wrote is on disk before the host acts on the answer
    do {
      channel.send(try JSONRPCEncoding.response(result, id: id))
    } catch {
      fail(JSONRPCError(.internalError, "the result could not be encoded: \(error)"))
    }
  }

  /// Sends an error response.
  package func fail(_ error: JSONRPCError) {
    guard !channel.isCancelled(id) else { return }
    channel.send(JSONRPCEncoding.errorResponse(error, id: id))
  }
}
