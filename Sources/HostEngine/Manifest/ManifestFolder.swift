package import ExtensionManifest
import ManifestLint

/// The targets of a manifests folder, as every command that runs extensions reads them (`visit`,
/// `simulate`, `widgets`, `app-switcher`, `conform`, the daemon).
///
/// A folder that holds Xcode projects (`*.xcodeproj`) is read as lint reads it: each project's
/// app and extension targets, with the Info.plist and entitlements its build settings name
/// (`INFOPLIST_FILE`, `CODE_SIGN_ENTITLEMENTS`) wherever their folders are, and the settings
/// that fill their `$(VAR)` references. So an extension kept in `Extensions/ShieldAction/` runs as
/// it lints, and its bundle identifier is the project's. An app target whose Info.plist Xcode
/// generates whole (no `INFOPLIST_FILE`) is kept, with the place the project says so
/// (`ManifestTarget.generatedAppInfoPlist`). Any other folder is searched by its
/// files' names (`TargetDiscovery`: `plists/`'s flat layout, or one folder per target).
package enum ManifestFolder {
  /// The targets in `directory`, sorted by name.
  ///
  /// - Throws: `SetupError` at the place when the folder cannot be listed, a project in it cannot
  ///   be read, or a file its settings come from cannot (an xcconfig missing, or including itself):
  ///   Xcode would build nothing from it, and the settings would be a guess.
  package static func targets(in directory: String) throws(SetupError) -> [ManifestTarget] {
    let listings = DirectoryListings()  // the folder is listed once, for its projects and its targets
    let projects = projects(in: directory, listings: listings)
    guard !projects.isEmpty else {
      do {
        return try TargetDiscovery.targets(in: directory, listings: listings)
      } catch {
        throw SetupError(at: error.location.description, error.reason)
      }
    }
    var targets: [ManifestTarget] = []
    for path in projects {
      let project: XcodeProject
      do {
        project = try XcodeProject(path: path, configuration: nil)
      } catch {
        throw SetupError(at: error.location.description, "cannot read the Xcode project: \(error.reason)")
      }
      // Lint reports these as findings; a run cannot build on settings it could not read. Each is
      // said once, though every configuration built on the file met it.
      var unread: [PlistError] = []
      for problem in project.problems where problem.kind != .warning
        && !unread.contains(where: { $0.location == problem.location && $0.reason == problem.reason })
      {
        unread.append(problem)
      }
      guard unread.isEmpty else {
        throw SetupError(unread.map { SetupError.Problem(location: $0.location.description, message: $0.reason) })
      }
      targets += project.targets.filter { $0.kind != .other }.map { manifests(of: $0, in: project) }
    }
    return targets.sorted { $0.name < $1.name }
  }

  /// The Xcode projects `targets(in:)` reads `directory` through, sorted; when there are any, its
  /// manifests may lie in any folder the projects name.
  static func projects(in directory: String, listings: DirectoryListings = DirectoryListings()) -> [String] {
    ((try? listings.contents(of: directory)) ?? [])
      .filter { $0.kind == .directory && $0.name.hasSuffix(".xcodeproj") }
      .map { FileSystem.join(directory, $0.name) }.sorted()
  }

  /// A project target's manifests: the files its settings name, relative to the project's folder.
  private static func manifests(of target: XcodeProject.Target, in project: XcodeProject) -> ManifestTarget {
    let info = project.path(of: "INFOPLIST_FILE", for: target)
    let settings = BuildSettings(target.settings)
    let generated = info == nil && target.kind == .application && BuiltInfoPlist(document: nil, settings: settings).isGenerated
    return ManifestTarget(
      name: target.name, directory: info.map(FileSystem.directory(of:)) ?? FileSystem.join(project.directory, target.name),
      infoPlistPath: info, entitlementsPath: project.path(of: "CODE_SIGN_ENTITLEMENTS", for: target), settings: settings,
      generatedAppInfoPlist: generated ? target.settingLocations["GENERATE_INFOPLIST_FILE"] ?? target.definition : nil)
  }
}
