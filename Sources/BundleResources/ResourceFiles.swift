import Foundation
import Glibc

/// Reads the bundle's folders and files with the system's calls. Foundation's `FileManager`
/// costs a fresh process its first use, and its directory listing scans the conformance records
/// for a generic `joined(separator:)`: about 0.1 ms of a widget extension's start-up, before its
/// first string is localized (`perf record`). Every string lookup starts with these.
enum ResourceFiles {
  /// The names in the folder at `path`, without `.` and `..`; nil when it cannot be listed.
  static func names(inFolder path: String) -> [String]? {
    guard let folder = opendir(path) else { return nil }
    defer { closedir(folder) }
    var names: [String] = []
    while let entry = readdir(folder) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != ".", name != ".." { names.append(name) }
    }
    return names
  }

  /// The bytes of the regular file at `path`; nil when it cannot be read. Resource files are
  /// small; one larger than `limit` is not read.
  static func contents(ofFile path: String, limit: Int = 64 << 20) -> Data? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, Int(status.st_size) <= limit else {
      return nil
    }
    var data = Data(count: Int(status.st_size))
    var filled = 0
    let complete = data.withUnsafeMutableBytes { buffer -> Bool in
      while filled < buffer.count {
        let count = read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { return count == 0 }
        filled += count
      }
      return true
    }
    guard complete else { return nil }
    return filled == data.count ? data : data.prefix(filled)
  }
}
