package import Glibc

/// Reads every event an inotify descriptor (non-blocking) has queued, handing each with the
/// name it carries (empty for an event on the watched folder itself); returns when none is left.
package enum InotifyEvents {
  package static func drain(_ descriptor: Int32, bufferBytes: Int = 64 << 10, _ handle: (inotify_event, String) -> Void) {
    let buffer = ReadBuffer(byteCount: bufferBytes)
    while true {
      let count = buffer.read(from: descriptor)
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return }
      let raw = buffer.bytes(count)
      var offset = 0
      let header = MemoryLayout<inotify_event>.size
      while offset + header <= count {
        let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
        let nameBytes = raw[(offset + header)..<min(count, offset + header + Int(event.len))].prefix { $0 != 0 }
        offset += header + Int(event.len)
        handle(event, String(decoding: nameBytes, as: UTF8.self))
      }
    }
  }
}
