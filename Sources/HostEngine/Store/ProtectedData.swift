import CHostShims
import Foundation
import Glibc
import HostProtocol
import Synchronization

/// Makes protected App Group files really unreadable in the extensions' processes while the
/// device state says so: the kernel asks the host about every open of a file in the containers'
/// folders (fanotify permission events, a mark per folder for its children), and the host
/// decides by `Policy`: it refuses the extensions' opens that the state protects, so their
/// `open(2)` fails with `EPERM`, which Foundation reports as `NSCocoaErrorDomain` 257
/// (`NSFileReadNoPermissionError`, 513 when writing) wrapping the POSIX error, as on a locked
/// iPhone; and `UserDefaults(suiteName:)` reads nothing. Because the folders are watched, not the
/// files, a file renamed over a protected one (an atomic write) and a file created while locked
/// are judged too. The host's own opens are allowed. Every refusal is kept, with the process and
/// the file, for the transcript.
///
/// fanotify needs `CAP_SYS_ADMIN`; without it `start()` returns nil and the caller says that the
/// states cannot be enforced.
public final class ProtectedDataGuard: Sendable {
  /// One refused open.
  public struct Refusal: Sendable, Equatable {
    public var pid: Int32
    public var path: String

    /// Each refusal once, in order, with how many times it happened.
    static func counted(_ refusals: [Refusal]) -> [(refusal: Refusal, times: Int)] {
      var counts: [(refusal: Refusal, times: Int)] = []
      for refusal in refusals {
        if let index = counts.firstIndex(where: { $0.refusal == refusal }) { counts[index].times += 1 } else { counts.append((refusal, 1)) }
      }
      return counts
    }
  }

  /// A file, as the kernel knows it: what a rename keeps and a new file does not.
  struct FileIdentity: Hashable, Sendable {
    var device: UInt64
    var inode: UInt64
  }

  /// What an extension may open while the device is in `state`.
  struct Policy: Sendable {
    var state = DeviceState.unlocked
    /// The files that existed when the state changed (or were written since by another), with
    /// their class: opening one opens an existing file.
    var existing: [FileIdentity: ProtectionClass] = [:]
    /// The files an extension created since, while their class let it (complete unless open).
    var created: Set<FileIdentity> = []
    /// The class of a file that did not exist, by its path (its folder's class).
    var classOfNewFile: @Sendable (String) -> ProtectionClass = { _ in .default }

    /// Whether an extension may open the file `identity`, `size` bytes long now, at `path`
    /// (asked only for a file that did not exist). A new, empty file is one this open created:
    /// allowed when its class lets a file be created in the state, and from then on an existing
    /// file, so opening it again is refused.
    mutating func allows(_ identity: FileIdentity, size: Int, path: () -> String) -> Bool {
      if let protection = existing[identity] { return protection.opens(in: state) }
      let protection = classOfNewFile(path())
      if protection.opens(in: state) { return true }
      guard !created.contains(identity), size == 0, protection.creates(in: state) else { return false }
      created.insert(identity)
      return true
    }
  }

  private let group: Int32
  private let state = Mutex(GuardState())

  private struct GuardState {
    var stopped = false
    /// Processes whose opens are allowed whatever the state (besides the host's own).
    var allowed: Set<pid_t> = []
    var policy = Policy()
    var refusals: [Refusal] = []
  }

  private init(group: Int32) { self.group = group }

  /// A guard, or nil (with the reason) when the kernel refuses fanotify here.
  public static func start() -> Result<ProtectedDataGuard, ProtectedDataUnavailable> {
    let group = hostshims_fanotify_start()
    guard group >= 0 else {
      return .failure(ProtectedDataUnavailable(reason: "fanotify: \(String(cString: strerror(errno))) (it needs CAP_SYS_ADMIN: run as root, as in the container)"))
    }
    let guarded = ProtectedDataGuard(group: group)
    Thread { guarded.serve() }.start()
    return .success(guarded)
  }

  /// Decides, from now on, the extensions' opens of the files in `files`' containers as the
  /// device in `device` would; nothing is asked about while every file of their class opens.
  func enforce(_ device: DeviceState, on files: ProtectedFiles) {
    _ = hostshims_fanotify_clear(group)
    let existing = files.existing()
    state.withLock { state in
      state.policy = Policy(
        state: device, existing: Dictionary(existing.map { ($0.identity, $0.protection) }) { first, _ in first },
        classOfNewFile: { [files] in files.protection(ofPath: $0) })
    }
    for folder in files.folders(closedIn: device) { _ = hostshims_fanotify_mark_children(group, folder) }
  }

  /// Allows every open of the process `pid` from now on, whatever the state: a process that
  /// plays an unlocked device beside one that plays a locked one.
  func allow(_ pid: pid_t) { state.withLock { _ = $0.allowed.insert(pid) } }

  /// The opens refused since the last call, in order.
  public func takeRefusals() -> [Refusal] {
    state.withLock { state in
      defer { state.refusals = [] }
      return state.refusals
    }
  }

