import Dispatch
package import ExtensionManifest
import Synchronization

extension ProjectLoader {
  /// Reads every file (in parallel), infers kinds, assigns hosts, scans sources.
  static func build(
    _ specs: [Spec], loose: [String], xcconfigs: [XCConfig], problems: [PlistError], options: LoadOptions,
    listings: DirectoryListings
  ) -> LintProject {
    var problems = problems
    var overlay: [String: String] = [:]
    var overlayLocations: [String: SourceLocation] = [:]
    for xcconfig in xcconfigs {
      overlay.merge(xcconfig.values) { _, new in new }
      overlayLocations.merge(xcconfig.locations) { _, new in new }
    }
    overlay.merge(options.settings) { _, new in new }
    let paths = specs.flatMap { [$0.infoPath, $0.entitlementsPath].compactMap { $0 } } + loose
    let files = parallelMap(paths) { ManifestFile(path: $0) }
    var byPath: [String: ManifestFile] = [:]
    for file in files { byPath[file.path] = file }
    var sourceCache: [String: [SwiftSourceFile]] = [:]
    func sources(in directory: String?) -> [SwiftSourceFile] {
      guard let directory else { return [] }
      if let cached = sourceCache[directory] { return cached }
      let scanned = SwiftSourceFile.files(under: directory, listings: listings)
      sourceCache[directory] = scanned
      return scanned
    }
    func sourcesDirectory(of spec: Spec, settings: BuildSettings) -> String? {
      guard let directory = options.sourcesDirectory else { return spec.sourcesDirectory }
      let module = settings.expandedValue(for: "PRODUCT_MODULE_NAME") ?? spec.name
      let narrowed = [FileSystem.join(directory, module), FileSystem.join(directory, spec.name)]
        .first { FileSystem.kind(of: $0) == .directory }
      return narrowed ?? directory
    }
    var targets: [LintTarget] = []
    var kinds: [Int: [(name: String, kind: TargetKind)]] = [:]
    var prepared: [(Spec, TargetKind, BuildSettings, ManifestFile?, ManifestFile?)] = []
    for spec in specs {
      var values = spec.settings
      if values.isEmpty { values = ManifestTarget.defaultSettings(forTargetNamed: spec.name).values }
      for (key, value) in overlay {
        guard let replaced = value.replacingInherited(with: values[key] ?? "") else {
          let location = overlayLocations[key] ?? spec.definition ?? SourceLocation(path: spec.infoPath ?? spec.name, line: 1, column: 1)
          let problem = value.inheritedOverflow(key: key, at: location)
          if !problems.contains(where: { $0.location == problem.location && $0.reason == problem.reason }) { problems.append(problem) }
          continue
        }
        values[key] = replaced
      }
      let settings = BuildSettings(values)
      let info = spec.infoPath.flatMap { byPath[$0] }
      let entitlements = spec.entitlementsPath.flatMap { byPath[$0] }
      let kind = spec.kind ?? inferKind(info, settings: settings)
      kinds[spec.group, default: []].append((spec.name, kind))
      prepared.append((spec, kind, settings, info, entitlements))
    }
    // Every extension's and app's sources, scanned on every core before the targets are put together.
    func hasSources(_ kind: TargetKind) -> Bool { kind.isExtension || kind == .application }
    let sourceDirectories = Array(
      Set(prepared.compactMap { spec, kind, settings, _, _ in hasSources(kind) ? sourcesDirectory(of: spec, settings: settings) : nil }))
    for (directory, files) in zip(sourceDirectories, parallelMap(sourceDirectories) { SwiftSourceFile.files(under: $0, listings: listings) }) {
      sourceCache[directory] = files
    }
    var applications: [Int: [String]] = [:]
    for (group, members) in kinds { applications[group] = members.filter { $0.kind == .application }.map(\.name) }
    var unplaced: [(name: String, apps: [String])] = []
    for (spec, kind, settings, info, entitlements) in prepared {
      var host = spec.hostName
      if host == nil, kind.isExtension {
        let apps = applications[spec.group] ?? []
        if let wanted = options.hostApp, apps.contains(wanted) {
          host = wanted
        } else if apps.count == 1 {
          host = apps[0]
        } else if apps.count > 1 {
          unplaced.append((spec.name, apps.sorted()))
        }
      }
      let sourceFiles = hasSources(kind) ? sources(in: sourcesDirectory(of: spec, settings: settings)) : []
      let assumesGeneration = spec.infoPlistGenerationAssumed && looksGenerated(info)
      var locations = spec.locations
      locations.merge(overlayLocations) { _, new in new }
      let definition = spec.definition ?? info?.rootLocation ?? entitlements?.rootLocation
        ?? SourceLocation(path: spec.name, line: 1, column: 1)
      targets.append(
        LintTarget(
          name: spec.name, kind: kind, info: info, entitlements: entitlements, settings: settings,
          settingLocations: locations, generatesInfoPlist: spec.generatesInfoPlist || assumesGeneration,
          infoPlistGenerationAssumed: assumesGeneration, hostName: host,
          definition: definition, sources: sourceFiles
        )
      )
    }
    let looseFiles = loose.compactMap { byPath[$0] } + problems.map { ManifestFile(path: $0.location.path, error: $0) }
    return LintProject(targets: targets, looseFiles: looseFiles, unplacedExtensions: unplaced)
  }

  /// Whether an Info.plist is the part Xcode completes with `GENERATE_INFOPLIST_FILE`: it has
  /// none of the bundle keys Xcode adds. A classic, complete Info.plist missing one is an error.
  static func looksGenerated(_ info: ManifestFile?) -> Bool {
    guard let root = info?.root else { return false }
    let added = ["CFBundleIdentifier", "CFBundleExecutable", "CFBundleName", "CFBundlePackageType", "CFBundleVersion",
      "CFBundleShortVersionString"]
    return added.allSatisfy { root[$0] == nil }
  }

  /// What a target without a project builds, judged from its Info.plist.
  package static func inferKind(_ info: ManifestFile?, settings: BuildSettings) -> TargetKind {
    guard let root = info?.root else { return .other }
    if root["EXAppExtensionAttributes"] != nil { return .extensionKitExtension }
    if root["NSExtension"] != nil { return .appExtension }
    switch root["CFBundlePackageType"]?.string.map({ settings.expand($0).value }) {
    case "XPC!": return .appExtension
    case "APPL": return .application
    default: break
    }
    let appKeys = ["LSRequiresIPhoneOS", "UIApplicationSceneManifest", "UILaunchScreen", "UILaunchStoryboardName"]
    return appKeys.contains { root[$0] != nil } ? .application : .other
  }

  /// `transform` over `items` on every core, results in order.
  static func parallelMap<Item: Sendable, Result: Sendable>(
    _ items: [Item],
    _ transform: @Sendable (Item) -> Result
  ) -> [Result] {
    guard items.count > 1 else { return items.map(transform) }
    let results = Mutex<[Result?]>(Array(repeating: nil, count: items.count))
    let chunk = max(1, items.count / 64)
    let chunks = (items.count + chunk - 1) / chunk
    DispatchQueue.concurrentPerform(iterations: chunks) { part in
      let range = part * chunk..<min(items.count, (part + 1) * chunk)
      let computed = range.map { transform(items[$0]) }
      results.withLock { storage in
        for (offset, value) in computed.enumerated() { storage[range.lowerBound + offset] = value }
      }
    }
    return results.withLock { $0.compactMap { $0 } }
  }
}
