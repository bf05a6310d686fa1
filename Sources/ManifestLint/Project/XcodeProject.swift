package import ExtensionManifest

/// The parts of an `.xcodeproj` lint needs, read from `project.pbxproj` (an OpenStep plist):
/// native targets with their product type, merged build settings for one configuration, and
/// which extension each app embeds.
package struct XcodeProject: Sendable {
  /// One native target.
  package struct Target: Sendable {
    /// The target's name.
    package let name: String
    /// `com.apple.product-type.app-extension` and so on.
    package let productType: String
    /// What it builds.
    package let kind: TargetKind
    /// Build settings for the chosen configuration, every project layer merged.
    package let settings: [String: String]
    /// Where each setting was set.
    package let settingLocations: [String: SourceLocation]
    /// Names of the targets this one embeds (copy-files phases into PlugIns or Extensions).
    package let embedded: [String]
    /// Where the target is defined in `project.pbxproj`.
    package let definition: SourceLocation
  }

  /// The `.xcodeproj` folder.
  package let path: String
  /// The folder that holds it (`SRCROOT`).
  package let directory: String
  /// The targets, in project order.
  package let targets: [Target]
  /// xcconfig files that could not be read.
  package let problems: [PlistError]

  /// Reads `path/project.pbxproj` and evaluates `configuration` (default: `Release`, else the
  /// project's default configuration, else the first).
  ///
  /// - Throws: `PlistError` when the project file cannot be read or is not a project.
  package init(path: String, configuration: String?) throws(PlistError) {
    self.path = path
    let directory = FileSystem.directory(of: path)
    self.directory = directory
    let document = try PlistReader.read(contentsOf: FileSystem.join(path, "project.pbxproj"))
    var reader = ObjectReader(objects: document.root["objects"], directory: directory)
    let objects = reader.objects
    guard let rootID = document.root["rootObject"]?.string, let project = objects[rootID] else {
      throw PlistError(location: document.root.location, reason: "not an Xcode project: no objects or rootObject", kind: .syntax)
    }
    var problems: [PlistError] = []
    let projectLayer = reader.configurationSettings(of: project, named: configuration, problems: &problems)
    var productOwners: [String: String] = [:]
    var natives: [(id: String, node: PlistNode)] = []
    for targetID in project["targets"]?.array?.compactMap(\.string) ?? [] {
      guard let node = objects[targetID], node["isa"]?.string == "PBXNativeTarget" else { continue }
      natives.append((targetID, node))
      if let product = node["productReference"]?.string, let name = node["name"]?.string { productOwners[product] = name }
    }
    targets = natives.map { _, node in
      let name = node["name"]?.string ?? "?"
      let productType = node["productType"]?.string ?? ""
      let kind = Self.kind(of: productType)
      var settings = Self.defaults(name: name, kind: kind, directory: directory)
      var locations: [String: SourceLocation] = [:]
      for layer in [projectLayer, reader.configurationSettings(of: node, named: configuration, problems: &problems)] {
        for (key, value) in layer.values {
          guard let replaced = value.replacingInherited(with: settings[key] ?? "") else {
            // The project's layer is under every target: said once.
            let problem = value.inheritedOverflow(key: key, at: layer.locations[key] ?? node.location)
            if !problems.contains(where: { $0.location == problem.location && $0.reason == problem.reason }) { problems.append(problem) }
            continue
          }
          settings[key] = replaced
        }
        locations.merge(layer.locations) { _, new in new }
      }
      var embedded: [String] = []
      for phaseID in node["buildPhases"]?.array?.compactMap(\.string) ?? [] {
        guard let phase = objects[phaseID], phase["isa"]?.string == "PBXCopyFilesBuildPhase",
          ["13", "16"].contains(phase["dstSubfolderSpec"]?.string ?? "")
        else { continue }
        for fileID in phase["files"]?.array?.compactMap(\.string) ?? [] {
          if let reference = objects[fileID]?["fileRef"]?.string, let owner = productOwners[reference] { embedded.append(owner) }
        }
      }
      return Target(
        name: name, productType: productType, kind: kind, settings: settings, settingLocations: locations,
        embedded: embedded, definition: node.location
      )
    }
    for target in targets where target.kind != .other { problems += Self.pathProblems(of: target, directory: directory) }
    self.problems = problems
  }

  /// The file a path setting of `target` names (`INFOPLIST_FILE`, `CODE_SIGN_ENTITLEMENTS`), its
  /// build settings expanded, relative to the project's folder; nil when unset or empty.
  package func path(of setting: String, for target: Target) -> String? {
    Self.resolvedPath(of: setting, in: target.settings, directory: directory).path
  }

  /// The settings that name a target's manifest files.
  static let pathSettings = ["INFOPLIST_FILE", "CODE_SIGN_ENTITLEMENTS"]

  /// The file `setting` names, relative to `directory`; or, when its value does not expand to a
  /// file that exists (a reference to a setting set nowhere, one that refers to itself, a value
  /// that expands to nothing, a path where there is no file), no path and why: Xcode reads such a
  /// reference as empty, or cannot find the file, and fails the build, and a host that read the
  /// path anyway would report a folder, `/Info.plist` or a file that cannot be read.
  private static func resolvedPath(of setting: String, in settings: [String: String], directory: String)
    -> (path: String?, problem: String?)
  {
    guard let raw = settings[setting], !raw.isEmpty else { return (nil, nil) }
    let expansion = BuildSettings(settings).expand(raw)
    let value = expansion.value
    let path = value.hasPrefix("/") ? value : FileSystem.join(directory, value)
    var reasons = expansion.malformed + expansion.unresolved.map {
      "$(\($0)) is set nowhere (not in the project, its xcconfigs, nor among the settings Xcode defines that the host knows)"
    }
    if value.isEmpty, reasons.isEmpty { reasons.append("it expands to nothing") }
    if reasons.isEmpty, FileSystem.kind(of: path) == nil {
      // A file the project names but the folder lacks (a clone without it): Xcode stops the build
      // ("Build input file cannot be found"), so it is said once, at the setting that names it.
      return (
        nil,
        "\(setting) \(DisplayText.quoted([raw])) does not name a file: no file is at \(DisplayText.escaped(value)) in the "
          + "project's folder, and Xcode fails the build without it; add the file there, or correct the setting"
      )
    }
    guard !reasons.isEmpty, FileSystem.kind(of: path) != .file else { return (path, nil) }
    return (
      nil,
      "\(setting) \(DisplayText.quoted([raw])) does not name a file: " + DisplayText.escaped(reasons.joined(separator: "; "))
        + "; write the path from the project's folder, or set what it refers to"
    )
  }

  /// A problem at the setting for each path setting of `target` that names no file (`resolvedPath`).
  private static func pathProblems(of target: Target, directory: String) -> [PlistError] {
    pathSettings.compactMap { setting in
      Self.resolvedPath(of: setting, in: target.settings, directory: directory).problem.map {
        PlistError(location: target.settingLocations[setting] ?? target.definition, reason: $0, kind: .io)
      }
    }
  }

  private static func kind(of productType: String) -> TargetKind {
    switch productType {
    case "com.apple.product-type.application", "com.apple.product-type.application.watchapp2-container": .application
    case "com.apple.product-type.app-extension", "com.apple.product-type.watchkit2-extension",
      "com.apple.product-type.tv-app-extension":
      .appExtension
    case "com.apple.product-type.extensionkit-extension": .extensionKitExtension
    default: .other
    }
  }

  /// What Xcode supplies before any project setting.
  private static func defaults(name: String, kind: TargetKind, directory: String) -> [String: String] {
    var values = [
      "TARGET_NAME": name,
      "PRODUCT_NAME": "$(TARGET_NAME)",
      "PRODUCT_MODULE_NAME": "$(PRODUCT_NAME:c99extidentifier)",
      "EXECUTABLE_NAME": "$(PRODUCT_NAME)",
      "DEVELOPMENT_LANGUAGE": "en",
      "SRCROOT": directory,
      "PROJECT_DIR": directory,
    ]
    switch kind {
    case .application: values["PRODUCT_BUNDLE_PACKAGE_TYPE"] = "APPL"
    case .appExtension, .extensionKitExtension: values["PRODUCT_BUNDLE_PACKAGE_TYPE"] = "XPC!"
    case .other: break
    }
    return values
  }
}

