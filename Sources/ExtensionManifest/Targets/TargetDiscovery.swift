import Dispatch
import Synchronization

/// Finds targets' manifests in a folder without a project file.
///
/// Two layouts, merged by target name:
/// - flat: `<Target>-Info.plist` (also `<Target>_Info.plist`, `<Target>Info.plist`) and
///   `<Target>.entitlements` side by side; a bare `Info.plist` belongs to a target named after
///   the folder;
/// - folder: `<dir>/<Target>/Info.plist` (or `<Target>-Info.plist`) with
///   `<dir>/<Target>/<Target>.entitlements`, or the only `*.entitlements` in that folder.
///
/// Other files (`ShieldPolicy.plist`, `Localizable.strings`) are not manifests and are ignored.
/// Hidden folders, `*.xcodeproj`, `*.xcworkspace` and `.build` are not searched.
package enum TargetDiscovery {
  /// The targets in `directory`, sorted by name, each with default settings; the folders listed
  /// are kept in `listings` for whoever lists them next.
  ///
  /// - Throws: `PlistError` of kind `.io` when the folder cannot be listed.
  package static func targets(
    in directory: String, listings: DirectoryListings = DirectoryListings()
  ) throws(PlistError) -> [ManifestTarget] {
    let entries: [FileSystem.Entry]
    do {
      entries = try listings.contents(of: directory)
    } catch {
      throw PlistError(location: SourceLocation(path: directory, line: 1, column: 1), reason: "cannot list the folder: \(error)", kind: .io)
    }
    var found: [String: (directory: String, info: String?, entitlements: String?)] = [:]
    func record(_ name: String, in folder: String, info: String? = nil, entitlements: String? = nil) {
      var target = found[name] ?? (folder, nil, nil)
      if target.info == nil { target.info = info }
      if target.entitlements == nil { target.entitlements = entitlements }
      found[name] = target
    }
    let folderName = FileSystem.lastComponent(of: directory)
    // A manifest's name marks a manifest whatever the entry is: a folder or a FIFO named
    // `App.entitlements` is found, and its reader then says what it is, rather than the target
    // seeming to have no entitlements (or no Info.plist) at all.
    for entry in entries where entry.kind == .file || isManifestName(entry.name, folderName: folderName) {
      let path = FileSystem.join(directory, entry.name)
      if let name = targetName(ofInfoPlist: entry.name, folderName: folderName) {
        record(name, in: directory, info: path)
      } else if let name = targetName(ofEntitlements: entry.name) {
        record(name, in: directory, entitlements: path)
      }
    }
    let folders = entries.filter { $0.kind == .directory && isSearchable($0.name) && !isManifestName($0.name, folderName: folderName) }
      .map(\.name)
    for (name, manifests) in zip(folders, manifests(inFolders: folders, of: directory, listings: listings)) {
      guard let manifests else { continue }
      record(name, in: FileSystem.join(directory, name), info: manifests.info, entitlements: manifests.entitlements)
    }
    return found.keys.sorted().compactMap { name in
      guard let target = found[name] else { return nil }
      return ManifestTarget(
        name: name,
        directory: target.directory,
        infoPlistPath: target.info,
        entitlementsPath: target.entitlements,
        settings: ManifestTarget.defaultSettings(forTargetNamed: name)
      )
    }
  }

  /// The Info.plist and entitlements in each of `names` (folders of `directory`), listed on every
  /// core: a tree of thousands of target folders is mostly directory listing.
  private static func manifests(
    inFolders names: [String], of directory: String, listings: DirectoryListings
  ) -> [(info: String?, entitlements: String?)?] {
    let found = Mutex<[(info: String?, entitlements: String?)?]>(Array(repeating: nil, count: names.count))
    let chunk = max(1, names.count / 64)
    DispatchQueue.concurrentPerform(iterations: (names.count + chunk - 1) / chunk) { part in
      for index in part * chunk..<min(names.count, (part + 1) * chunk) {
        let manifests = self.manifests(inFolder: names[index], of: directory, listings: listings)
        found.withLock { $0[index] = manifests }
      }
    }
    return found.withLock { $0 }
  }

  /// The folder's Info.plist (or `<Folder>-Info.plist`) and its entitlements (`<Folder>.entitlements`,
  /// or the only `.entitlements`); nil when it has neither.
  private static func manifests(
    inFolder name: String, of directory: String, listings: DirectoryListings
  ) -> (info: String?, entitlements: String?)? {
    let folder = FileSystem.join(directory, name)
    guard let inner = try? listings.contents(of: folder) else { return nil }
    let files = inner.filter { $0.kind == .file || isManifestName($0.name, folderName: name) }.map(\.name)
    let info = files.first { $0 == "Info.plist" } ?? files.first { targetName(ofInfoPlist: $0, folderName: name) == name }
    let entitlementFiles = files.filter { $0.hasSuffix(".entitlements") }
    let entitlements = entitlementFiles.first { $0 == name + ".entitlements" }
      ?? (entitlementFiles.count == 1 ? entitlementFiles[0] : nil)
    guard info != nil || entitlements != nil else { return nil }
    return (info.map { FileSystem.join(folder, $0) }, entitlements.map { FileSystem.join(folder, $0) })
  }

  /// `App` for `App-Info.plist`, `App_Info.plist` or `AppInfo.plist`; the folder's name for
  /// `Info.plist`; `nil` for other files.
  package static func targetName(ofInfoPlist fileName: String, folderName: String) -> String? {
    guard fileName.hasSuffix("Info.plist") else { return nil }
    if fileName == "Info.plist" { return folderName }
    var stem = fileName.dropLast("Info.plist".count)
    if stem.hasSuffix("-") || stem.hasSuffix("_") || stem.hasSuffix(".") { stem = stem.dropLast() }
    return stem.isEmpty ? nil : String(stem)
  }

  /// Whether `name` is an Info.plist's or an entitlements file's name in the flat layout.
  private static func isManifestName(_ name: String, folderName: String) -> Bool {
    targetName(ofInfoPlist: name, folderName: folderName) != nil || targetName(ofEntitlements: name) != nil
  }

  /// `App` for `App.entitlements`; `nil` for other files.
  package static func targetName(ofEntitlements fileName: String) -> String? {
    guard fileName.hasSuffix(".entitlements"), fileName.count > ".entitlements".count else { return nil }
    return String(fileName.dropLast(".entitlements".count))
  }

  private static func isSearchable(_ name: String) -> Bool {
    !name.hasPrefix(".") && !name.hasSuffix(".xcodeproj") && !name.hasSuffix(".xcworkspace")
      && name != "build" && name != "DerivedData"
  }
}
