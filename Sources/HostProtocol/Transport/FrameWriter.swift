#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes `Content-Length` frames to a file descriptor, each frame with as few `write(2)` calls as
/// the pipe allows. Not synchronised: callers that write from several threads serialise.
public struct FrameWriter: Sendable {
  /// The descriptor written to; not closed by the writer.
  public let descriptor: Int32

  public init(descriptor: Int32) { self.descriptor = descriptor }

  /// Frames `body` and writes it completely.
  ///
  /// - Throws: `FrameWriteError.peerClosed` when the reader is gone (EPIPE), `.io` otherwise.
  ///   The process must ignore SIGPIPE for EPIPE to arrive as an error.
  public func write(_ body: [UInt8]) throws(FrameWriteError) {
    try writeRaw(framed(body))
  }

  /// Writes bytes as they are, without framing.
  public func writeRaw(_ bytes: [UInt8]) throws(FrameWriteError) {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer in
        #if canImport(Glibc)
          Glibc.write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
        #else
          Darwin.write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
        #endif
      }
      if written < 0 {
        let code = errno
        if code == EINTR { continue }
        if code == EAGAIN {
          var pollDescriptor = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
          _ = poll(&pollDescriptor, 1, 100)
          continue
        }
        throw code == EPIPE ? .peerClosed : .io(errno: code)
      }
      offset += written
    }
  }
}

/// Why a frame could not be written.
public enum FrameWriteError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The reading end is closed.
  case peerClosed
  /// `write(2)` failed.
  case io(errno: Int32)

  public var description: String {
    switch self {
    case .peerClosed: "the peer closed its end of the pipe"
    case .io(let code): "write failed: \(String(cString: strerror(code)))"
    }
  }
}
