import Glibc
import HostProtocol

/// The resources Xcode would copy into an extension's bundle, found in its resources folder
/// (`BundleLayout`), to be linked into the folder it starts from (`BundleFolder`), so that
/// `Bundle.main.url(forResource:withExtension:)` and `path(forResource:ofType:)` find them as on iOS.
///
/// Xcode copies a group's resource files to the top of the bundle, wherever they sit in the
/// group's folders, and keeps `.lproj` and `.bundle` folders whole; it compiles sources and asset
/// catalogs and copies neither, nor the Info.plist (in the flat layout, every `-Info.plist` beside
/// it: the other targets') or the entitlements; the host's own inputs (``hostInputs``) are no
/// resources either. So each resource file is
/// linked by its name at the top (the first by path where two share one), each `.lproj` and
/// `.bundle` folder whole; hidden names and symbolic links are passed over, and a walk stops at
/// ``maximumDepth`` folders down and ``maximumEntries`` names, so a resources folder that is a
/// whole repository costs a launch little.
struct BundleResourceLinks {
  /// Each link: its name in the bundle folder, and the absolute path it points to.
  var links: [(name: String, target: String)]

  /// How many folders below the resources folder a walk enters.
  static let maximumDepth = 4
  /// How many names a walk looks at, in all.
  static let maximumEntries = 2_000

  /// Name endings of what Xcode compiles or keeps out of the bundle: sources, asset catalogs,
  /// string catalogs, entitlements, settings files, project and documentation folders.
  static let notCopied = [
    ".swift", ".h", ".m", ".mm", ".c", ".cpp", ".modulemap", ".xcassets", ".xcstrings", ".entitlements", ".xcconfig",
    ".xcodeproj", ".xcworkspace", ".docc", ".playground", ".xctestplan", ".storekit",
  ]

  /// The host's own inputs, which sit beside the manifests (in the flat layout, in the resources
  /// folder itself) but are no part of any bundle: the shield policy, the App Group and Keychain
  /// seeds. Linked, they would let an extension read the app's Keychain through `Bundle.main`
  /// while the device's lock refuses its Keychain.
  static let hostInputs: Set<String> = [ShieldPolicyReader.fileName, AppGroupSeed.fileName, KeychainSeed.fileName]

  /// The links for the bundle whose Info.plist is at `infoPlistPath` (absolute), leaving out the
  /// executable's own name (`executableName`).
  init(infoPlistPath: String, executableName: String) {
    var links: [(name: String, target: String)] = []
    var taken: Set<String> = ["Info.plist", executableName]
    var budget = Self.maximumEntries
    // In the flat layout, the other `-Info.plist` files beside this one are other targets' manifests.
    let flat = infoPlistPath.hasSuffix("-Info.plist")
    var level = [BundleLayout.resourcesFolder(forInfoPlist: infoPlistPath)]
    for _ in 0...Self.maximumDepth where !level.isEmpty {
      var below: [String] = []
      for folder in level {
        for name in Self.names(in: folder, budget: &budget) {
          let path = (folder == "/" ? "" : folder) + "/" + name
          var status = stat()
          guard !name.hasPrefix("."), !(flat && name.hasSuffix("-Info.plist")), !Self.notCopied.contains(where: name.hasSuffix),
            !Self.hostInputs.contains(name), lstat(path, &status) == 0
          else { continue }
          let type = status.st_mode & S_IFMT
          let whole = type == S_IFREG || (type == S_IFDIR && (name.hasSuffix(".lproj") || name.hasSuffix(".bundle")))
          if whole, taken.insert(name).inserted {
            links.append((name, path))
          } else if type == S_IFDIR, !whole {
            below.append(path)
          }
        }
      }
      level = below
    }
    self.links = links
  }

  /// The names in `folder`, sorted, at most `budget` of them (taken from it).
  private static func names(in folder: String, budget: inout Int) -> [String] {
    guard budget > 0, let directory = opendir(folder) else { return [] }
    defer { closedir(directory) }
    var names: [String] = []
    while budget > 0, let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
      guard name != ".", name != ".." else { continue }
      names.append(name)
      budget -= 1
    }
    return names.sorted()
  }
}
