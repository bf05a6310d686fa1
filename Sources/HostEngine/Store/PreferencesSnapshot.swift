import Glibc

/// Notices an extension writing the `UserDefaults` suite of an App Group no target lists (a typo),
/// for extensions entitled to every group the set lists, without inotify.
///
/// Such an extension's `Library/Preferences` holds only links (one per group, to the group's
/// container): the only thing it can do wrong there is write a suite nobody lists, which leaves a
/// new or changed regular `group.….plist` file. Comparing the folder before and after the visit
/// sees that, and costs a directory listing, where an inotify watch costs a kernel grace period
/// when it is closed (0 to 20 ms on the reference machine, most of a cold visit's variance).
/// Reads of such a suite leave no trace either way, and are not reported by the watch either.
struct PreferencesSnapshot: Sendable {
  /// One suite file: identity and size, to tell a rewrite.
  private struct Stamp: Equatable, Sendable {
    var inode: UInt64
    var size: Int64
    var modified: Int64
    var modifiedNanoseconds: Int64
  }

  private let folders: [String: String]
  private let before: [String: [String: Stamp]]

  /// Records the suite files in each extension's preferences folder, by extension name.
  init(folders byName: [String: String]) {
    folders = byName
    before = byName.mapValues(Self.suites(in:))
  }

  /// The suites written since the snapshot, each once, sorted by extension and group.
  func accesses() -> [PreferencesWatch.Access] {
    var found: [PreferencesWatch.Access] = []
    for (name, folder) in folders.sorted(by: { $0.key < $1.key }) {
      let earlier = before[name] ?? [:]
      for (file, stamp) in Self.suites(in: folder).sorted(by: { $0.key < $1.key }) where earlier[file] != stamp {
        found.append(PreferencesWatch.Access(extensionName: name, group: String(file.dropLast(".plist".count)), wrote: true))
      }
    }
    return found
  }

  /// The regular `group.….plist` files of `folder` (links to containers are not the extension's).
  private static func suites(in folder: String) -> [String: Stamp] {
    guard let directory = opendir(folder) else { return [:] }
    defer { closedir(directory) }
    var suites: [String: Stamp] = [:]
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      guard name.hasPrefix("group."), name.hasSuffix(".plist") else { continue }
      var status = stat()
      guard lstat(folder + "/" + name, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { continue }
      suites[name] = Stamp(
        inode: UInt64(status.st_ino), size: Int64(status.st_size), modified: Int64(status.st_mtim.tv_sec),
        modifiedNanoseconds: Int64(status.st_mtim.tv_nsec))
    }
    return suites
  }
}
