import Glibc

/// The few file-system calls the manifest readers need, on raw file descriptors (no Foundation).
///
/// A path holding a NUL is never passed to C, which would stop at the NUL and act on another
/// file (`/tmp\0/x` is `/tmp`): it names nothing (`kind(of:)` is nil) and cannot be read, listed
/// or written (`nulRefusal`).
package enum FileSystem {
  /// The kind of a directory entry.
  package enum EntryKind: Sendable, Equatable {
    case file, directory, other
  }

  /// A directory entry.
  package struct Entry: Sendable, Equatable {
    /// The entry's name (no directory part).
    package let name: String
    /// What it is (symbolic links are followed).
    package let kind: EntryKind
  }

  /// Why a file-system call failed: the `errno` text.
  package struct Failure: Error, Sendable, CustomStringConvertible {
    /// `strerror(errno)`, or a sentence for non-errno failures.
    package let description: String
  }

  /// Reads a whole regular file, refusing files larger than `limit` bytes, and anything that is
  /// not a regular file (a FIFO is opened without waiting for a writer, then refused).
  ///
  /// - Returns: the bytes, or why they could not be read (unreadable, or over the limit).
  package static func readFile(_ path: String, limit: Int) -> Result<[UInt8], ReadFailure> {
    guard !holdsNUL(path) else { return .failure(.unreadable(nulRefusal)) }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { return .failure(.unreadable(errorText())) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return .failure(.unreadable(errorText())) }
    if (status.st_mode & S_IFMT) == S_IFDIR { return .failure(.unreadable("is a directory")) }
    if (status.st_mode & S_IFMT) != S_IFREG {
      return .failure(.unreadable("is \(typeName(of: status.st_mode)), not a regular file"))
    }
    let size = Int(status.st_size)
    if size > limit { return .failure(.tooLarge(size)) }
    // One byte more than the size, so that the first read comes up short at the end of the file:
    // a regular file's read returns less than asked only there, and no second read is needed.
    var bytes = [UInt8](repeating: 0, count: max(size, 0) + 1)
    var total = 0
    while true {
      if total == bytes.count {
        // The file may have grown, or st_size may be 0 for special files: read on, within the limit.
        if total >= limit + 1 { break }
        bytes.append(contentsOf: repeatElement(0, count: min(max(4096, total), limit + 1 - total)))
      }
      let count = bytes.withUnsafeMutableBytes { buffer in
        read(descriptor, buffer.baseAddress.map { $0 + total }, buffer.count - total)
      }
      if count < 0 {
        if errno == EINTR { continue }
        return .failure(.unreadable(errorText()))
      }
      if count == 0 { break }
      total += count
      if total < bytes.count && size > 0 { break }
    }
    if total > limit { return .failure(.tooLarge(total)) }
    bytes.removeSubrange(total...)
    return .success(bytes)
  }

  /// Why `readFile` failed.
  package enum ReadFailure: Error, Sendable, Equatable {
    /// The file could not be opened or read; the `errno` text.
    case unreadable(String)
    /// The file has this many bytes, more than the limit.
    case tooLarge(Int)
  }

  /// Writes `text` to `path`, replacing it: a regular file (or a new one) whole or not at all,
  /// through a temporary file renamed over it in the same folder (a link is followed to its
  /// file); anything else (`/dev/stdout`, a FIFO, `/dev/full`) is written in place, never
  /// replaced. Every write and the close are checked, so a full disk is an error, not a success.
  ///
  /// - Throws: `Failure` when the file cannot be created or written.
  package static func write(_ text: String, to path: String) throws(Failure) {
    guard !holdsNUL(path) else { throw Failure(description: nulRefusal) }
    var status = stat()
    let exists = stat(path, &status) == 0
    try write(text, to: path, exists: exists, status: status)
  }

  /// Writes `text` to a file the host names itself inside a folder the user gave (`--render
  /// DIR`): a link already there under that name is replaced by the file, never followed, and
  /// anything but a regular file is refused (a FIFO there would block the write).
  ///
  /// - Throws: `Failure` when the path holds something else, or cannot be created or written.
  package static func write(_ text: String, toNamedFile path: String) throws(Failure) {
    guard !holdsNUL(path) else { throw Failure(description: nulRefusal) }
    var status = stat()
    let exists = lstat(path, &status) == 0
    let isLink = exists && status.st_mode & S_IFMT == S_IFLNK
    guard !exists || isLink || status.st_mode & S_IFMT == S_IFREG else {
      throw Failure(description: "it is not a regular file; remove it or choose another folder")
    }
    // A link is written as no file: the new file is renamed over the link itself.
    try write(text, to: path, exists: exists && !isLink, status: status)
  }

  private static func write(_ text: String, to path: String, exists: Bool, status: stat) throws(Failure) {
    guard !exists || status.st_mode & S_IFMT == S_IFREG else {
      let descriptor = open(path, O_WRONLY | O_CLOEXEC)
      guard descriptor >= 0 else { throw Failure(description: errorText()) }
      try writeAll(text, to: descriptor)
      return
    }
    let target = exists ? resolvingLinks(path) : path
    let temporary = join(directory(of: target), ".\(lastComponent(of: target)).\(getpid()).tmp")
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, exists ? status.st_mode & 0o777 : 0o644)
    guard descriptor >= 0 else { throw Failure(description: errorText()) }
    do {
      try writeAll(text, to: descriptor)
    } catch {
      unlink(temporary)
      throw error
    }
    guard rename(temporary, target) == 0 else {
      let failure = Failure(description: errorText())
      unlink(temporary)
      throw failure
    }
  }

  /// Writes all of `text` and closes `descriptor`, checking both.
  private static func writeAll(_ text: String, to descriptor: Int32) throws(Failure) {
    var text = text
    let code = text.withUTF8 { buffer -> Int32 in
      var offset = 0
      while offset < buffer.count {
        let written = Glibc.write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return errno
        }
        offset += written
      }
      return 0
    }
    let closed = close(descriptor) == 0 ? 0 : errno
    if code != 0 || closed != 0 { throw Failure(description: String(cString: strerror(code != 0 ? code : closed))) }
  }

  /// `path` with its links resolved (`realpath`), or `path` when that fails.
  package static func resolvingLinks(_ path: String) -> String {
    guard !holdsNUL(path), let resolved = realpath(path, nil) else { return path }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// Why no file can be created in the folder at `directory` (a read-only file system, no write
  /// permission, a path that is no folder), found by creating and removing an empty file there
  /// (`O_EXCL`, never following a link); nil when one can.
  package static func creationRefusal(in directory: String) -> String? {
    guard !holdsNUL(directory) else { return nulRefusal }
    let probe = join(directory, ".extension-host-probe.\(getpid())")
    let descriptor = open(probe, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return errorText() }
    close(descriptor)
    unlink(probe)
    return nil
  }

  /// The entries of a directory, sorted by name, without `.` and `..`.
  package static func contentsOfDirectory(_ path: String) throws(Failure) -> [Entry] {
    guard !holdsNUL(path) else { throw Failure(description: nulRefusal) }
    guard let directory = opendir(path) else { throw Failure(description: errorText()) }
    defer { closedir(directory) }
    var entries: [Entry] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
      }
      if name == "." || name == ".." { continue }
      let kind: EntryKind
      switch Int32(entry.pointee.d_type) {
      case Int32(DT_DIR): kind = .directory
      case Int32(DT_REG): kind = .file
      default: kind = self.kind(of: join(path, name)) ?? .other
      }
      entries.append(Entry(name: name, kind: kind))
    }
    entries.sort { $0.name < $1.name }
    return entries
  }

  /// What is at `path` in words ("a FIFO", "a folder"), following symbolic links; nil if nothing is.
  package static func typeName(of path: String) -> String? {
    var status = stat()
    guard !holdsNUL(path), stat(path, &status) == 0 else { return nil }
    return typeName(of: status.st_mode)
  }

  private static func typeName(of mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFREG: "a regular file"
    case S_IFDIR: "a folder"
    case S_IFIFO: "a FIFO"
    case S_IFSOCK: "a socket"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    default: "a special file"
    }
  }

  /// What is at `path` (following symbolic links); `nil` if nothing is.
  package static func kind(of path: String) -> EntryKind? {
    var status = stat()
    guard !holdsNUL(path), stat(path, &status) == 0 else { return nil }
    switch status.st_mode & S_IFMT {
    case S_IFDIR: return .directory
    case S_IFREG: return .file
    default: return .other
    }
  }

  /// `directory/name`, without doubling a trailing slash.
  package static func join(_ directory: String, _ name: String) -> String {
    if directory.isEmpty || directory == "." { return name }
    return directory.hasSuffix("/") ? directory + name : directory + "/" + name
  }

  /// The last path component.
  package static func lastComponent(of path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    if let slash = trimmed.lastIndex(of: "/"), trimmed.count > 1 {
      return String(trimmed[trimmed.index(after: slash)...])
    }
    return String(trimmed)
  }

  /// The path without its last component (`.` when there is none).
  package static func directory(of path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    guard let slash = trimmed.lastIndex(of: "/") else { return "." }
    if slash == trimmed.startIndex { return "/" }
    return String(trimmed[..<slash])
  }

  /// `path` made absolute against the current directory, `.` and `..` components resolved.
  package static func absolute(_ path: String) -> String {
    var base = path
    if !path.hasPrefix("/") {
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let directory = getcwd(&buffer, buffer.count) != nil ? String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) : "/"
      base = join(directory, path)
    }
    var parts: [Substring] = []
    for part in base.split(separator: "/") where part != "." {
      if part == ".." {
        if !parts.isEmpty { parts.removeLast() }
      } else {
        parts.append(part)
      }
    }
    return "/" + parts.joined(separator: "/")
  }

  /// `path` relative to `root` when it lies inside it (both absolute); otherwise `path`.
  package static func relative(_ path: String, to root: String) -> String {
    if path == root { return "." }
    let prefix = root.hasSuffix("/") ? root : root + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }

  /// Why a path holding a NUL is refused.
  package static let nulRefusal = "the path contains a NUL, which no file name can hold"

  /// Whether `path` holds a NUL, where C would cut it short.
  package static func holdsNUL(_ path: String) -> Bool { path.utf8.contains(0) }

  private static func errorText() -> String {
    String(cString: strerror(errno))
  }
}
