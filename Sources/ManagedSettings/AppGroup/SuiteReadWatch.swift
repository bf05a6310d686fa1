import Foundation
import HostProtocol

/// Sees whether a stretch of the extension's own code read an App Group's `UserDefaults` suite.
///
/// Foundation answers a suite's reads from what it loaded, but `synchronize()` drops that, so the
/// first read after it opens the suite's file again; the runtime synchronises the entitled
/// suites before every request (`SharedDefaults`), so a read in the request's code opens the
/// file, and the inotify watch the host lends on the folder of each entitled group's suite file
/// (`LentDescriptor.suiteWatchVariable`) sees the open. A group whose suite folder does not exist
/// yet holds nothing to read and is not watched. Without a lent watch (started by hand) nothing is
/// seen.
package enum SuiteReadWatch {
  /// The lent descriptor and the suite file names it reports (`<group>.plist`); nil when the host
  /// lent none or the extension is entitled to no group.
  private static let watch: (descriptor: Int32, names: Set<String>)? = {
    let grant = AppGroupGrant.current
    guard let value = getenv(LentDescriptor.suiteWatchVariable), let descriptor = Int32(String(cString: value)),
      !grant.entitledGroups.isEmpty, fcntl(descriptor, F_SETFD, FD_CLOEXEC) == 0
    else { return nil }
    return (descriptor, Set(grant.entitledGroups.map { $0 + ".plist" }))
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
