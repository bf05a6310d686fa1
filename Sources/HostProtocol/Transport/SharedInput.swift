#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Synchronization

/// A protocol input that any thread of the process may read, one at a time: the main thread
/// between the calls it serves, a thread waiting for the other side's answer, a watcher while the
/// main thread is busy. No thread hands frames to another just to read them, so a request costs
/// no thread switch on its way in.
///
/// Whoever holds the input reads what the pipe holds and hands every complete frame to `route`,
/// in order, before letting go: frames are handled in the order they arrived, whoever read them,
/// and no complete frame is ever left waiting in the buffer while the pipe is quiet.
public final class SharedInput: Sendable {
  /// What the input yields.
  public enum Event: Sendable {
    /// One complete message body.
    case frame([UInt8])
    /// The clean end of the stream: the other side is gone.
    case end
    /// A stream that is not valid framing, or a failed read.
    case broken(FrameReadError)
  }

  private struct Reading: ~Copyable {
    var decoder: FrameDecoder
    let chunk: ReadBuffer
    /// The stream ended or broke: it is routed once, and the input is not read again.
    var finished = false
  }

  private let descriptor: Int32
  private let reading: Mutex<Reading>
  /// Written by a thread that wants the input while another holds it: the holder's `poll(2)`
  /// wakes and lets go.
  private let handBack = WakePipe()
  /// Threads blocked waiting for the input: a holder that merely helps (``pumpIfFree``) leaves it
  /// to them.
  private let wanting = Atomic<Int>(0)
  private let route: @Sendable (Event) -> Void

  /// Reads `descriptor` (blocking or not; it is only read when `poll(2)` says it is readable),
  /// refusing messages over `maxMessageBytes`, and hands what it yields to `route` on the thread
  /// that read it, while that thread holds the input.
  public init(descriptor: Int32, maxMessageBytes: Int, route: @escaping @Sendable (Event) -> Void) {
    self.descriptor = descriptor
    self.route = route
    reading = Mutex(Reading(decoder: FrameDecoder(maxMessageBytes: maxMessageBytes), chunk: ReadBuffer(byteCount: 64 << 10)))
  }

  /// Takes the input, waiting for a thread that holds it to let go, then waits up to
  /// `timeoutMilliseconds` (-1: without end) for the input or one of `others` to be readable,
  /// and reads and routes what the input holds.
  ///
  /// - Returns: the descriptors of `others` that are readable.
  public func pump(timeoutMilliseconds: Int32, others: [Int32] = []) -> [Int32] {
    if let ready = reading.withLockIfAvailable({ hold(&$0, timeoutMilliseconds, others) }) { return ready }
    wanting.add(1, ordering: .relaxed)
    handBack.poke()
    return reading.withLock { reading in
      wanting.subtract(1, ordering: .relaxed)
      return hold(&reading, timeoutMilliseconds, others)
    }
  }

  /// Reads and routes what arrives within `timeoutMilliseconds`, if no thread holds or waits for
  /// the input; returns false, at once, when one does (it reads for everyone).
  public func pumpIfFree(timeoutMilliseconds: Int32) -> Bool {
    guard wanting.load(ordering: .relaxed) == 0 else { return false }
    return reading.withLockIfAvailable { hold(&$0, timeoutMilliseconds, []) } != nil
  }

  private func hold(_ reading: inout Reading, _ timeout: Int32, _ others: [Int32]) -> [Int32] {
    var descriptors = [
      pollfd(fd: reading.finished ? -1 : descriptor, events: Int16(POLLIN), revents: 0),
      pollfd(fd: handBack.readEnd, events: Int16(POLLIN), revents: 0),
    ]
    descriptors += others.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
    guard poll(&descriptors, nfds_t(descriptors.count), timeout) > 0 else { return [] }
    if descriptors[1].revents != 0 { handBack.clear() }
    if descriptors[0].revents != 0 { readOnce(&reading) }
    return descriptors[2...].filter { $0.revents != 0 }.map(\.fd)
  }

  /// One `read(2)`, then every complete frame routed.
  private func readOnce(_ reading: inout Reading) {
    let count = reading.chunk.read(from: descriptor)
    if count < 0 {
      if errno != EINTR && errno != EAGAIN { finish(&reading, .broken(.io(errno: errno))) }
      return
    }
    guard count > 0 else {
      do {
        try reading.decoder.finish()
        finish(&reading, .end)
      } catch {
        finish(&reading, .broken(.framing(error)))
      }
      return
    }
    reading.decoder.append(reading.chunk.bytes(count))
    do {
      while let body = try reading.decoder.next() { route(.frame(body)) }
    } catch {
      finish(&reading, .broken(.framing(error)))
    }
  }

  private func finish(_ reading: inout Reading, _ event: Event) {
    reading.finished = true
    route(event)
  }
}
