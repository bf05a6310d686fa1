#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A pipe whose two ends are close-on-exec and non-blocking: a thread's wake-up, written by any
/// other thread, read empty by the one that waits on it. The ends are -1 when `pipe(2)` failed.
struct WakePipe: Sendable {
  /// The end the waiting thread polls.
  let readEnd: Int32
  /// The end other threads write.
  let writeEnd: Int32

  init() {
    var ends: [Int32] = [-1, -1]
    if pipe(&ends) == 0 {
      for end in ends {
        _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      }
    }
    (readEnd, writeEnd) = (ends[0], ends[1])
  }

  /// Wakes the thread waiting on `readEnd`.
  func poke() {
    var byte: UInt8 = 1
    _ = write(writeEnd, &byte, 1)
  }

  /// Reads every byte waiting, so the next wait blocks again.
  func clear() {
    var bytes = [UInt8](repeating: 0, count: 64)
    while read(readEnd, &bytes, bytes.count) > 0 {}
  }
}
