import Glibc
import Synchronization

/// A folder the host owns, held open by its descriptor. Everything beneath it is reached from
/// that descriptor one name at a time with `openat(…, O_NOFOLLOW)`: no symbolic link is followed
/// and no name may be empty, `.`, `..`, or hold a `/` or a NUL, so neither a name from a manifest
/// nor a link an extension planted in its sandbox can lead a write outside the folder.
///
/// Links in `path` itself are followed (the user chose it); links beneath it never are. A file is
/// written whole or not at all (a temporary file renamed over it), so a reader never sees half
/// of one and a link in its place is replaced, not written through.
final class ContainedDirectory: Sendable {
  /// The folder's absolute path: for messages, and for the paths handed to extensions.
  let path: String
  private let descriptor: Int32

  /// What is at a place beneath the folder, the entry itself (a link is not followed).
  enum EntryKind: Equatable, Sendable {
    case file, directory, symbolicLink, other
  }

  /// Opens the folder at `path` (absolute), creating it and its parents first when `create`.
  /// - Throws: `StateError.io` when it cannot be created or opened, or is not a folder.
  init(opening path: String, create: Bool) throws(StateError) {
    var descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if descriptor < 0 && create {  // an existing folder needs no mkdir per parent (the daemon opens it every visit)
      try Self.createPath(path)
      descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    }
    guard descriptor >= 0 else { throw .io(path: path, reason: "cannot open the folder: \(Self.errorText())") }
    self.path = path
    self.descriptor = descriptor
  }

  /// The folder already open as `descriptor`, owned from now on.
  private init(path: String, descriptor: Int32) {
    self.path = path
    self.descriptor = descriptor
  }

  deinit { close(descriptor) }

  /// The folder `components` beneath this one, created with its parents as needed and held open:
  /// reached one name at a time without following a link, as every other operation here, so
  /// several operations inside it walk there once (a warm visit prepares each sandbox's
  /// preferences folder this way).
  func folder(_ components: [String]) throws(StateError) -> ContainedDirectory {
    for component in components { try Self.check(component, in: self, components) }
    guard let folder = try walk(components, create: true) else {
      throw .io(path: path(of: components), reason: "cannot open the folder: \(Self.errorText())")
    }
    return ContainedDirectory(path: path(of: components), descriptor: folder)
  }

  /// Whether the folder belongs to this process's user and nobody else may write in it.
  var isPrivate: Bool {
    var status = stat()
    return fstat(descriptor, &status) == 0 && status.st_uid == getuid() && status.st_mode & 0o022 == 0
  }

  /// The absolute path of `components` beneath the folder.
  func path(of components: [String]) -> String {
    components.isEmpty ? path : path + "/" + components.joined(separator: "/")
  }

  // MARK: Reading