  /// Stops deciding: the marks go, and nothing is refused any more. Call it once the extensions
  /// are stopped. It returns at once: the reader thread, which keeps the guard alive, sees the
  /// stop within its poll's 50 ms and closes the group, which allows any open still waiting.
  public func stop() {
    let first = state.withLock { state -> Bool in
      defer { state.stopped = true }
      return !state.stopped
    }
    guard first else { return }
    _ = hostshims_fanotify_clear(group)
  }

  private func serve() {
    let host = getpid()
    while !state.withLock({ $0.stopped }) {
      var pid: pid_t = 0
      var descriptor: Int32 = -1
      let got = hostshims_fanotify_next(group, 50, &pid, &descriptor)
      guard got == 1 else {
        if got < 0 { usleep(10_000) }
        continue
      }
      var allow = pid == host || state.withLock { $0.allowed.contains(pid) }
      if !allow {
        var info = stat()
        let known = fstat(descriptor, &info) == 0
        let identity = FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
        let path = { (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(descriptor)")) ?? "?" }
        allow = known && info.st_mode & S_IFMT == S_IFREG && state.withLock { $0.policy.allows(identity, size: Int(info.st_size), path: path) }
        if !allow { state.withLock { $0.refusals.append(Refusal(pid: pid, path: path())) } }
      }
      _ = hostshims_fanotify_decide(group, descriptor, allow ? 1 : 0)
    }
    close(group)
  }
}

/// Why protected data cannot be enforced on this machine.
public struct ProtectedDataUnavailable: Error, Sendable, CustomStringConvertible {
  public var reason: String
  public var description: String { "protected data cannot be enforced here: \(reason)" }
}

/// The files a device state protects: the App Group containers, of the app's class, and the
/// secrets of the app's Keychain, each folder of the class its items' accessibility gives it.
struct ProtectedFiles: Sendable {
  /// The containers' folders.
  var containers: [String]
  /// Their class (the app's `com.apple.developer.default-data-protection`, else the default).
  var protection: ProtectionClass
  /// The app's Keychain, when the set has one.
  var keychain: KeychainPlace? = nil

  /// The Keychain's secret folders that a state can close, by class (`KeychainLayout.secrets`).
  private var keychainAreas: [(folder: String, protection: ProtectionClass)] {
    guard let folder = keychain?.path else { return [] }
    return KeychainLayout.classes.filter { $0 != .none }.map { (folder + "/" + KeychainLayout.secrets($0), $0) }
  }

  /// Every protected folder with its class.
  private var areas: [(folder: String, protection: ProtectionClass)] {
    containers.map { ($0, protection) } + keychainAreas
  }

  /// The class of the file at `path`: its area's, else the containers'.
  func protection(ofPath path: String) -> ProtectionClass {
    areas.first { path.hasPrefix($0.folder + "/") }?.protection ?? protection
  }

  /// Whether `path` is one of the Keychain's secrets.
  func isKeychainSecret(_ path: String) -> Bool {
    keychainAreas.contains { path.hasPrefix($0.folder + "/") }
  }

  /// The App Group files that cannot be opened in `state`; none when their class opens in it.
  func refused(in state: DeviceState) -> [String] {
    protection.opens(in: state) ? [] : existing().filter { !isKeychainSecret($0.path) }.map(\.path)
  }

  /// The sentence that names one refused open of `path`, shown relative to the state directory
  /// `statePath` when it lies inside it.
  func refusal(by who: String, ofPath path: String, under statePath: String, times: Int, in state: DeviceState) -> String {
    let file = path.hasPrefix(statePath + "/") ? String(path.dropFirst(statePath.count + 1)) : path
    let protection = protection(ofPath: path)
    guard isKeychainSecret(path) else { return protection.refusal(by: who, of: file, times: times, in: state) }
    return KeychainRefusal(secret: path, file: file, keychain: keychain)
      .sentence(by: who, protection: protection, times: times, in: state)
  }

  /// Every regular file in the protected folders now, sorted, with its identity and class.
  func existing() -> [(path: String, identity: ProtectedDataGuard.FileIdentity, protection: ProtectionClass)] {
    walk(areas.map(\.folder)).compactMap { path, info in
      info.st_mode & S_IFMT == S_IFREG
        ? (path, ProtectedDataGuard.FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)), protection(ofPath: path))
        : nil
    }
  }

  /// The protected folders whose class does not open in `state`, and every folder in them
  /// (links not followed): the folders whose files the guard is asked about.
  func folders(closedIn state: DeviceState) -> [String] {
    walk(areas.filter { !$0.protection.opens(in: state) }.map(\.folder)).filter { $0.info.st_mode & S_IFMT == S_IFDIR }.map(\.path)
  }

  private func walk(_ roots: [String]) -> [(path: String, info: stat)] {
    var entries: [(path: String, info: stat)] = []
    for container in roots {
      var info = stat()
      guard lstat(container, &info) == 0 else { continue }
      entries.append((container, info))
      guard let walk = FileManager.default.enumerator(atPath: container) else { continue }
      while let relative = walk.nextObject() as? String {
        let path = container + "/" + relative
        guard lstat(path, &info) == 0 else { continue }
        entries.append((path, info))
      }
    }
    return entries.sorted { $0.path < $1.path }
  }
}
