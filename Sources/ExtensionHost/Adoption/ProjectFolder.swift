import ExtensionManifest
import Glibc
import HostEngine

/// The project folder `init` writes in, held open by its descriptor. The folder itself is the
/// user's choice (a link to it is followed); beneath it, `init` names every file and folder
/// itself, so it follows no link there (Security.md): each name is reached from the folder's
/// descriptor one at a time with `O_NOFOLLOW`, a file is created only where nothing is
/// (`O_EXCL`), and a link planted at `extension-host`, a folder inside it or `.github` is refused
/// by `check`, which runs before anything is written, so a refusal leaves the project as it was.
struct ProjectFolder: ~Copyable {
  /// The folder's absolute path, for messages.
  let path: String
  private let descriptor: Int32

  /// Opens the project folder at `path`.
  init(opening path: String) throws(SetupError) {
    let descriptor = FileSystem.holdsNUL(path) ? -1 : open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { throw SetupError(at: path, "cannot open the folder: \(Self.errorText())") }
    self.path = path
    self.descriptor = descriptor
  }

  deinit { close(descriptor) }

  /// Whether something init keeps is at `relative` (a file, a link to one, or, for a link init
  /// makes, anything at all); false when nothing is, and init may create it.
  ///
  /// - Throws: when a link or something other than a folder is on the way, when a file's name
  ///   holds a link to nothing (a "kept" file no build could read) or something that is no file.
  func check(_ relative: String, isLink: Bool) throws(SetupError) -> Bool {
    let (folders, name) = try split(relative)
    guard let parent = try walk(folders, create: false) else { return false }
    defer { close(parent) }
    var status = stat()
    guard fstatat(parent, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else { return false }
    if isLink { return true }  // a link (or more) already there: init's own from an earlier run
    let place = FileSystem.join(path, relative)
    switch status.st_mode & S_IFMT {
    case S_IFREG: return true
    case S_IFLNK:
      let destination = DisplayText.escaped(Self.destination(of: name, in: parent))
      guard fstatat(parent, name, &status, 0) == 0 else {
        throw SetupError(
          at: place,
          "\(relative) is a dangling link (to \(destination), which does not exist); remove it, or point it at a file, "
            + "and run init again. Nothing was written")
      }
      guard status.st_mode & S_IFMT == S_IFREG else {
        throw SetupError(at: place, "is a link to \(destination), which is not a file; remove it. Nothing was written")
      }
      return true
    default:
      throw SetupError(
        at: place, "is \(FileSystem.typeName(of: place) ?? "something else"), not a file; remove it. Nothing was written")
    }
  }

  /// Creates the file `relative` holding `contents`, and the folders on the way.
  /// - Throws: when anything is already there or on the way, or the write fails.
  func createFile(_ relative: String, contents: String) throws(SetupError) {
    let (folders, name) = try split(relative)
    guard let parent = try walk(folders, create: true) else { return }
    defer { close(parent) }
    let file = openat(parent, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
    guard file >= 0 else { throw SetupError(at: FileSystem.join(path, relative), "cannot create: \(Self.errorText())") }
    var failed: Int32 = 0
    var text = contents
    text.withUTF8 { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = write(file, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          failed = errno
          return
        }
        offset += written
      }
    }
    if close(file) != 0, failed == 0 { failed = errno }
    guard failed == 0 else {
      unlinkat(parent, name, 0)
      throw SetupError(at: FileSystem.join(path, relative), "cannot write: \(String(cString: strerror(failed)))")
    }
  }

  /// Makes `relative` a symbolic link to `destination`, creating the folders on the way.
  func createLink(_ relative: String, to destination: String) throws(SetupError) {
    let (folders, name) = try split(relative)
    guard let parent = try walk(folders, create: true) else { return }
    defer { close(parent) }
    guard symlinkat(destination, parent, name) == 0 else {
      throw SetupError(at: FileSystem.join(path, relative), "cannot link to \(destination): \(Self.errorText())")
    }
  }

  /// The folders before `relative`'s last name, and that name; each a plain name.
  private func split(_ relative: String) throws(SetupError) -> (folders: [String], name: String) {
    let components = relative.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    guard let name = components.last,
      components.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." && !FileSystem.holdsNUL($0) })
    else {
      throw SetupError(at: path, "'\(DisplayText.escaped(relative))' is not a path of plain names inside the project")
    }
    return (Array(components.dropLast()), name)
  }

  /// A new descriptor for the folder `components`, each opened from the one before without
  /// following a link, created when `create`; nil when one is missing and `create` is false.
  private func walk(_ components: [String], create: Bool) throws(SetupError) -> Int32? {
    var current = fcntl(descriptor, F_DUPFD_CLOEXEC, 0)
    guard current >= 0 else { throw SetupError(at: path, Self.errorText()) }
    // Only a check runs before anything is written; a create meets a link only if one appeared since.
    let unwritten = create ? "" : " Nothing was written"
    for (index, component) in components.enumerated() {
      let relative = components[...index].joined(separator: "/")
      var status = stat()
      if fstatat(current, component, &status, AT_SYMLINK_NOFOLLOW) != 0 {
        guard errno == ENOENT, create else {
          let missing = errno == ENOENT
          let reason = Self.errorText()
          close(current)
          if missing { return nil }
          throw SetupError(at: FileSystem.join(path, relative), reason)
        }
        if mkdirat(current, component, 0o755) != 0 && errno != EEXIST {
          let reason = Self.errorText()
          close(current)
          throw SetupError(at: FileSystem.join(path, relative), "cannot create the folder: \(reason)")
        }
      } else if status.st_mode & S_IFMT == S_IFLNK {
        let destination = DisplayText.escaped(Self.destination(of: component, in: current))
        close(current)
        throw SetupError(
          at: FileSystem.join(path, relative),
          "is a link to \(destination); remove it: init never writes through a link.\(unwritten)")
      }
      let next = openat(current, component, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
      let code = errno
      close(current)
      guard next >= 0 else {
        let place = FileSystem.join(path, relative)
        let reason =
          code == ENOTDIR || code == ELOOP
          ? "is \(code == ELOOP ? "a link" : FileSystem.typeName(of: place) ?? "something else"), not a folder; remove it."
            + unwritten
          : "cannot open the folder: \(String(cString: strerror(code)))"
        throw SetupError(at: place, reason)
      }
      current = next
    }
    return current
  }

  /// Where the link `name` in the folder `parent` points.
  private static func destination(of name: String, in parent: Int32) -> String {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlinkat(parent, name, &buffer, buffer.count - 1)
    guard count >= 0 else { return "?" }
    return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  private static func errorText() -> String { String(cString: strerror(errno)) }
}
