import Foundation
import Glibc
import HostProtocol
import Testing

/// Tier 2: real pipes in one process, no child. Catches partial reads and chunk boundaries.
struct FramingOverPipeTests {
  private func pipePair() throws -> (read: Int32, write: Int32) {
    var descriptors: [Int32] = [-1, -1]
    try #require(pipe(&descriptors) == 0)
    return (descriptors[0], descriptors[1])
  }

  @Test func framesCrossingChunkBoundariesArriveWhole() throws {
    let (readEnd, writeEnd) = try pipePair()
    defer { close(readEnd) }
    let bodies = [Array("{}".utf8), [UInt8](repeating: 65, count: 200_000), Array("[1,2,3]".utf8)]
    let writer = Thread {
      for body in bodies { try? FrameWriter(descriptor: writeEnd).write(body) }
      close(writeEnd)
    }
    writer.start()
    var reader = FrameReader(descriptor: readEnd, maxMessageBytes: 1 << 20, chunkSize: 4096)
    var received: [[UInt8]] = []
    while let body = try reader.next() { received.append(body) }
    #expect(received == bodies)
  }

  @Test func aStreamCutInsideAFrameIsAFramingError() throws {
    let (readEnd, writeEnd) = try pipePair()
    defer { close(readEnd) }
    try FrameWriter(descriptor: writeEnd).writeRaw(Array("Content-Length: 10\r\n\r\n{\"a\"".utf8))
    close(writeEnd)
    var reader = FrameReader(descriptor: readEnd)
    #expect(throws: FrameReadError.framing(.truncated(expected: 10, received: 4))) { try reader.next() }
  }

  @Test func writingToAClosedPipeIsPeerClosedNotSIGPIPE() throws {
    signal(SIGPIPE, SIG_IGN)
    let (readEnd, writeEnd) = try pipePair()
    close(readEnd)
    defer { close(writeEnd) }
    #expect(throws: FrameWriteError.peerClosed) { try FrameWriter(descriptor: writeEnd).write(Array("{}".utf8)) }
  }

  @Test func anOversizedDeclarationIsRefusedBeforeItsBodyIsRead() throws {
    let (readEnd, writeEnd) = try pipePair()
    defer {
      close(readEnd)
      close(writeEnd)
    }
    try FrameWriter(descriptor: writeEnd).writeRaw(Array("Content-Length: 999999999\r\n\r\n".utf8))
    var reader = FrameReader(descriptor: readEnd, maxMessageBytes: 1024)
    #expect(throws: FrameReadError.framing(.messageTooLarge(length: 999_999_999, limit: 1024))) { try reader.next() }
  }
}
