import Dispatch
import Glibc
import HostProtocol
import Synchronization

/// One daemon client's socket: replies queue (bounded) and a writer thread of its own writes them,
/// so a client that does not read blocks only that thread, never a task or another client. A
/// client whose unread replies pass the limit is dropped. The descriptor is closed exactly once,
/// after both the reader and the writer are done with it.
final class ClientConnection: Sendable {
  let descriptor: Int32
  private let replyLimit: Int
  private let outbox = Mutex(Outbox())
  /// Its requests being served, and since when it has had none.
  private let activity = Mutex(Activity())
  private let ready = DispatchSemaphore(value: 0)
  private let writerDone = DispatchSemaphore(value: 0)

  private struct Outbox {
    var replies: [[UInt8]] = []
    var bytes = 0
    var finished = false
    var overrun = false
  }

  private struct Activity {
    var inFlight = 0
    var idleSince = ContinuousClock.now
    var evicted = false
  }

  init(descriptor: Int32, replyLimit: Int) {
    self.descriptor = descriptor
    self.replyLimit = replyLimit
  }

  /// Queues a reply; drops the client instead when its unread replies would pass the limit. A
  /// reply queued behind none always goes out, however large (a visit's report with its capped
  /// output): the limit is on replies piling up unread, not on one answer.
  func send(_ body: [UInt8]) {
    let frame = framed(body)
    let overrun = outbox.withLock { outbox -> Bool in
      guard !outbox.finished, !outbox.overrun else { return false }
      guard outbox.bytes == 0 || outbox.bytes + frame.count <= replyLimit else {
        outbox.overrun = true
        outbox.replies.removeAll()
        outbox.bytes = 0
        return true
      }
      outbox.replies.append(frame)
      outbox.bytes += frame.count
      return false
    }
    if overrun { shutdown(descriptor, Int32(SHUT_RDWR)) }  // ends the reader's read and the writer's write
    ready.signal()
  }

  /// A request of the client's began: it is not idle until the request ends.
  func requestBegan() { activity.withLock { $0.inFlight += 1 } }

  /// A request of the client's ended (its reply queued).
  func requestEnded() {
    activity.withLock {
      $0.inFlight -= 1
      $0.idleSince = .now
    }
  }

  /// How long the client has had no request being served; nil while one is.
  func idleTime(at now: ContinuousClock.Instant) -> Duration? {
    activity.withLock { $0.inFlight == 0 && !$0.evicted ? now - $0.idleSince : nil }
  }

  /// Closes an idle client to make room for another: tells it why without waiting for it, and
  /// ends its reader and writer. False when a request of its began since it was chosen.
  func evict(_ notice: [UInt8]) -> Bool {
    let idle = activity.withLock { activity -> Bool in
      guard activity.inFlight == 0, !activity.evicted else { return false }
      activity.evicted = true
      return true
    }
    guard idle else { return false }
    let frame = framed(notice)
    _ = frame.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT | MSG_NOSIGNAL)) }
    shutdown(descriptor, Int32(SHUT_RDWR))
    return true
  }

  /// Whether the client was dropped for not reading.
  var wasOverrun: Bool { outbox.withLock { $0.overrun } }
  var isDropped: Bool { wasOverrun }

  /// Ends the client's reads (the daemon is stopping); queued replies still go out.
  func stopReading() { shutdown(descriptor, Int32(SHUT_RD)) }

  /// Writes queued replies until `finish`; runs on the client's writer thread.
  func writeLoop() {
    let writer = FrameWriter(descriptor: descriptor)
    while true {
      ready.wait()
      let (replies, finished) = outbox.withLock { outbox in
        defer {
          outbox.replies.removeAll()
          outbox.bytes = 0
        }
        return (outbox.replies, outbox.finished || outbox.overrun)
      }
      for reply in replies {
        do { try writer.writeRaw(reply) } catch { break }
      }
      if finished { break }
    }
    writerDone.signal()
  }

  /// The reader is done and every reply is queued: lets the writer drain, then closes.
  func finish() {
    outbox.withLock { $0.finished = true }
    ready.signal()
    writerDone.wait()
    close(descriptor)
  }

  /// Tells a client over the limit why, without waiting for it, and closes.
  func refuse(_ body: [UInt8]) {
    let frame = framed(body)
    _ = frame.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT | MSG_NOSIGNAL)) }
    close(descriptor)
  }
}
