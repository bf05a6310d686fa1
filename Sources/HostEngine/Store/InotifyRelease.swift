import Dispatch
import Glibc

/// Closes inotify descriptors off the caller's path.
///
/// Closing the last descriptor of an inotify instance that has had a watch waits for a kernel
/// grace period (23-38 ms measured on a 6.18 kernel, with no CPU spent): nothing a visit or a
/// widget run reports depends on it, so no caller waits. What is still queued at the host's exit
/// the kernel closes then.
enum InotifyRelease {
  private static let queue = DispatchQueue(label: "extension-host.inotify-release", qos: .utility)

  /// Closes `descriptor` on the release queue.
  static func close(_ descriptor: Int32) {
    queue.async { _ = Glibc.close(descriptor) }
  }
}
