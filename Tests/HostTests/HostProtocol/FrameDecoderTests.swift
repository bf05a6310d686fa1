import HostProtocol
import Testing

struct FrameDecoderTests {
  @Test func splitsFramesDeliveredOneByteAtATime() throws {
    var decoder = FrameDecoder()
    let stream = framed(Array("{\"a\":1}".utf8)) + framed(Array("[]".utf8))
    var bodies: [String] = []
    for byte in stream {
      decoder.append([byte])
      while let body = try decoder.next() { bodies.append(String(decoding: body, as: UTF8.self)) }
    }
    #expect(bodies == ["{\"a\":1}", "[]"])
    try decoder.finish()
  }

  @Test func skipsOtherHeadersAndIgnoresCase() throws {
    var decoder = FrameDecoder()
    decoder.append(Array("Content-Type: application/json\r\ncontent-length: 2\r\n\r\n{}".utf8))
    #expect(try decoder.next() == Array("{}".utf8))
  }

  @Test(arguments: [
    ("Content-Length: 99999999999999999999999\r\n\r\n", FramingError.invalidContentLength("99999999999999999999999")),
    ("Content-Length: -1\r\n\r\n", FramingError.invalidContentLength("-1")),
    ("Content-Type: x\r\n\r\n", FramingError.missingContentLength),
    ("garbage\r\n\r\n", FramingError.invalidHeader("garbage")),
    ("Content-Length: 2000\r\n\r\n", FramingError.messageTooLarge(length: 2000, limit: 1000)),
    ("Content-Length: 5\r\nContent-Length: 2\r\n\r\n{}", FramingError.invalidContentLength("5, then 2: two Content-Length fields")),
  ])
  func rejectsHostileHeaders(header: String, expected: FramingError) {
    var decoder = FrameDecoder(maxHeaderBytes: 64, maxMessageBytes: 1000)
    decoder.append(Array(header.utf8))
    #expect(throws: expected) { try decoder.next() }
  }

  /// A complete header longer than the cap is refused even though its end arrived with it; one
  /// within the cap is read.
  @Test func capsACompleteHeaderByItsLength() throws {
    func header(padding: Int) -> [UInt8] {
      Array(("Content-Length: 2\r\nX-Pad: " + String(repeating: "a", count: padding) + "\r\n\r\n{}").utf8)
    }
    var long = FrameDecoder(maxHeaderBytes: 64)
    long.append(header(padding: 60))
    #expect(throws: FramingError.headerTooLong(limit: 64)) { try long.next() }
    var short = FrameDecoder(maxHeaderBytes: 64)
    short.append(header(padding: 10))
    #expect(try short.next() == Array("{}".utf8))
  }

  @Test func capsAHeaderThatNeverEnds() {
    var decoder = FrameDecoder(maxHeaderBytes: 64)
    decoder.append([UInt8](repeating: 65, count: 100))
    #expect(throws: FramingError.headerTooLong(limit: 64)) { try decoder.next() }
  }

  @Test func reportsAStreamThatEndsInsideAFrame() throws {
    var decoder = FrameDecoder()
    decoder.append(Array("Content-Length: 10\r\n\r\n{}".utf8))
    #expect(try decoder.next() == nil)
    #expect(throws: FramingError.truncated(expected: 10, received: 2)) { try decoder.finish() }
  }
}
