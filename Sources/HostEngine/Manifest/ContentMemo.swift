import Foundation
import Synchronization

/// Remembers what a file's bytes decoded to, so a file read again unchanged is not decoded again:
/// the daemon reads the manifests, the stores file and the App Group seed on every visit, and
/// decoding them was half of a warm visit. Entries are keyed by path and match only identical
/// bytes, so a changed file is always decoded afresh.
final class ContentMemo<Value: Sendable>: Sendable {
  private let entries = Mutex<[String: (bytes: Data, value: Value)]>([:])
  private let capacity: Int

  /// Keeps at most `capacity` files (one per app the daemon serves, say).
  init(capacity: Int = 16) { self.capacity = capacity }

  /// What `bytes` of the file at `path` decoded to last time, if they are the same bytes.
  func value(path: String, bytes: Data) -> Value? {
    entries.withLock { entries in
      guard let entry = entries[path], entry.bytes == bytes else { return nil }
      return entry.value
    }
  }

  /// Remembers that `bytes` of the file at `path` decode to `value`.
  func remember(_ value: Value, path: String, bytes: Data) {
    entries.withLock { entries in
      if entries[path] == nil && entries.count >= capacity { entries.removeAll() }
      entries[path] = (bytes, value)
    }
  }
}
