/// Why a byte stream is not a valid sequence of `Content-Length` frames. Always fatal for the stream.
public enum FramingError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The header block grew past the cap without a blank line ending it.
  case headerTooLong(limit: Int)
  /// A header line is not `Name: value`, or is not ASCII.
  case invalidHeader(String)
  /// The header block has no `Content-Length`.
  case missingContentLength
  /// `Content-Length` is not a non-negative decimal number that fits.
  case invalidContentLength(String)
  /// The declared body is larger than the cap.
  case messageTooLarge(length: Int, limit: Int)
  /// The stream ended in the middle of a frame.
  case truncated(expected: Int, received: Int)
  /// A frame begun was not finished within the reader's deadline (a writer that stopped halfway).
  case stalled(received: Int, milliseconds: Int)

  public var description: String {
    switch self {
    case .headerTooLong(let limit): "frame header longer than \(limit) bytes without a blank line"
    case .invalidHeader(let line): "malformed frame header line '\(line)'"
    case .missingContentLength: "frame header without Content-Length"
    case .invalidContentLength(let value): "invalid Content-Length '\(value)'"
    case .messageTooLarge(let length, let limit): "message of \(length) bytes exceeds the limit of \(limit) bytes"
    case .truncated(let expected, let received):
      "stream ended inside a frame (\(received) of \(expected) bytes received)"
    case .stalled(let received, let milliseconds):
      "a frame was begun and not finished within \(milliseconds) ms (\(received) bytes received); write each frame whole"
    }
  }
}
