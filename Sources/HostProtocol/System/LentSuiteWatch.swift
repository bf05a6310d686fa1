/// How the host lends a widget extension the inotify watch on its App Group suite folders.
///
/// The host makes the watch and keeps a descriptor of its own, so the extension's exit never
/// closes the instance's last descriptor: that close waits for a kernel grace period (23-38 ms
/// measured on a 6.18 kernel), which would hold up every widget run until the extension is reaped.
package enum LentSuiteWatch {
  /// The variable naming the descriptor in the extension (its value is `descriptor`).
  package static let variable = "EXTENSION_HOST_SUITE_WATCH_FD"
  /// The extension's descriptor for the watch, right after the protocol's 3 and 4.
  package static let descriptor: Int32 = 5
}
