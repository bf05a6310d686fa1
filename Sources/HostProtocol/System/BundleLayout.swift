import Glibc

/// Where a bundle's resources are found beside its Info.plist: one rule, shared by the host (which
/// links them into the folder an extension starts from, `BundleFolder`) and the SDK modules (which
/// read asset catalogs and string tables from it, `ExtensionBundle`).
///
/// On iOS the resources are the files Xcode copied into the `.appex`. Here they are found next to
/// the Info.plist: in the folder `<Name>` beside `<Name>-Info.plist` when there is one (the flat
/// `plists/` layout), else in the Info.plist's own folder (Xcode's one-folder-per-target layout).
package enum BundleLayout {
  /// The folder holding the resources of the bundle whose Info.plist is at `infoPlistPath`, a path
  /// with at least one `/`.
  package static func resourcesFolder(forInfoPlist infoPlistPath: String) -> String {
    guard let slash = infoPlistPath.lastIndex(of: "/") else { return "." }
    let folder = infoPlistPath[..<slash].isEmpty ? "/" : String(infoPlistPath[..<slash])
    let name = infoPlistPath[infoPlistPath.index(after: slash)...]
    if name.hasSuffix("-Info.plist") {
      let sibling = (folder == "/" ? "" : folder) + "/" + String(name.dropLast("-Info.plist".count))
      var status = stat()
      if stat(sibling, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR { return sibling }
    }
    return folder
  }
}
