import Glibc
import Testing

@testable import HostEngine

/// Tier 2: the bounded outgoing queue over a real non-blocking pipe whose reader does not read.
struct OutgoingQueueTests {
  private func nonBlockingPipe() throws -> (read: Int32, write: Int32) {
    var descriptors: [Int32] = [-1, -1]
    try #require(pipe(&descriptors) == 0)
    _ = fcntl(descriptors[1], F_SETFL, fcntl(descriptors[1], F_GETFL) | O_NONBLOCK)
    return (descriptors[0], descriptors[1])
  }

  @Test func aReaderThatStopsReadingFillsTheQueueToItsLimitAndNoFurther() throws {
    let (readEnd, writeEnd) = try nonBlockingPipe()
    defer {
      close(readEnd)
      close(writeEnd)
    }
    var queue = OutgoingQueue(limit: 256 << 10)
    let chunk = [UInt8](repeating: 7, count: 16 << 10)
    var accepted = 0
    var results: [OutgoingQueue.FlushResult] = []
    while queue.append(chunk) {
      accepted += chunk.count
      results.append(queue.flush(to: writeEnd))
      #expect(accepted < 16 << 20, "the queue never refused")
      if accepted >= 16 << 20 { break }
    }
    #expect(results.contains(.wouldBlock), "the pipe filled and the write did not block")
    #expect(queue.count <= 256 << 10)
    #expect(queue.count + chunk.count > 256 << 10, "refused only when the next chunk would pass the limit")
    #expect(queue.stalledSince != nil)
  }

  @Test func whatWaitsIsWrittenInOrderOnceTheReaderReads() throws {
    let (readEnd, writeEnd) = try nonBlockingPipe()
    defer {
      close(readEnd)
      close(writeEnd)
    }
    var queue = OutgoingQueue(limit: 1 << 20)
    var sent: [UInt8] = []
    for index in 0..<64 {
      let piece = [UInt8](repeating: UInt8(index), count: 4096)
      sent += piece
      let accepted = queue.append(piece)
      #expect(accepted)
      _ = queue.flush(to: writeEnd)
    }
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while received.count < sent.count {
      let count = buffer.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
      try #require(count > 0)
      received += buffer[0..<count]
      _ = queue.flush(to: writeEnd)
    }
    #expect(received == sent)
    #expect(queue.isEmpty)
    #expect(queue.stalledSince == nil)
  }

  @Test func aClosedReaderFailsTheFlushAndDropsWhatWaits() throws {
    signal(SIGPIPE, SIG_IGN)
    let (readEnd, writeEnd) = try nonBlockingPipe()
    defer { close(writeEnd) }
    close(readEnd)
    var queue = OutgoingQueue(limit: 1 << 20)
    let accepted = queue.append([1, 2, 3])
    #expect(accepted)
    let result = queue.flush(to: writeEnd)
    #expect(result == .failed(errno: EPIPE))
    #expect(queue.isEmpty)
  }
}
