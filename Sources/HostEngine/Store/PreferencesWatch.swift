import Glibc
import HostProtocol

/// Notices an extension using the `UserDefaults` suite of an App Group it is not entitled to.
///
/// Each extension's `Library/Preferences` holds links for its entitled groups (events on a link's
/// target are not reported here) and private files for the others (`AppGroupLayout`);
/// swift-corelibs-foundation opens a suite's file the first time the suite is used, so an open of
/// `group.….plist` in that folder, or the creation of one, is an access without the entitlement.
/// The kernel queues the events during the visit; they are read once the extensions have
/// stopped, so no thread is needed. A read of a suite whose group no target lists leaves no
/// trace (the file does not exist), and is not reported.
final class PreferencesWatch: Sendable {
  /// One access seen.
  struct Access: Hashable, Sendable {
    var extensionName: String
    var group: String
    var wrote: Bool
  }

  private let descriptor: Int32
  private let folders: [Int32: String]

  /// Watches each extension's preferences folder, by extension name; nil when inotify is unavailable.
  init?(folders byName: [String: String]) {
    let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    guard descriptor >= 0 else { return nil }
    var folders: [Int32: String] = [:]
    let events = UInt32(IN_OPEN | IN_CREATE | IN_MODIFY | IN_MOVED_TO)
    for (name, path) in byName {
      let watch = inotify_add_watch(descriptor, path, events)
      if watch >= 0 { folders[watch] = name }
    }
    self.descriptor = descriptor
    self.folders = folders
  }

  deinit { InotifyRelease.close(descriptor) }

  /// The App Group suites opened or written since the watch began, in order, each access once.
  func accesses() -> [Access] {
    var seen: [Access] = []
    InotifyEvents.drain(descriptor) { event, name in
      guard let extensionName = folders[event.wd], name.hasPrefix("group."), name.hasSuffix(".plist") else { return }
      let wrote = event.mask & UInt32(IN_CREATE | IN_MODIFY | IN_MOVED_TO) != 0
      let access = Access(extensionName: extensionName, group: String(name.dropLast(".plist".count)), wrote: wrote)
      if !seen.contains(access) { seen.append(access) }
    }
    return seen
  }
}
