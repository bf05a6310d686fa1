/// The one descriptor a host may lend a child beyond the protocol's 3 and 4, and what it can be.
package enum LentDescriptor {
  /// Its number in the child, right after the protocol's.
  package static let number: Int32 = 5

  /// Names the descriptor when it is a widget extension's inotify watch on its App Group suite
  /// folders. The host makes the watch and keeps a descriptor of its own, so the extension's exit
  /// never closes the instance's last descriptor: that close waits for a kernel grace period
  /// (23-38 ms measured on a 6.18 kernel), which would hold up every widget run until the
  /// extension is reaped.
  package static let suiteWatchVariable = "EXTENSION_HOST_SUITE_WATCH_FD"
}
