import CHostShims
import Glibc
import Synchronization

/// The processes the host is responsible for: the extensions it spawned, and whatever they leave
/// behind. Killing an extension's process group does not reach a descendant that called
/// `setsid()` (or `setpgid`); a host that is a child subreaper (`PR_SET_CHILD_SUBREAPER`) adopts
/// such a descendant when its parent dies, and `killOrphans` then finds and kills it.
public enum Descendants {
  /// Extensions spawned and not yet reaped: sweeps never touch them.
  private static let extensions = Mutex<Set<pid_t>>([])

  /// Runs `spawn` and notes the extension it started, under the lock the sweeps take: a sweep
  /// never sees an extension between its birth and its registration.
  static func spawning(_ spawn: () -> pid_t?) -> pid_t? {
    extensions.withLock { extensions in
      let pid = spawn()
      if let pid { extensions.insert(pid) }
      return pid
    }
  }

  /// Notes a reaped extension.
  static func reaped(_ pid: pid_t) { extensions.withLock { _ = $0.remove(pid) } }

  /// Makes this process adopt its orphaned descendants, so none escapes `killOrphans`.
  public static func adopt() { _ = hostshims_become_subreaper() }

  /// SIGKILL to every running extension's process group, now (a signal ends the host).
  public static func killExtensions() {
    for pid in extensions.withLock({ Array($0) }) { _ = kill(-pid, SIGKILL) }
  }

  /// Kills and reaps every child of this process that is not a running extension, as long as
  /// killing one uncovers another (a killed orphan's own children are adopted next), at most
  /// `rounds` times. Returns how many were killed.
  @discardableResult
  public static func killOrphans(rounds: Int = 20) -> Int {
    let me = getpid()
    var killed = 0
    for _ in 0..<rounds {
      let children =
        ProcessReadings.ownChildren()
        ?? ProcessReadings.allProcesses().filter { $0 != me && ProcessReadings.parent($0) == Int(me) }
      let orphans = children.filter { pid in
        extensions.withLock { extensions in
          guard !extensions.contains(pid) else { return false }
          _ = kill(-pid, SIGKILL)  // a group it leads, after setsid()
          _ = kill(pid, SIGKILL)
          return true
        }
      }
      guard !orphans.isEmpty else { return killed }
      for pid in orphans {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        killed += 1
      }
    }
    return killed
  }
}
