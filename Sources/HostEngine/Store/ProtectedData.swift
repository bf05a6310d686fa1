import CHostShims
import Foundation
import Glibc
import HostProtocol
import Synchronization

/// Makes protected App Group files really unreadable in the extensions' processes while the
/// device state says so: the kernel asks the host about every open of such a file (fanotify
/// permission events, an inode mark per file), and the host refuses the extensions' opens, so
/// their `open(2)` fails with `EPERM`, which Foundation reports as `NSCocoaErrorDomain` 257
/// (`NSFileReadNoPermissionError`) wrapping the POSIX error, as on a locked iPhone; and
/// `UserDefaults(suiteName:)` reads nothing. The host's own opens are allowed. Every refusal is
/// kept, with the process and the file, for the transcript.
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

  private let group: Int32
  private let state = Mutex(GuardState())

  private struct GuardState {
    var stopped = false
    var finished = false
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

  /// Refuses, from now on, the extensions' opens of exactly `files` (an empty list refuses none).
  public func refuse(_ files: [String]) {
    _ = hostshims_fanotify_clear(group)
    for file in files { _ = hostshims_fanotify_mark(group, file, 1) }
  }

  /// The opens refused since the last call, in order.
  public func takeRefusals() -> [Refusal] {
    state.withLock { state in
      defer { state.refusals = [] }
      return state.refusals
    }
  }

  /// Stops deciding: the marks go with the group, and nothing is refused any more. Call it once
  /// the extensions are stopped (the reader thread keeps the guard alive until then).
  public func stop() {
    let first = state.withLock { state -> Bool in
      defer { state.stopped = true }
      return !state.stopped
    }
    guard first else { return }
    _ = hostshims_fanotify_clear(group)
    while !state.withLock({ $0.finished }) { usleep(1000) }
    close(group)
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
      let allow = pid == host
      if !allow {
        let path = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(descriptor)")) ?? "?"
        state.withLock { $0.refusals.append(Refusal(pid: pid, path: path)) }
      }
      _ = hostshims_fanotify_decide(group, descriptor, allow ? 1 : 0)
    }
    state.withLock { $0.finished = true }
  }
}

/// Why protected data cannot be enforced on this machine.
public struct ProtectedDataUnavailable: Error, Sendable, CustomStringConvertible {
  public var reason: String
  public var description: String { "protected data cannot be enforced here: \(reason)" }
}

/// The App Group files a device state makes unreadable: every regular file in the groups'
/// containers, of the containers' class.
struct ProtectedFiles {
  /// The containers' folders.
  var containers: [String]
  /// Their class (the app's `com.apple.developer.default-data-protection`, else the default).
  var protection: ProtectionClass

  /// The files that cannot be opened in `state`; none when the class opens in it.
  func refused(in state: DeviceState) -> [String] {
    guard !protection.opens(in: state) else { return [] }
    var files: [String] = []
    for container in containers {
      guard let walk = FileManager.default.enumerator(atPath: container) else { continue }
      while let relative = walk.nextObject() as? String {
        let path = container + "/" + relative
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
        files.append(path)
      }
    }
    return files.sorted()
  }
}