/// Follows object references inside `objects`.
private struct ObjectReader {
  /// The project's objects by identifier, looked up in constant time (a plist dictionary is
  /// searched entry by entry, and a hostile project holds hundreds of thousands); a later
  /// definition of an identifier wins, as in a plist dictionary.
  let objects: [String: PlistNode]
  let directory: String
  private var parents: [String: String] = [:]

  init(objects node: PlistNode?, directory: String) {
    let entries = node?.entries ?? []
    objects = Dictionary(entries.map { ($0.key, $0.value) }, uniquingKeysWith: { _, later in later })
    self.directory = directory
    for entry in entries {
      for child in entry.value["children"]?.array?.compactMap(\.string) ?? [] { parents[child] = entry.key }
    }
  }

  /// The settings of the configuration `name` of an object with a `buildConfigurationList`,
  /// its xcconfig (if any) first.
  mutating func configurationSettings(
    of owner: PlistNode,
    named name: String?,
    problems: inout [PlistError]
  ) -> (values: [(String, String)], locations: [String: SourceLocation]) {
    guard let listID = owner["buildConfigurationList"]?.string, let list = objects[listID] else { return ([], [:]) }
    let configurations = (list["buildConfigurations"]?.array ?? []).compactMap { $0.string.flatMap { objects[$0] } }
    let wanted = name ?? "Release"
    let chosen = configurations.first { $0["name"]?.string == wanted }
      ?? configurations.first { $0["name"]?.string == list["defaultConfigurationName"]?.string }
      ?? configurations.first
    guard let configuration = chosen else { return ([], [:]) }
    var values: [(String, String)] = []
    var locations: [String: SourceLocation] = [:]
    if let reference = configuration.entries?.last(where: { $0.key == "baseConfigurationReference" }), let id = reference.value.string {
      switch filePath(of: id) {
      case .success(let path):
        let xcconfig = XCConfig(path: path)
        problems += xcconfig.problems
        values += xcconfig.values.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        locations.merge(xcconfig.locations) { _, new in new }
      case .failure(let unresolved):
        let name = configuration["name"]?.string ?? "?"
        problems.append(
          PlistError(
            location: reference.keyLocation,
            reason: "the base configuration file of the '\(name)' configuration \(unresolved.reason), so lint does not read its settings; \(unresolved.fix)",
            kind: unresolved.kind))
      }
    }
    for entry in configuration["buildSettings"]?.entries ?? [] {
      let value = entry.value.string ?? (entry.value.array ?? []).compactMap(\.string).joined(separator: " ")
      values.append((entry.key, value))
      locations[entry.key] = entry.keyLocation
    }
    return (values, locations)
  }

