#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads `Content-Length` frames from a file descriptor with large buffered reads. Blocking.
///
/// Use it from a thread of its own, never from the cooperative pool. It does not close the
/// descriptor.
public struct FrameReader: ~Copyable {
  private let descriptor: Int32
  private var decoder: FrameDecoder
  private var chunk: [UInt8]
  private let frameDeadline: Duration?
  /// When the frame being read began (its first byte came), while one is begun.
  private var frameBegan: ContinuousClock.Instant?

  /// Reads from `descriptor`, refusing headers and bodies larger than the limits, and, with a
  /// `frameDeadline`, a frame not finished that long after its first byte came (waiting between
  /// frames is not limited).
  public init(descriptor: Int32, maxMessageBytes: Int = 4 << 20, chunkSize: Int = 64 << 10, frameDeadline: Duration? = nil) {
    self.descriptor = descriptor
    self.decoder = FrameDecoder(maxMessageBytes: maxMessageBytes)
    self.chunk = [UInt8](repeating: 0, count: chunkSize)
    self.frameDeadline = frameDeadline
  }

  /// The next body, or nil at a clean end of stream.
  ///
  /// - Throws: `FrameReadError.framing` for a malformed stream (fatal for it), `.io` for a read error.
  public mutating func next() throws(FrameReadError) -> [UInt8]? {
    while true {
      do {
        if let body = try decoder.next() {
          frameBegan = nil
          return body
        }
      } catch {
        throw .framing(error)
      }
      try awaitRestOfFrame()
      let count = chunk.withUnsafeMutableBytes { buffer in read(descriptor, buffer.baseAddress, buffer.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw .io(errno: errno)
      }
      if count == 0 {
        do {
          try decoder.finish()
        } catch {
          throw .framing(error)
        }
        return nil
      }
      decoder.append(chunk[0..<count])
    }
  }
}

extension FrameReader {
  /// Returns once `descriptor` is readable, or at once between frames or without a deadline.
  ///
  /// - Throws: `.framing(.stalled)` when a frame begun is not finished by its deadline.
  private mutating func awaitRestOfFrame() throws(FrameReadError) {
    guard let frameDeadline, decoder.bufferedByteCount > 0 else { return }
    let began = frameBegan ?? .now
    frameBegan = began
    while true {
      let left = (began + frameDeadline - .now) / .milliseconds(1)
      var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      let ready = poll(&waiting, 1, Int32(clamping: Int(max(0, left.rounded(.up)))))
      if ready > 0 { return }
      if ready < 0, errno == EINTR { continue }
      if ready < 0 { throw .io(errno: errno) }
      throw .framing(.stalled(received: decoder.bufferedByteCount, milliseconds: Int(frameDeadline / .milliseconds(1))))
    }
  }
}

/// Why a frame could not be read.
public enum FrameReadError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The stream is not valid framing.
  case framing(FramingError)
  /// `read(2)` failed.
  case io(errno: Int32)

  public var description: String {
    switch self {
    case .framing(let error): "\(error)"
    case .io(let code): "read failed: \(String(cString: strerror(code)))"
    }
  }
}
