import Foundation
import HostProtocol

/// Sees whether a stretch of the extension's own code read an App Group's `UserDefaults` suite.
///
/// Foundation answers a suite's reads from what it loaded, but `synchronize()` drops that, so the
/// first read after it opens the suite's file again; the runtime synchronises the entitled
/// suites before every request (`SharedDefaults`), so a read in the request's code opens the
/// file, and an inotify watch on the folder of each entitled group's suite file sees the open.
/// A group whose suite has no file yet holds nothing to read and is not seen. The watch is made
/// once and kept: closing an inotify descriptor waits for a kernel grace period.
package enum SuiteReadWatch {
  /// The descriptor and the suite file names watched (`<group>.plist`); nil when the extension has
  /// no App Group suite folder (or inotify fails).
  private static let watch: (descriptor: Int32, names: Set<String>)? = {
    let grant = AppGroupGrant.current
    guard let containers = grant.containersDirectory, !grant.entitledGroups.isEmpty else { return nil }
    let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    guard descriptor >= 0 else { return nil }
    var names: Set<String> = []
    for group in grant.entitledGroups {
      let folder = containers + "/" + group + "/Library/Preferences"
      if inotify_add_watch(descriptor, folder, UInt32(IN_OPEN)) >= 0 { names.insert(group + ".plist") }
    }
    guard !names.isEmpty else {
      close(descriptor)
      return nil
    }
    return (descriptor, names)
  }()

  /// Runs `body` (after the runtime synchronised the suites) and tells whether it opened a suite
  /// file: nil when nothing is watched.
  package static func reads<Result>(during body: () -> Result) -> (result: Result, readSuite: Bool?) {
    guard let watch else { return (body(), nil) }
    InotifyEvents.drain(watch.descriptor) { _, _ in }  // opens before the stretch
    let result = body()
    var read = false
    InotifyEvents.drain(watch.descriptor) { _, name in read = read || watch.names.contains(name) }
    return (result, read)
  }
}
