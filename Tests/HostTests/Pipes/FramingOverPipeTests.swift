import Foundation
import Glibc
import HostProtocol
import Testing

/// Tier 2: real pipes in one process, no child. Catches partial reads and chunk boundaries.
/// Every read and write runs under a deadline: a reader that would block forever (a size cap
/// removed, end of file ignored) fails by name instead of hanging the run.
@Suite(.timeLimit(.minutes(3)))
struct FramingOverPipeTests {
  @Test func framesCrossingChunkBoundariesArriveWhole() throws {
    let pipe = try TestPipe()
    let bodies = [Array("{}".utf8), [UInt8](repeating: 65, count: 200_000), Array("[1,2,3]".utf8)]
    let writer = Thread {
      for body in bodies { try? FrameWriter(descriptor: pipe.writeEnd).write(body) }
      pipe.closeWrite()
    }
    writer.start()
    let received = try withDeadline(waitingFor: "three frames and end of file", unblock: pipe.closeWrite) {
      var reader = FrameReader(descriptor: pipe.readEnd, maxMessageBytes: 1 << 20, chunkSize: 4096)
      var received: [[UInt8]] = []
      while let body = try reader.next() { received.append(body) }
      return received
    }
    #expect(received == bodies)
  }

  /// The buffer the extension's input and the suite watch read into is never zero-filled: each
  /// read hands back exactly the bytes it returned, however many earlier reads left behind.
  @Test func aReadBufferHandsBackExactlyWhatEachReadReturned() throws {
    let pipe = try TestPipe()
    let buffer = ReadBuffer(byteCount: 4)
    _ = write(pipe.writeEnd, "abcdefghij", 10)
    pipe.closeWrite()
    var reads: [String] = []
    while true {
      let count = buffer.read(from: pipe.readEnd)
      guard count > 0 else { break }
      reads.append(String(decoding: buffer.bytes(count), as: UTF8.self))
    }
    #expect(reads == ["abcd", "efgh", "ij"])
  }

  @Test func aStreamCutInsideAFrameIsAFramingError() throws {
    let pipe = try TestPipe()
    try FrameWriter(descriptor: pipe.writeEnd).writeRaw(Array("Content-Length: 10\r\n\r\n{\"a\"".utf8))
    pipe.closeWrite()
    let outcome = try withDeadline(waitingFor: "the reader to see the cut", unblock: pipe.closeWrite) {
      var reader = FrameReader(descriptor: pipe.readEnd)
      return Result { try reader.next() }
    }
    #expect(throws: FrameReadError.framing(.truncated(expected: 10, received: 4))) { try outcome.get() }
  }

  @Test func writingToAClosedPipeIsPeerClosedNotSIGPIPE() throws {
    signal(SIGPIPE, SIG_IGN)
    let pipe = try TestPipe()
    pipe.closeRead()
    let outcome = try withDeadline(waitingFor: "the write to fail", unblock: {}) {
      Result { try FrameWriter(descriptor: pipe.writeEnd).write(Array("{}".utf8)) }
    }
    #expect(throws: FrameWriteError.peerClosed) { try outcome.get() }
  }

  /// The write end stays open: a reader that waited for the announced body would block in
  /// `read(2)` until the deadline closes it.
  @Test func anOversizedDeclarationIsRefusedBeforeItsBodyIsRead() throws {
    let pipe = try TestPipe()
    try FrameWriter(descriptor: pipe.writeEnd).writeRaw(Array("Content-Length: 999999999\r\n\r\n".utf8))
    let outcome = try withDeadline(
      .seconds(30), waitingFor: "the reader to refuse a 999999999-byte declaration without reading its body",
      unblock: pipe.closeWrite
    ) {
      var reader = FrameReader(descriptor: pipe.readEnd, maxMessageBytes: 1024)
      return Result { try reader.next() }
    }
    #expect(throws: FrameReadError.framing(.messageTooLarge(length: 999_999_999, limit: 1024))) { try outcome.get() }
  }
}
