import Glibc
import HostProtocol
import Synchronization

extension ExtensionConnection {
  /// Sends `request` with `$/cancelRequest` for it in the same `write(2)`, the cancel first; waits for
  /// how the request ends.
  ///
  /// This is a host that gives up on a request as it sends it. The cancel goes first because a
  /// cancel that trails a fast request on the pipe races its answer: whether the extension reads the
  /// cancel before or after it answered would decide the verdict, run by run. Either way the request
  /// must get exactly one answer.
  ///
  /// The write goes through a duplicate of the request descriptor, so the descriptor cannot be
  /// closed and reused under it; two small frames (under `PIPE_BUF`) are never interleaved with the
  /// connection's own writes.
  func requestCancelledAsSent<Request: RPCRequest>(_ request: Request, timeout: Duration) async
    -> (id: RequestID, outcome: RequestOutcome<Request.Response>)
  {
    let id = state.withLock { state -> RequestID in
      state.nextID += 1
      return .number(state.nextID)
    }
    guard let body = try? JSONRPCEncoding.request(request, id: id),
      let cancel = try? JSONRPCEncoding.notification(CancelRequestNotification(id: id))
    else { return (id, .extensionGone("the host could not encode \(Request.method)")) }
    let deadline = ContinuousClock.now + timeout
    let reply = await withCheckedContinuation { continuation in
      let exitReason = state.withLock { state -> String? in
        if let reason = state.goneReason { return reason }
        state.pending[id] = PendingRequest(
          method: Request.method, deadline: deadline, timeoutMilliseconds: Int(timeout / .milliseconds(1)),
          continuation: continuation)
        return nil
      }
      if let exitReason {
        continuation.resume(returning: .gone(exitReason))
        return
      }
      wake()
      writeAtOnce([cancel, body])
    }
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

  /// Frames `bodies` and writes them in one `write(2)`, recording each in the transcript.
  private func writeAtOnce(_ bodies: [[UInt8]]) {
    var bytes: [UInt8] = []
    for body in bodies {
      record(.sent, String(decoding: body, as: UTF8.self))
      bytes += Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }
    let descriptor = dup(process.requestDescriptor)
    guard descriptor >= 0 else { return }
    defer { close(descriptor) }
    // A failed write means the extension is gone; the poll loop reports how it ended.
    try? FrameWriter(descriptor: descriptor).writeRaw(bytes)
  }
}
