import ExtensionManifest
import Glibc
import HostProtocol
import Synchronization

/// The daemon's shield setups, each kept while nothing it was read from has changed: reading and
/// checking the manifests again was a seventh of a warm visit, and a manifest edited between two
/// visits must still be seen by the second.
///
/// What a setup is read from lies in folders: the manifests folder and its subfolders (the
/// manifests, the shield policy), the folders searched for the executables, and the policy's
/// folder when it is elsewhere. Each is watched with inotify before the setup is read, and the
/// kernel queues an event for a change to any entry of a watched folder before the change's
/// system call returns; so a visit that finds no event since its setup was read, and each folder
/// still the one watched (same device and inode at the same path), would read the same setup.
/// A set this cannot vouch for is read afresh every visit: one read through an Xcode project (its
/// manifests and xcconfigs may be anywhere), a manifest that is a symbolic link
/// (its target's changes reach no watch) or a hard link (a write through another name reaches
/// none either), a linked executable, a folder that cannot be watched or does not exist, a
/// failed read.
final class SetupMemo: Sendable {
  /// What a visit asks to load.
  struct Key: Hashable, Sendable {
    var manifests: String
    var policyPath: String?
    var searchDirectories: [String]
    var choice: ExtensionChoice
  }

  /// Nil when inotify is unavailable: nothing is remembered then.
  private let inotify: Int32?
  private let state = Mutex(State())
  /// At most this many sets (a few apps) before starting over.
  static let capacity = 16

  private struct Folder: Equatable {
    var path: String
    var watch: Int32
    var identity: Identity
  }

  private struct Identity: Equatable {
    var device: UInt64
    var inode: UInt64
  }

  /// The folders a setup is read from, watched, and each watch's event count before the read.
  private struct Watched {
    var folders: [Folder]
    /// The manifests folder and its subfolders: the ones whose every entry may be read.
    var manifestFolders: [String]
    var counts: [Int32: Int]
  }

  private struct Entry {
    var setup: ShieldSetup
    var folders: [Folder]
    /// Each watch's event count when the setup was read.
    var counts: [Int32: Int]
  }

  private struct State {
    var entries: [Key: Entry] = [:]
    /// Events seen per watch since the memo began.
    var counts: [Int32: Int] = [:]
  }

  init() {
    let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    inotify = descriptor >= 0 ? descriptor : nil
  }

  deinit { if let inotify { close(inotify) } }

  private static let events = UInt32(
    IN_MODIFY | IN_ATTRIB | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_DELETE_SELF
      | IN_MOVE_SELF)

  /// The setup for `key`: the one read last time when nothing it was read from changed since,
  /// else `load()`'s, remembered when it can be vouched for.
  func setup(for key: Key, load: () throws(SetupError) -> ShieldSetup) throws(SetupError) -> ShieldSetup {
    guard let inotify else { return try load() }
    let (known, watched) = state.withLock { state -> (ShieldSetup?, Watched?) in
      drain(inotify, into: &state)
      if let entry = state.entries[key], entry.counts.allSatisfy({ state.counts[$0.key, default: 0] == $0.value }),
        entry.folders.allSatisfy({ Self.identity(of: $0.path) == $0.identity })
      {
        return (entry.setup, nil)
      }
      state.entries[key] = nil
      // Watched before the setup is read: a change while it is read is an event counted after.
      return (nil, watch(key, inotify: inotify, counts: state.counts))
    }
    if let known { return known }
    let setup = try load()
    guard let watched, Self.vouchable(setup, watched, key: key) else { return setup }
    state.withLock { state in
      if state.entries.count >= Self.capacity { state.entries.removeAll() }
      state.entries[key] = Entry(setup: setup, folders: watched.folders, counts: watched.counts)
    }
    return setup
  }

  /// Counts the events queued since the last call, per watch; an overflow forgets every setup.
  private func drain(_ inotify: Int32, into state: inout State) {
    InotifyEvents.drain(inotify, bufferBytes: 16 << 10) { event, _ in
      if event.mask & UInt32(IN_Q_OVERFLOW) != 0 { state.entries.removeAll() }
      state.counts[event.wd, default: 0] += 1
    }
  }

  /// Watches every folder `key`'s setup is read from; nil when one cannot be watched.
  private func watch(_ key: Key, inotify: Int32, counts: [Int32: Int]) -> Watched? {
    var manifestFolders = [key.manifests]
    for entry in (try? FileSystem.contentsOfDirectory(key.manifests)) ?? [] where entry.kind == .directory {
      manifestFolders.append(FileSystem.join(key.manifests, entry.name))
    }
    var paths = manifestFolders + key.searchDirectories
    if let policy = key.policyPath { paths.append(FileSystem.directory(of: policy)) }
    var folders: [Folder] = []
    for path in paths where !folders.contains(where: { $0.path == path }) {
      // The same folder before and after the watch is added: the watch is on the folder at `path`.
      guard let before = Self.identity(of: path) else { continue }  // absent: no entry of it is read
      let watch = inotify_add_watch(inotify, path, Self.events)
      guard watch >= 0, Self.identity(of: path) == before else { return nil }
      folders.append(Folder(path: path, watch: watch, identity: before))
    }
    let watches = Set(folders.map(\.watch))
    return Watched(
      folders: folders, manifestFolders: manifestFolders,
      counts: Dictionary(uniqueKeysWithValues: watches.map { ($0, counts[$0] ?? 0) }))
  }

  /// Whether every file the setup was read from is an entry of a watched folder itself (not a
  /// symbolic link to a file elsewhere, nor a hard link a write through another folder changes),
  /// and every folder searched exists.
  private static func vouchable(_ setup: ShieldSetup, _ watchedFolders: Watched, key: Key) -> Bool {
    // A project names its manifests and xcconfigs in any folder, which no watch here covers.
    guard ManifestFolder.projects(in: key.manifests).isEmpty else { return false }
    let watched = Set(watchedFolders.folders.map(\.path))
    guard watchedFolders.manifestFolders.allSatisfy(watched.contains) else { return false }
    var files: [String] = []
    for folder in watchedFolders.manifestFolders {
      for entry in (try? FileSystem.contentsOfDirectory(folder)) ?? [] {
        files.append(FileSystem.join(folder, entry.name))
      }
    }
    if let policy = key.policyPath { files.append(policy) }
    // A searched folder (or the policy's) that does not exist could appear: only its parent's
    // watch would see it.
    guard key.searchDirectories.allSatisfy(watched.contains),
      key.policyPath.map({ watched.contains(FileSystem.directory(of: $0)) }) ?? true
    else { return false }
    // Of an executable only its name in its folder counts (it exists, it is a file, it may run):
    // SwiftPM hard-links its products, and a change of mode through another of its names is the
    // one change no watch here sees (the launch then fails and says so).
    let executables = setup.extensions.map(\.executablePath)
    return files.allSatisfy { Self.isOwnEntry($0, hardLinksAllowed: false) }
      && executables.allSatisfy { Self.isOwnEntry($0, hardLinksAllowed: true) }
  }

  /// Whether the entry at `path` is not a symbolic link (and, unless allowed, not a file with
  /// other names); an entry gone since is fine: its folder's event says so.
  private static func isOwnEntry(_ path: String, hardLinksAllowed: Bool) -> Bool {
    var status = stat()
    guard lstat(path, &status) == 0 else { return true }
    let kind = status.st_mode & S_IFMT
    return kind != S_IFLNK && (hardLinksAllowed || kind != S_IFREG || status.st_nlink == 1)
  }

  private static func identity(of path: String) -> Identity? {
    var status = stat()
    guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { return nil }
    return Identity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
  }
}
