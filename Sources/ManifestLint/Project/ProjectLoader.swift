import Dispatch
import ExtensionManifest

/// Turns the paths given to `lint` into a `LintProject`: Xcode projects, folders of manifests
/// (flat or folder layout), or single files.
package enum ProjectLoader {
  /// A target whose files are not read yet.
  struct Spec: Sendable {
    var name: String
    var kind: TargetKind?
    var infoPath: String?
    var entitlementsPath: String?
    var settings: [String: String]
    var locations: [String: SourceLocation] = [:]
    var generatesInfoPlist = false
    /// No project says whether Xcode generates the Info.plist: assumed when the file has none of
    /// the keys Xcode would add (see `LintTarget.infoPlistGenerationAssumed`).
    var infoPlistGenerationAssumed = false
    var hostName: String?
    var definition: SourceLocation?
    var sourcesDirectory: String?
    var group: Int
  }

  /// Loads `paths` (default `.`).
  ///
  /// - Throws: `LoadError` when a path does not exist or a project cannot be read.
  package static func load(_ paths: [String], options: LoadOptions) throws(LoadError) -> LintProject {
    var specs: [Spec] = []
    var loose: [String] = []
    var problems: [PlistError] = []
    var group = 0
    let listings = DirectoryListings()
    for path in paths.isEmpty ? ["."] : paths {
      group += 1
      switch FileSystem.kind(of: path) {
      case nil:
        throw LoadError(description: "\(path): no such file or folder")
      case .directory where path.hasSuffix(".xcodeproj") || path.hasSuffix(".xcodeproj/"):
        try addProject(path, options: options, group: group, to: &specs, problems: &problems)
      case .directory:
        let found = specs.count
        try addFolder(path, options: options, listings: listings, group: &group, depth: 0, to: &specs, problems: &problems)
        if specs.count == found { throw LoadError(description: nothingToLint(in: path)) }
      case .other:
        throw LoadError(
          description: "\(path) is \(FileSystem.typeName(of: path) ?? "a special file"), not a manifest file: "
            + "lint reads Info.plist and .entitlements files, Xcode projects and folders of them")
      default:
        let name = FileSystem.lastComponent(of: path)
        let folder = FileSystem.directory(of: path)
        if name == "project.pbxproj" {
          try addProject(folder, options: options, group: group, to: &specs, problems: &problems)
        } else if let target = TargetDiscovery.targetName(ofInfoPlist: name, folderName: FileSystem.lastComponent(of: folder)) {
          merge(Spec(name: target, infoPath: path, settings: [:], group: group), into: &specs)
        } else if let target = TargetDiscovery.targetName(ofEntitlements: name) {
          merge(Spec(name: target, entitlementsPath: path, settings: [:], group: group), into: &specs)
        } else {
          loose.append(path)
        }
      }
    }
    let xcconfigs = options.xcconfigPaths.map(XCConfig.init(path:))
    for xcconfig in xcconfigs { problems += xcconfig.problems }
    return build(specs, loose: loose, xcconfigs: xcconfigs, problems: problems, options: options, listings: listings)
  }

  /// Why a folder given to lint holds nothing to lint, naming a manifest that is not a file (a
  /// folder or a FIFO named `Info.plist`) when there is one.
  private static func nothingToLint(in path: String) -> String {
    let entries = (try? FileSystem.contentsOfDirectory(path)) ?? []
    let impostor = entries.first { entry in
      entry.kind != .file
        && (TargetDiscovery.targetName(ofInfoPlist: entry.name, folderName: "") != nil
          || TargetDiscovery.targetName(ofEntitlements: entry.name) != nil)
    }
    if let impostor {
      let place = FileSystem.join(path, impostor.name)
      let type = FileSystem.typeName(of: place) ?? "a dangling link"
      return "\(place) is \(type), not \(type == "a folder" ? "a file" : "a regular file"): a manifest is a property "
        + "list file; nothing else in \(path) to lint"
    }
    if FileSystem.lastComponent(of: path).hasSuffix("Info.plist") || FileSystem.lastComponent(of: path).hasSuffix(".entitlements") {
      return "\(path) is a folder, not a file: a manifest is a property list file"
    }
    return "\(path): nothing to lint: no Info.plist, <Target>-Info.plist, .entitlements or .xcodeproj here "
      + "or in the folders below (3 levels); pass the folder that holds your targets"
  }

  private static func merge(_ spec: Spec, into specs: inout [Spec]) {
    if let index = specs.firstIndex(where: { $0.name == spec.name && $0.group == spec.group }) {
      specs[index].infoPath = specs[index].infoPath ?? spec.infoPath
      specs[index].entitlementsPath = specs[index].entitlementsPath ?? spec.entitlementsPath
    } else {
      specs.append(spec)
    }
  }

  private static func addProject(
    _ path: String, options: LoadOptions, group: Int, to specs: inout [Spec], problems: inout [PlistError]
  ) throws(LoadError) {
    let project: XcodeProject
    do {
      project = try XcodeProject(path: path, configuration: options.configuration)
    } catch {
      throw LoadError(description: error.description)
    }
    problems += project.problems
    var hosts: [String: String] = [:]
    for target in project.targets { for embedded in target.embedded { hosts[embedded] = target.name } }
    for target in project.targets where target.kind != .other {
      let settings = BuildSettings(target.settings)
      let info = project.path(of: "INFOPLIST_FILE", for: target)
      var sources = info.map(FileSystem.directory(of:))
      let named = FileSystem.join(project.directory, target.name)
      if sources == nil, FileSystem.kind(of: named) == .directory { sources = named }
      specs.append(
        Spec(
          name: target.name, kind: target.kind, infoPath: info, entitlementsPath: project.path(of: "CODE_SIGN_ENTITLEMENTS", for: target),
          settings: target.settings, locations: target.settingLocations,
          generatesInfoPlist: settings.expand(target.settings["GENERATE_INFOPLIST_FILE"] ?? "").value == "YES",
          hostName: hosts[target.name], definition: target.definition, sourcesDirectory: sources, group: group
        )
      )
    }
  }

  private static func addFolder(
    _ path: String, options: LoadOptions, listings: DirectoryListings, group: inout Int, depth: Int,
    to specs: inout [Spec], problems: inout [PlistError]
  ) throws(LoadError) {
    let entries = (try? listings.contents(of: path)) ?? []
    let projects = entries.filter { $0.kind == .directory && $0.name.hasSuffix(".xcodeproj") }
    if !projects.isEmpty {
      for project in projects {
        try addProject(FileSystem.join(path, project.name), options: options, group: group, to: &specs, problems: &problems)
        group += 1
      }
      return
    }
    let found = (try? TargetDiscovery.targets(in: path, listings: listings)) ?? []
    if !found.isEmpty {
      for target in found {
        specs.append(
          Spec(
            name: target.name, infoPath: target.infoPlistPath, entitlementsPath: target.entitlementsPath,
            settings: target.settings.values, infoPlistGenerationAssumed: target.infoPlistPath != nil,
            sourcesDirectory: target.directory, group: group
          )
        )
      }
      group += 1
      return
    }
    guard depth < 3 else { return }
    for entry in entries where entry.kind == .directory && !entry.name.hasPrefix(".") && entry.name != "build" {
      try addFolder(
        FileSystem.join(path, entry.name), options: options, listings: listings, group: &group, depth: depth + 1, to: &specs,
        problems: &problems)
    }
  }
}
