#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Memory that `read(2)` fills: allocated once, never zero-filled, since only the bytes a read
/// returned are ever looked at. A zero-filled 64 KiB array costs a fresh process a `memset` and
/// the page faults of every page it touches, on each launch or each drain.
package struct ReadBuffer: ~Copyable {
  private let storage: UnsafeMutableRawBufferPointer

  /// A buffer of `byteCount` bytes.
  package init(byteCount: Int) {
    storage = .allocate(byteCount: byteCount, alignment: MemoryLayout<Int>.alignment)
  }

  deinit { storage.deallocate() }

  /// One `read(2)` of `descriptor` into the buffer: the count of bytes read, 0 at the end of the
  /// stream, -1 with `errno` set.
  package func read(from descriptor: Int32) -> Int {
    #if canImport(Glibc)
      Glibc.read(descriptor, storage.baseAddress, storage.count)
    #else
      Darwin.read(descriptor, storage.baseAddress, storage.count)
    #endif
  }

  /// The first `count` bytes, as the last read left them.
  package func bytes(_ count: Int) -> UnsafeRawBufferPointer {
    UnsafeRawBufferPointer(rebasing: storage[0..<count])
  }
}