  /// The longest path a file reference may have: Linux's `PATH_MAX`, past which no file system
  /// call opens it. Also what bounds the walk up a hostile project's chain of nested groups.
  static let maximumPathBytes = 4096

  /// The file-system path of a file reference, following its groups, or why it has none.
  func filePath(of id: String) -> Result<String, UnresolvedReference> {
    var components: [String] = []
    var pathBytes = 0
    var visited: [String] = []
    var seen: Set<String> = []  // `visited`, looked up in constant time: a chain may be 100,000 groups long
    var current = id
    while true {
      guard let object = objects[current] else {
        return .failure(UnresolvedReference(
          reason: "refers to '\(current)', which project.pbxproj does not define", fix: "re-add the file in Xcode", kind: .syntax))
      }
      if let path = object["path"]?.string, !path.isEmpty {
        components.append(path)
        pathBytes += path.utf8.count + 1
        guard pathBytes <= Self.maximumPathBytes else {
          return .failure(UnresolvedReference(
            reason: "sits in groups whose paths make one longer than \(Self.maximumPathBytes) bytes (\(components.count) groups "
              + "deep), which no file system opens",
            fix: "move the file to a group nearer the project's main group", kind: .unsafe))
        }
      }
      visited.append(current)
      seen.insert(current)
      let root: String
      switch object["sourceTree"]?.string ?? "<group>" {
      case "<absolute>": root = ""
      case "SOURCE_ROOT", "SRCROOT", "PROJECT_DIR": root = directory
      case "<group>":
        guard let parent = parents[current] else {
          root = directory
          break
        }
        if seen.contains(parent), let start = visited.firstIndex(of: parent) {
          let loop = (visited[start...] + [parent]).map { objects[$0]?["name"]?.string ?? objects[$0]?["path"]?.string ?? $0 }
          return .failure(UnresolvedReference(
            reason: "sits in groups that contain each other (\(loop.joined(separator: " in ")))",
            fix: "remove the group from its own children in project.pbxproj", kind: .syntax))
        }
        current = parent
        continue
      case let other:
        return .failure(UnresolvedReference(
          reason: "is relative to \(other), which lint cannot resolve", fix: "make it relative to its group or the project",
          kind: .warning))
      }
      return .success(components.reversed().reduce(root) { $0.isEmpty ? $1 : FileSystem.join($0, $1) })
    }
  }
}

/// Why a file reference in `project.pbxproj` has no path lint can read.
struct UnresolvedReference: Error {
  /// What is wrong, after "the base configuration file of ... ".
  let reason: String
  /// What to do about it.
  let fix: String
  /// An error (a broken project) or a warning (a path only Xcode can resolve).
  let kind: PlistError.Kind
}
