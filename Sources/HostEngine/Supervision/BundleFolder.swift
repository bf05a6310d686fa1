import ExtensionManifest
import Foundation
import Glibc

/// The folder an extension runs from, so that Foundation's `Bundle.main` is its bundle, as an
/// `.appex`'s is on iOS: `infoDictionary`, `bundleIdentifier` and `object(forInfoDictionaryKey:)`
/// read its Info.plist (`Logger(subsystem: Bundle.main.bundleIdentifier!, …)`, an App Group named
/// by a key of its own).
///
/// swift-corelibs-foundation takes the main bundle from the folder of `/proc/self/exe` and reads
/// the `Info.plist` there, and its resources from there too. So the host hard-links the executable
/// into `<its folder>/.extension-host-bundles/<key>/`, beside its Info.plist with the build
/// settings expanded and symbolic links to its resources (`BundleResourceLinks`), and starts that
/// link. `<key>` hashes the Info.plist's bytes, the settings, the executable's identity and the
/// resources' links: manifests that differ never share a folder, and a rebuilt executable
/// gets a new one (the old folders of the same executable are removed then, so no link keeps an
/// old build's blocks). Where the folder cannot be made (a read-only products folder, a file
/// system without hard links, a symbolic link where a folder should be, an Info.plist Foundation
/// cannot read), the executable starts from where it is and `Bundle.main` is its folder, as before.
enum BundleFolder {
  /// The folder holding the bundle folders, in the executable's own folder.
  static let containerName = ".extension-host-bundles"

  /// The path to start for `executablePath`: its link in a bundle folder with `infoPlistPath`'s
  /// contents (settings expanded), else `executablePath` itself.
  static func executable(_ executablePath: String, infoPlistPath: String?, buildSettings: [String: String]) -> String {
    guard let infoPlistPath, let identity = ExecutableBuild(executablePath),
      case .success(let bytes) = FileSystem.readFile(infoPlistPath, limit: 1 << 20)
    else { return executablePath }
    let slash = executablePath.lastIndex(of: "/")
    let directory = slash.map { String(executablePath[..<$0]) } ?? "."
    let name = slash.map { String(executablePath[executablePath.index(after: $0)...]) } ?? executablePath
    let container = directory + "/" + containerName
    let resources = BundleResourceLinks(infoPlistPath: infoPlistPath, executableName: name)
    let folder = container + "/" + key(bytes, buildSettings, identity, resources)
    let linked = folder + "/" + name
    // Made by an earlier launch (the link is written last), in folders that are no links elsewhere.
    if access(linked, X_OK) == 0 { return isRealFolder(container) && isRealFolder(folder) ? linked : executablePath }
    guard let info = expandedInfoPlist(bytes, buildSettings: buildSettings),
      mkdir(container, 0o755) == 0 || errno == EEXIST, isRealFolder(container),
      mkdir(folder, 0o755) == 0 || errno == EEXIST, isRealFolder(folder),
      place(info, at: folder + "/Info.plist"), linkResources(resources, in: folder), link(executablePath, at: linked)
    else { return executablePath }
    removeOldBuilds(of: name, in: container, keeping: identity)
    return linked
  }

  /// The Info.plist with every string's `$(VAR)` expanded, as Xcode writes it into the bundle.
  static func expandedInfoPlist(_ bytes: [UInt8], buildSettings: [String: String]) -> Data? {
    guard let root = try? PropertyListSerialization.propertyList(from: Data(bytes), format: nil) else { return nil }
    let settings = BuildSettings(buildSettings)
    func expanded(_ value: Any) -> Any {
      switch value {
      case let text as String: settings.expand(text).value
      case let array as [Any]: array.map(expanded)
      case let dictionary as [String: Any]: dictionary.mapValues(expanded)
      default: value
      }
    }
    return try? PropertyListSerialization.data(fromPropertyList: expanded(root), format: .xml, options: 0)
  }

  /// A name for the folder: FNV-1a over the Info.plist, the settings in order, the executable and
  /// the resources' links (a resource added or removed makes another folder).
  private static func key(
    _ bytes: [UInt8], _ settings: [String: String], _ identity: ExecutableBuild, _ resources: BundleResourceLinks
  ) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    func mix<S: Sequence>(_ sequence: S) where S.Element == UInt8 {
      for byte in sequence { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
      hash = (hash ^ 0xff) &* 0x100_0000_01b3
    }
    mix(bytes)
    for (name, value) in settings.sorted(by: { $0.key < $1.key }) { mix(name.utf8); mix(value.utf8) }
    mix("\(identity.device) \(identity.inode) \(identity.size) \(identity.modified)".utf8)
    for (name, target) in resources.links { mix(name.utf8); mix(target.utf8) }
    return String(hash, radix: 16)
  }

  /// Whether `path` is a folder itself, not a symbolic link to one: nothing is written through a link.
  private static func isRealFolder(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
  }

  /// Writes `data` to `path` whole: a file of its own first, then renamed over.
  private static func place(_ data: Data, at path: String) -> Bool {
    let temporary = path + ".\(getpid()).tmp"
    guard (try? data.write(to: URL(fileURLWithPath: temporary))) != nil else { return false }
    guard rename(temporary, path) == 0 else {
      unlink(temporary)
      return false
    }
    return true
  }

  /// Makes each resource's symbolic link in `folder` (one left by an interrupted launch is kept);
  /// false when one cannot be made.
  private static func linkResources(_ resources: BundleResourceLinks, in folder: String) -> Bool {
    resources.links.allSatisfy { name, target in symlink(target, folder + "/" + name) == 0 || errno == EEXIST }
  }

  /// Hard-links `source` at `path`, through a name of its own so a concurrent launch never sees a
  /// half-made folder.
  private static func link(_ source: String, at path: String) -> Bool {
    let temporary = path + ".\(getpid()).tmp"
    unlink(temporary)
    guard Glibc.link(source, temporary) == 0 else { return false }
    guard rename(temporary, path) == 0 else {
      unlink(temporary)
      return false
    }
    return true
  }

  /// Removes the folders of `name` linked to another build than `identity`'s.
  private static func removeOldBuilds(of name: String, in container: String, keeping identity: ExecutableBuild) {
    guard let folders = try? FileManager.default.contentsOfDirectory(atPath: container) else { return }
    for folder in folders {
      let path = container + "/" + folder
      guard let other = ExecutableBuild(path + "/" + name), other.device != identity.device || other.inode != identity.inode else {
        continue
      }
      try? FileManager.default.removeItem(atPath: path)
    }
  }
}

/// What tells one build of an executable from another: its file (device, inode), size and
/// modification time. (`ProtectedDataGuard.FileIdentity` and `SetupMemo` compare device and inode
/// alone, for files and folders that are not rebuilt in place.)
struct ExecutableBuild: Equatable {
  var device: UInt64
  var inode: UInt64
  var size: Int64
  var modified: Int

  init?(_ path: String) {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    device = UInt64(status.st_dev)
    inode = UInt64(status.st_ino)
    size = Int64(status.st_size)
    modified = status.st_mtim.tv_sec * 1_000_000_000 + status.st_mtim.tv_nsec
  }
}
