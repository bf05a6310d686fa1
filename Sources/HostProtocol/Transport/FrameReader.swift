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

  /// Reads from `descriptor`, refusing headers and bodies larger than the limits.
  public init(descriptor: Int32, maxMessageBytes: Int = 4 << 20, chunkSize: Int = 64 << 10) {
    self.descriptor = descriptor
    self.decoder = FrameDecoder(maxMessageBytes: maxMessageBytes)
    self.chunk = [UInt8](repeating: 0, count: chunkSize)
  }

  /// The next body, or nil at a clean end of stream.
  ///
  /// - Throws: `FrameReadError.framing` for a malformed stream (fatal for it), `.io` for a read error.
  public mutating func next() throws(FrameReadError) -> [UInt8]? {
    while true {
      do {
        if let body = try decoder.next() { return body }
      } catch {
        throw .framing(error)
      }
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
