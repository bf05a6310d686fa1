import Foundation
package import HostProtocol
import Synchronization

/// The extension's end of the protocol pipes: serialised writes, the requests still being worked
/// on, and those cancelled while in flight.
package final class ProtocolChannel: Sendable {
  private let writer: Mutex<FrameWriter>
  private let requests = Mutex(ServedRequests())

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

  /// Notes that request `id` arrived and is being worked on.
  func begin(_ id: RequestID) {
    requests.withLock { $0.begin(id) }
  }

  /// Answers request `id` with a cancellation error if it is still in flight, and suppresses its
  /// later answer; a cancel for a request already answered changes nothing (one answer, never two).
  func cancel(_ id: RequestID) {
    guard requests.withLock({ $0.cancel(id) }) else { return }
    send(JSONRPCEncoding.errorResponse(JSONRPCError(.requestCancelled, "request \(id) was cancelled"), id: id))
  }

  /// Whether an answer to `id` may go out: false once it was cancelled. Later answers after the
  /// first still go out, so an extension that answers twice is seen doing so.
  func mayAnswer(_ id: RequestID) -> Bool {
    requests.withLock { $0.mayAnswer(id) }
  }
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
    send { try JSONRPCEncoding.response(result, id: $0) }
  }

  /// Sends a successful response whose result writes itself (found without a protocol lookup).
  package func reply<Result: Encodable & FastJSONEncodable>(_ result: Result) {
    send { try JSONRPCEncoding.response(result, id: $0) }
  }

  private func send(_ body: (RequestID) throws -> [UInt8]) {
    guard channel.mayAnswer(id) else { return }
    SharedDefaults.synchronize()  // what the principal wrote is on disk before the host acts on the answer
    do {
      channel.send(try body(id))
    } catch {
      fail(JSONRPCError(.internalError, JSONRPCEncoding.encodingFailure(error)))
    }
  }

  /// Sends an error response.
  package func fail(_ error: JSONRPCError) {
    guard channel.mayAnswer(id) else { return }
    channel.send(JSONRPCEncoding.errorResponse(error, id: id))
  }
}
