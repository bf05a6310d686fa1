/// Splits a byte stream into `Content-Length`-framed message bodies; pure, no I/O.
///
/// Headers are ASCII lines `Name: value` ended by `\r\n`, then a blank line, as in LSP's base
/// protocol. Only `Content-Length` is read; other fields (such as `Content-Type`) are skipped. The
/// header block and the body are both capped, and the length is parsed with overflow checks, so a
/// hostile peer cannot make the decoder allocate or loop without bound.
public struct FrameDecoder: Sendable {
  /// The largest header block accepted, in bytes.
  public let maxHeaderBytes: Int
  /// The largest body accepted, in bytes.
  public let maxMessageBytes: Int

  private var buffer: [UInt8] = []
  private var start = 0
  private var pendingBodyLength: Int?
  private var headerSearchFrom = 0

  public init(maxHeaderBytes: Int = 1024, maxMessageBytes: Int = 4 << 20) {
    self.maxHeaderBytes = maxHeaderBytes
    self.maxMessageBytes = maxMessageBytes
  }

  /// Bytes received but not yet returned as a frame.
  public var bufferedByteCount: Int { buffer.count - start }

  /// Adds bytes read from the stream.
  public mutating func append(_ bytes: some Collection<UInt8>) {
    if start > 0 && start >= buffer.count / 2 {
      buffer.removeSubrange(0..<start)
      headerSearchFrom -= start
      start = 0
    }
    buffer.append(contentsOf: bytes)
  }

  /// The next complete body, or nil when more bytes are needed.
  public mutating func next() throws(FramingError) -> [UInt8]? {
    if pendingBodyLength == nil {
      guard let length = try parseHeader() else { return nil }
      pendingBodyLength = length
    }
    guard let length = pendingBodyLength, buffer.count - start >= length else { return nil }
    let body = Array(buffer[start..<start + length])
    start += length
    headerSearchFrom = start
    pendingBodyLength = nil
    return body
  }

  /// Checks the stream ended on a frame boundary; call at end of file.
  public func finish() throws(FramingError) {
    let leftover = buffer.count - start
    guard leftover > 0 || pendingBodyLength != nil else { return }
    throw .truncated(expected: pendingBodyLength ?? leftover + 1, received: leftover)
  }

  private mutating func parseHeader() throws(FramingError) -> Int? {
    guard let end = headerEnd() else {
      if buffer.count - start > maxHeaderBytes { throw .headerTooLong(limit: maxHeaderBytes) }
      return nil
    }
    if end - start > maxHeaderBytes { throw .headerTooLong(limit: maxHeaderBytes) }
    var length: Int?
    var lineStart = start
    while lineStart < end {
      var lineEnd = lineStart
      while !(buffer[lineEnd] == 13 && buffer[lineEnd + 1] == 10) { lineEnd += 1 }
      if let value = try parseLine(buffer[lineStart..<lineEnd]) {
        // Two lengths frame the same bytes two ways (as request smuggling does): never pick one.
        if let first = length { throw .invalidContentLength("\(first), then \(value): two Content-Length fields") }
        length = value
      }
      lineStart = lineEnd + 2
    }
    start = end + 2
    guard let length else { throw .missingContentLength }
    guard length <= maxMessageBytes else { throw .messageTooLarge(length: length, limit: maxMessageBytes) }
    return length
  }

  /// Index of the `\r\n` that starts the terminating `\r\n\r\n`, scanning only new bytes.
  private mutating func headerEnd() -> Int? {
    var index = max(headerSearchFrom, start)
    while index + 3 < buffer.count {
      if buffer[index] == 13 && buffer[index + 1] == 10 && buffer[index + 2] == 13 && buffer[index + 3] == 10 {
        return index + 2
      }
      index += 1
    }
    headerSearchFrom = max(start, buffer.count - 3)
    return nil
  }

  private func parseLine(_ line: ArraySlice<UInt8>) throws(FramingError) -> Int? {
    guard let colon = line.firstIndex(of: UInt8(ascii: ":")), line.allSatisfy({ $0 < 128 }) else {
      throw .invalidHeader(String(decoding: line.prefix(80), as: UTF8.self))
    }
    let name = line[line.startIndex..<colon]
    guard Self.equalsIgnoringCase(name, "content-length") else { return nil }
    let value = line[(colon + 1)...].drop { $0 == 32 || $0 == 9 }.reversed().drop { $0 == 32 || $0 == 9 }.reversed()
    var number = 0
    guard !value.isEmpty else { throw .invalidContentLength("") }
    for byte in value {
      guard byte >= 48 && byte <= 57 else { throw .invalidContentLength(String(decoding: value, as: UTF8.self)) }
      let (times10, overflow1) = number.multipliedReportingOverflow(by: 10)
      let (sum, overflow2) = times10.addingReportingOverflow(Int(byte - 48))
      guard !overflow1 && !overflow2 else { throw .invalidContentLength(String(decoding: value, as: UTF8.self)) }
      number = sum
    }
    return number
  }

  private static func equalsIgnoringCase(_ bytes: ArraySlice<UInt8>, _ lowercase: StaticString) -> Bool {
    guard bytes.count == lowercase.utf8CodeUnitCount else { return false }
    return lowercase.withUTF8Buffer { expected in
      zip(bytes, expected).allSatisfy { ($0 | 0x20) == $1 || $0 == $1 }
    }
  }
}

/// Frames a body: `Content-Length: N\r\n\r\n` followed by the body, in one buffer.
public func framed(_ body: [UInt8]) -> [UInt8] {
  var frame = Array("Content-Length: \(body.count)\r\n\r\n".utf8)
  frame.reserveCapacity(frame.count + body.count)
  frame.append(contentsOf: body)
  return frame
}
