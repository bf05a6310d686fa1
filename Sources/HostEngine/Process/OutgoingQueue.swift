import Glibc

/// Bytes on their way to a non-blocking descriptor whose reader sets the pace (an extension's
/// request pipe, a daemon client's socket), with a ceiling: a reader that stops reading costs the
/// host at most `limit` bytes, and the writer learns it at once instead of blocking.
///
/// A plain value: the caller serialises access and decides what a full queue means.
struct OutgoingQueue: Sendable {
  /// The most bytes kept waiting.
  let limit: Int
  private var buffer: [UInt8] = []
  private var start = 0
  /// When the queue last stopped being empty or last moved bytes; nil while empty.
  private(set) var stalledSince: ContinuousClock.Instant?

  init(limit: Int) { self.limit = max(1, limit) }

  /// Bytes waiting.
  var count: Int { buffer.count - start }
  var isEmpty: Bool { count == 0 }

  /// Adds `bytes` after those waiting; false, adding nothing, when they would pass the limit.
  mutating func append(_ bytes: [UInt8], now: ContinuousClock.Instant = .now) -> Bool {
    guard count + bytes.count <= limit else { return false }
    if isEmpty { stalledSince = now }
    if start > 0 && start >= buffer.count / 2 {
      buffer.removeSubrange(0..<start)
      start = 0
    }
    buffer.append(contentsOf: bytes)
    return true
  }

  /// How one `flush` went.
  enum FlushResult: Equatable, Sendable {
    /// Everything was written.
    case drained
    /// The reader is not taking more now; poll for `POLLOUT`.
    case wouldBlock
    /// The descriptor failed (`EPIPE`: the reader is gone); what waits is dropped.
    case failed(errno: Int32)
  }

  /// Writes what the descriptor takes now, without blocking (the descriptor must be `O_NONBLOCK`).
  mutating func flush(to descriptor: Int32, now: ContinuousClock.Instant = .now) -> FlushResult {
    while !isEmpty {
      let written = buffer.withUnsafeBytes { bytes in
        Glibc.write(descriptor, bytes.baseAddress.map { $0 + start }, count)
      }
      if written > 0 {
        start += written
        stalledSince = now
        continue
      }
      let code = errno
      if written < 0 && code == EINTR { continue }
      if written < 0 && (code == EAGAIN || code == EWOULDBLOCK) { return .wouldBlock }
      drop()
      return .failed(errno: written < 0 ? code : EIO)
    }
    drop()
    return .drained
  }

  /// Forgets what waits (the descriptor is being closed).
  mutating func drop() {
    buffer.removeAll()
    start = 0
    stalledSince = nil
  }
}