  /// The bytes of the regular file at `components`; nil when nothing is there.
  /// - Throws: when a link or something other than a folder is on the way, the file is not a
  ///   regular file (a FIFO is never waited on), or it holds more than `limit` bytes.
  func read(_ components: [String], limit: Int) throws(StateError) -> [UInt8]? {
    let (folders, name) = try split(components)
    guard let parent = try walk(folders, create: false) else { return nil }
    defer { close(parent) }
    let file = openat(parent, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard file >= 0 else {
      if errno == ENOENT { return nil }
      throw failure(components, errno)
    }
    defer { close(file) }
    var status = stat()
    guard fstat(file, &status) == 0 else { throw failure(components, errno) }
    guard status.st_mode & S_IFMT == S_IFREG else {
      throw .io(path: path(of: components), reason: "is not a regular file; the host reads only files it wrote there")
    }
    // Sized by fstat, one byte more to notice growth; grown while the file keeps giving.
    var bytes = [UInt8](repeating: 0, count: min(limit, max(0, Int(status.st_size))) + 1)
    var total = 0
    while true {
      if total == bytes.count {
        guard total <= limit else {
          throw .io(path: path(of: components), reason: "holds more than \(limit) bytes; run `extension-host reset`")
        }
        bytes += repeatElement(0, count: min(max(4096, total), limit + 1 - total))
      }
      let count = bytes.withUnsafeMutableBytes { Glibc.read(file, $0.baseAddress.map { $0 + total }, $0.count - total) }
      if count < 0 {
        if errno == EINTR { continue }
        throw failure(components, errno)
      }
      if count == 0 { break }
      total += count
    }
    guard total <= limit else {
      throw .io(path: path(of: components), reason: "holds more than \(limit) bytes; run `extension-host reset`")
    }
    bytes.removeSubrange(total...)
    return bytes
  }

  /// What is at `components`, without following a link there; nil when nothing is.
  func entryKind(_ components: [String]) -> EntryKind? {
    guard let parts = try? split(components), let parent = try? walk(parts.folders, create: false)
    else { return nil }
    defer { close(parent) }
    let name = parts.name
    var status = stat()
    guard fstatat(parent, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
    switch status.st_mode & S_IFMT {
    case S_IFREG: return .file
    case S_IFDIR: return .directory
    case S_IFLNK: return .symbolicLink
    default: return .other
    }
  }

  /// Where the link at `components` points; nil when no link is there.
  func linkDestination(_ components: [String]) -> String? {
    guard let parts = try? split(components), let parent = try? walk(parts.folders, create: false)
    else { return nil }
    defer { close(parent) }
    let name = parts.name
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlinkat(parent, name, &buffer, buffer.count - 1)
    guard count >= 0 else { return nil }
    return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  // MARK: Writing

  /// Creates the folders `components`, each inside the one before.
  func createDirectories(_ components: [String]) throws(StateError) {
    for component in components { try Self.check(component, in: self, components) }
    guard let folder = try walk(components, create: true) else { return }
    close(folder)
  }

  /// Replaces the file at `components` with `bytes`, creating the folders on the way: a temporary
  /// file in the same folder is written, then renamed over the old one.
  func write(_ bytes: [UInt8], to components: [String]) throws(StateError) {
    let (folders, name) = try split(components)
    guard let parent = try walk(folders, create: true) else { return }
    defer { close(parent) }
    var temporary = ""
    var file: Int32 = -1
    repeat {
      temporary = ".\(name).\(getpid()).\(Self.counter.add(1, ordering: .relaxed).newValue).tmp"
      file = openat(parent, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
    } while file < 0 && errno == EEXIST
    guard file >= 0 else { throw failure(components, errno) }
    var offset = 0
    var failed: Int32 = 0
    bytes.withUnsafeBytes { buffer in
      while offset < buffer.count {
        let written = Glibc.write(file, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          failed = errno
          return
        }
        offset += written
      }
    }
    if close(file) != 0, failed == 0 { failed = errno }
    if failed == 0, renameat(parent, temporary, parent, name) != 0 { failed = errno }
    if failed != 0 {
      unlinkat(parent, temporary, 0)
      throw failure(components, failed)
    }
  }

  /// Makes `components` a symbolic link to `destination`, replacing a file or link there.
  func makeLink(_ components: [String], to destination: String) throws(StateError) {
    let (folders, name) = try split(components)
    guard let parent = try walk(folders, create: true) else { return }
    defer { close(parent) }
    if symlinkat(destination, parent, name) == 0 { return }
    guard errno == EEXIST, unlinkat(parent, name, 0) == 0 || errno == ENOENT, symlinkat(destination, parent, name) == 0
    else { throw failure(components, errno) }
  }

  /// Removes whatever is at `components`: a file or link itself, a folder with everything in it
  /// (links inside are removed, never followed). Nothing there is not an error.
  func remove(_ components: [String]) throws(StateError) {
    let (folders, name) = try split(components)
    guard let parent = try walk(folders, create: false) else { return }
    defer { close(parent) }
    if let code = Self.removeEntry(name, in: parent), code != ENOENT { throw failure(components, code) }
  }

  /// Removes `folder` and everything in it, links inside removed, never followed.
  static func removeFolder(_ folder: ContainedDirectory) throws(StateError) {
    for name in try folder.entries() { try folder.remove([name]) }
    guard rmdir(folder.path) == 0 || errno == ENOENT else { throw .io(path: folder.path, reason: errorText()) }
  }

  /// The names in the folder, without `.` and `..`.
  func entries() throws(StateError) -> [String] {
    guard let names = Self.names(in: descriptor) else { throw .io(path: path, reason: "cannot list the folder: \(Self.errorText())") }
    return names
  }

  // MARK: Walking

  private static let counter = Atomic<Int>(0)

  /// The last component apart from the folders before it, every component checked.
  private func split(_ components: [String]) throws(StateError) -> (folders: [String], name: String) {
    guard let name = components.last else { throw .io(path: path, reason: "no file named beneath the folder") }
    for component in components { try Self.check(component, in: self, components) }
    return (Array(components.dropLast()), name)
  }

  /// A new descriptor for the folder `components`, each opened from the one before without
  /// following links; created when `create`; nil when one is missing and `create` is false.
  private func walk(_ components: [String], create: Bool) throws(StateError) -> Int32? {
    var current = fcntl(descriptor, F_DUPFD_CLOEXEC, 0)
    guard current >= 0 else { throw .io(path: path, reason: Self.errorText()) }
    for (index, component) in components.enumerated() {
      var next = openat(current, component, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
      if next < 0 && errno == ENOENT && create {
        if mkdirat(current, component, 0o755) != 0 && errno != EEXIST {
          let code = errno
          close(current)
          throw failure(Array(components[...index]), code)
        }
        next = openat(current, component, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
      }
      let code = errno
      close(current)
      guard next >= 0 else {
        if code == ENOENT { return nil }
        throw failure(Array(components[...index]), code)
      }
      current = next
    }
    return current
  }

  /// Refuses a name that is not one plain file name.
  private static func check(_ component: String, in directory: ContainedDirectory, _ components: [String]) throws(StateError) {
    let bytes = component.utf8
    guard !bytes.isEmpty, component != ".", component != "..", bytes.count <= Int(NAME_MAX),
      !bytes.contains(UInt8(ascii: "/")), !bytes.contains(0)
    else {
      throw .io(
        path: directory.path,
        reason: "'\(components.joined(separator: "/"))' is not a path of plain names beneath the folder "
          + "(each must be a file name: not empty, '.' or '..', no '/' or NUL, at most \(NAME_MAX) bytes)")
    }
  }

  private func failure(_ components: [String], _ code: Int32) -> StateError {
    let place = path(of: components)
    switch code {
    case ELOOP, ENOTDIR:
      return .io(
        path: place,
        reason: "a symbolic link or a file is in the way; the host follows no links inside its state directory. "
          + "Remove it, or run `extension-host reset`")
    default:
      return .io(path: place, reason: String(cString: strerror(code)))
    }
  }

  private static func errorText() -> String { String(cString: strerror(errno)) }

  /// `mkdir -p` for the folder the user chose.
  private static func createPath(_ path: String) throws(StateError) {
    var prefix = ""
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
      prefix += "/" + part
      if mkdir(prefix, 0o755) != 0 && errno != EEXIST {
        throw .io(path: prefix, reason: "cannot create the folder: \(errorText())")
      }
    }
  }

  /// Removes `name` in `parent`, a folder recursively; nil on success, else the errno.
  private static func removeEntry(_ name: String, in parent: Int32) -> Int32? {
    if unlinkat(parent, name, 0) == 0 { return nil }
    guard errno == EISDIR || errno == EPERM else { return errno }
    let folder = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    guard folder >= 0 else { return errno }
    let names = Self.names(in: folder) ?? []
    for inner in names {
      if let code = removeEntry(inner, in: folder), code != ENOENT {
        close(folder)
        return code
      }
    }
    close(folder)
    return unlinkat(parent, name, AT_REMOVEDIR) == 0 ? nil : errno
  }

  /// The names in the folder open at `folder`, without `.` and `..`; nil when it cannot be listed.
  private static func names(in folder: Int32) -> [String]? {
    let copy = fcntl(folder, F_DUPFD_CLOEXEC, 0)
    guard copy >= 0, let stream = fdopendir(copy) else { return nil }
    defer { closedir(stream) }
    var names: [String] = []
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names.sorted()
  }
}

/// One file beneath a `ContainedDirectory`.
struct ContainedFile: Sendable {
  let directory: ContainedDirectory
  /// Its names beneath the folder, outermost first.
  let components: [String]

  /// Its absolute path, for messages.
  var path: String { directory.path(of: components) }

  /// Its bytes; nil when it does not exist.
  func read(limit: Int) throws(StateError) -> [UInt8]? { try directory.read(components, limit: limit) }

  /// Replaces it with `bytes`, atomically.
  func write(_ bytes: [UInt8]) throws(StateError) { try directory.write(bytes, to: components) }
}
