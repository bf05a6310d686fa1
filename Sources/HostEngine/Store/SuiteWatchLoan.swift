import Glibc
import HostProtocol

/// The inotify watch on the suite folders of the App Groups one extension is entitled to, lent to
/// it as its descriptor `LentDescriptor.number` so that it can see its own reads of them
/// (`SuiteReadWatch` in the SDK). The host keeps this descriptor until the loan ends (deinit, once
/// the extension is gone), and closes it off the caller's path (`InotifyRelease`).
final class SuiteWatchLoan: Sendable {
  /// The host's descriptor (`IN_NONBLOCK`, close-on-exec).
  let descriptor: Int32

  /// Watches `folders` for opens; nil when none of them can be watched (a folder that does not
  /// exist yet holds no suite to read) or inotify is unavailable.
  init?(folders: [String]) {
    guard !folders.isEmpty else { return nil }
    let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    guard descriptor >= 0 else { return nil }
    let watched = folders.filter { inotify_add_watch(descriptor, $0, UInt32(IN_OPEN)) >= 0 }
    guard !watched.isEmpty else {
      close(descriptor)  // no watch was made, so this close does not wait
      return nil
    }
    self.descriptor = descriptor
  }

  deinit { InotifyRelease.close(descriptor) }
}
