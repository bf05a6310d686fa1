import Synchronization

/// The folders one load has listed, kept so a folder listed to find manifests is not listed
/// again to find sources (a tree of 2,000 target folders was listed twice, half of lint's
/// system calls). Only successful listings are kept; a failed one is tried again.
package final class DirectoryListings: Sendable {
  private let listed = Mutex<[String: [FileSystem.Entry]]>([:])

  /// No folder listed yet.
  package init() {}

  /// The entries of the folder at `path`, sorted by name, as `FileSystem.contentsOfDirectory`
  /// lists them; listed once.
  package func contents(of path: String) throws(FileSystem.Failure) -> [FileSystem.Entry] {
    if let known = listed.withLock({ $0[path] }) { return known }
    let entries = try FileSystem.contentsOfDirectory(path)
    listed.withLock { $0[path] = entries }
    return entries
  }
}
