import HostProtocol
import ExtensionManifest
import HostEngine
import ManifestLint

/// Why a project cannot be adopted.
struct AdoptionError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

extension ProjectAdoption {
  /// Reads the Xcode project at `projectPath` (an `.xcodeproj`) and plans its package.
  ///
  /// - Parameters:
  ///   - hostPackage: the absolute path of this package (extension-host), the dependency.
  ///   - languageMode: 5 or 6; nil: 6 when every extension's `SWIFT_VERSION` is 6, else 5.
  /// - Returns: the plan and notes for the user (imports this package does not provide).
  static func read(projectPath: String, hostPackage: String, languageMode: Int?) throws(AdoptionError)
    -> (adoption: ProjectAdoption, notes: [String])
  {
    let project: XcodeProject
    do {
      project = try XcodeProject(path: projectPath, configuration: "Debug")
    } catch {
      throw AdoptionError("\(projectPath): cannot read the project: \(error.description)")
    }
    let targets = project.targets.filter { $0.kind == .appExtension }.compactMap { target -> Target? in
      project.path(of: "INFOPLIST_FILE", for: target).map { Target(name: target.name, infoPath: $0, settings: BuildSettings(target.settings)) }
    }
    // What the project itself gets wrong (an xcconfig it cannot read, a path setting that names no
    // file): a target it concerns may be left out, so each is said.
    var notes = project.problems.filter { $0.kind != .warning }.map { "\($0.location): \($0.reason)" }
    let (extensions, swiftVersions) = try plan(targets, root: project.directory, notes: &notes)
    guard !extensions.isEmpty else {
      throw AdoptionError("\(projectPath): no extension target extension-host runs (an app extension whose Info.plist names "
        + (ExtensionPoint.hosted + [.widgetKit]).map(\.rawValue).joined(separator: ", ") + ")"
        + notes.map { "\n\($0)" }.joined())
    }
    let projectName = String(FileSystem.lastComponent(of: projectPath).dropLast(".xcodeproj".count))
    let mode = languageMode ?? (swiftVersions.allSatisfy { $0.hasPrefix("6") } ? 6 : 5)
    return (adoption(projectName, extensions, root: project.directory, hostPackage: hostPackage, languageMode: mode), notes)
  }

  /// Plans the package of a project folder that has no `.xcodeproj` (one XcodeGen or Tuist
  /// generates, say): its extensions are the folders whose Info.plist names an extension point
  /// (`<Target>/Info.plist`, as `--manifests` finds them), each named by the executable its
  /// Info.plist names, else by its folder.
  static func read(folder: String, hostPackage: String, languageMode: Int?) throws(AdoptionError)
    -> (adoption: ProjectAdoption, notes: [String])
  {
    let found: [ManifestTarget]
    do {
      found = try TargetDiscovery.targets(in: folder)
    } catch {
      throw AdoptionError("\(error.location): \(error.reason)")
    }
    let targets = found.compactMap { target in
      target.infoPlistPath.map { Target(name: target.name, infoPath: $0, settings: target.settings) }
    }
    var notes: [String] = []
    let (extensions, _) = try plan(targets, root: folder, notes: &notes)
    guard !extensions.isEmpty else {
      throw AdoptionError(
        "no .xcodeproj in \(folder), and none of its folders holds an Info.plist naming an extension point extension-host runs ("
          + (ExtensionPoint.hosted + [.widgetKit]).map(\.rawValue).joined(separator: ", ") + "); init adopts an Xcode project, "
          + "or the folder holding your extensions' folders. A generated project (XcodeGen's project.yml, Tuist) may have no "
          + "Info.plist files until it is generated: see Documentation/OwnProject.md, \"Without an Xcode project\"")
    }
    notes.append(
      "no .xcodeproj in \(DisplayText.escaped(folder)): the extensions were found by their folders' Info.plists, and without a project's "
        + "SWIFT_VERSION the language mode is \(languageMode ?? 5) (--swift-language-mode to choose)")
    let name = FileSystem.lastComponent(of: FileSystem.absolute(folder))
    return (adoption(name, extensions, root: folder, hostPackage: hostPackage, languageMode: languageMode ?? 5), notes)
  }

  /// An extension target's name, Info.plist and the build settings that fill it.
  private struct Target {
    let name: String
    let infoPath: String
    let settings: BuildSettings
  }

  /// The extensions among `targets` the host runs or compiles, each with its `SWIFT_VERSION`
  /// ("" when unset); the others are left out with a note.
  private static func plan(_ targets: [Target], root: String, notes: inout [String]) throws(AdoptionError)
    -> (extensions: [Extension], swiftVersions: [String])
  {
    var extensions: [Extension] = []
    var swiftVersions: [String] = []
    // Names come from disk and from the project: shown escaped, so a line break cannot forge a line.
    let shown = { (text: String) in DisplayText.escaped(text) }
    for target in targets {
      let settings = target.settings
      let infoPath = target.infoPath
      let document: PlistDocument
      do {
        document = try PlistReader.read(contentsOf: infoPath)
      } catch {
        notes.append("\(shown(target.name)) is left out: its Info.plist cannot be read: \(shown(error.description))")
        continue
      }
      guard let point = extensionPoint(of: document, settings: settings) else { continue }
      guard point.isHosted || point == .widgetKit || point == .deviceActivityReport else {
        notes.append("\(shown(target.name)) is a \(point.role), which extension-host does not run; it is left out")
        continue
      }
      if point == .deviceActivityReport {
        notes.append("\(shown(target.name)) is a \(point.role): adopted so that `swift build` compiles it; "
          + "extension-host lints it but does not run it")
      }
      let name = executableName(of: document, settings: settings) ?? target.name
      guard isTargetName(name) else {
        throw AdoptionError("\(shown(target.name)): its executable '\(shown(name))' is not a name SwiftPM can give a target "
          + "(letters, digits and _ only, not starting with a digit)")
      }
      let folder = FileSystem.directory(of: infoPath)
      let relativeFolder = FileSystem.relative(folder, to: root)
      guard relativeFolder != folder, relativeFolder != "." else {
        throw AdoptionError("\(shown(target.name)): its Info.plist (\(shown(infoPath))) is not in a folder of its own inside "
          + "\(shown(root)); init adopts the folder that holds your extensions' folders")
      }
      if let earlier = extensions.first(where: { $0.name == name }) {
        throw AdoptionError("\(shown(earlier.folder)) and \(shown(relativeFolder)) both build an executable named '\(name)', "
          + "and a package has one target of each name; give each extension its own CFBundleExecutable "
          + "(in Xcode, its own PRODUCT_NAME). Nothing was written")
      }
      let sources = SwiftSources(folder: folder, readingActivityNames: point == .deviceActivityMonitor)
      // A widget or report extension starts itself (`@main`); the others through the runtime.
      var products = [.widgetKit, .deviceActivityReport].contains(point) ? [] : [runtimeModule]
      for module in sdkProducts where sources.imports.contains(module) && !products.contains(module) { products.append(module) }
      if point == .shieldConfiguration {
        for module in ["ManagedSettingsUI", "UIKit"] where !products.contains(module) { products.append(module) }
      }
      if point == .widgetKit {
        for module in ["WidgetKit", "SwiftUI"] where !products.contains(module) { products.append(module) }
      }
      if point == .deviceActivityReport {
        for module in ["DeviceActivity", "SwiftUI"] where !products.contains(module) { products.append(module) }
      }
      let foreign = sources.imports.subtracting(sdkProducts + SwiftSources.toolchainModules).sorted()
      if !foreign.isEmpty {
        notes.append("\(target.name) imports \(foreign.joined(separator: ", ")), which extension-host does not provide; "
          + "see Documentation/SourceCompatibility.md")
      }
      swiftVersions.append(settings.expandedValue(for: "SWIFT_VERSION") ?? "")
      extensions.append(
        Extension(
          name: name, point: point, folder: relativeFolder, excluded: sources.nonSources, products: products,
          usesURLLoading: sources.usesURLLoading, activityNames: sources.activityNames, eventNames: sources.eventNames))
    }
    return (extensions, swiftVersions)
  }

  private static func adoption(
    _ projectName: String, _ extensions: [Extension], root: String, hostPackage: String, languageMode: Int
  ) -> ProjectAdoption {
    ProjectAdoption(
      projectName: projectName, extensions: extensions, hostPackagePath: relativePath(from: root, to: hostPackage),
      hostPackageIdentity: FileSystem.lastComponent(of: hostPackage), languageMode: languageMode)
  }

  /// The extension point an Info.plist names: `NSExtension`'s, or for an ExtensionKit extension
  /// (a device activity report) `EXAppExtensionAttributes`'s.
  private static func extensionPoint(of document: PlistDocument, settings: BuildSettings) -> ExtensionPoint? {
    guard let identifier = document.root["NSExtension"]?["NSExtensionPointIdentifier"]?.string
        ?? document.root["EXAppExtensionAttributes"]?["EXExtensionPointIdentifier"]?.string
    else { return nil }
    return ExtensionPoint(rawValue: settings.expand(identifier).value)
  }

  /// The executable an Info.plist names (`CFBundleExecutable`, settings expanded); nil when it
  /// names none, as an Info.plist Xcode generates the rest of (`EXECUTABLE_NAME` then).
  private static func executableName(of document: PlistDocument, settings: BuildSettings) -> String? {
    guard let text = document.root["CFBundleExecutable"]?.string else {
      return settings.expandedValue(for: "EXECUTABLE_NAME")
    }
    let name = settings.expand(text).value
    return name.isEmpty ? settings.expandedValue(for: "EXECUTABLE_NAME") : name
  }

  private static func isTargetName(_ name: String) -> Bool {
    guard let first = name.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else { return false }
    return name.utf8.allSatisfy { byte in
      (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
    }
  }

  /// `to` as seen from `from`: `../extension-host`; absolute when they share no folder but the root.
  static func relativePath(from: String, to: String) -> String {
    let base = FileSystem.absolute(from).split(separator: "/")
    let target = FileSystem.absolute(to).split(separator: "/")
    let common = zip(base, target).prefix { $0 == $1 }.count
    // Nothing in common but the root: the absolute path says more than a climb to it.
    if common == 0 { return FileSystem.absolute(to) }
    let parts = Array(repeating: "..", count: base.count - common) + target[common...].map(String.init)
    return parts.isEmpty ? "." : parts.joined(separator: "/")
  }
}

/// The Swift sources of an extension's folder: what they import, and what else the folder holds.
private struct SwiftSources {
  /// Modules the toolchain brings on Linux, which need no dependency.
  static let toolchainModules = [
    "Foundation", "Dispatch", "Glibc", "Swift", "Synchronization", "Observation", "FoundationEssentials", "FoundationNetworking",
  ]
  /// Foundation's URL loading types, which Linux's Foundation keeps in `FoundationNetworking`.
  static let urlLoadingTypes = [
    "URLSession", "URLRequest", "URLResponse", "HTTPURLResponse", "URLCache", "HTTPCookie", "URLCredential", "URLProtocol",
  ]

  private(set) var imports: Set<String> = []
  /// Whether a source names one of `urlLoadingTypes`.
  private(set) var usesURLLoading = false
  /// Whether activity and event names are read: a monitor's only, which name the starter scenario.
  private let readsActivityNames: Bool
  /// The activity and event names the sources give (`StarterScenario.names(in:)`), each once.
  private(set) var activityNames: [String] = []
  private(set) var eventNames: [String] = []
  /// Top-level entries that are neither Swift files nor folders holding any.
  private(set) var nonSources: [String] = []

  /// The folders read, by their real paths, from the extension's folder and those above it: a
  /// link back to one (`l -> .`, `up -> ..`: two made 3^16 folders to read) is read no more and
  /// holds no new source, so it is left out of the target, as a loop in any walk of its sources.
  private var scanned: Set<String> = []

  init(folder: String, readingActivityNames: Bool) {
    readsActivityNames = readingActivityNames
    var real = FileSystem.resolvingLinks(folder)
    while scanned.insert(real).inserted { real = FileSystem.directory(of: real) }
    for entry in (try? FileSystem.contentsOfDirectory(folder)) ?? [] {
      let path = FileSystem.join(folder, entry.name)
      let holdsSwift = entry.kind == .directory ? scan(path) : (entry.name.hasSuffix(".swift") && read(path))
      if !holdsSwift { nonSources.append(entry.name) }
    }
  }

  /// Reads every Swift file under `directory`; whether there was one.
  private mutating func scan(_ directory: String, depth: Int = 0) -> Bool {
    guard depth < 16, scanned.insert(FileSystem.resolvingLinks(directory)).inserted else { return false }
    var found = false
    for entry in (try? FileSystem.contentsOfDirectory(directory)) ?? [] {
      let path = FileSystem.join(directory, entry.name)
      if entry.kind == .directory {
        found = scan(path, depth: depth + 1) || found
      } else if entry.name.hasSuffix(".swift") {
        found = read(path) || found
      }
    }
    return found
  }

  /// Records the modules `path` imports (`import X`, `@preconcurrency import X`, `import struct X.Y`).
  private mutating func read(_ path: String) -> Bool {
    guard case .success(let bytes) = FileSystem.readFile(path, limit: 8 << 20) else { return true }
    let text = String(decoding: bytes, as: UTF8.self)
    if !usesURLLoading { usesURLLoading = Self.urlLoadingTypes.contains { text.contains($0) } }
    if readsActivityNames {
      let names = StarterScenario.names(in: text)
      activityNames += names.activities.filter { !activityNames.contains($0) }
      eventNames += names.events.filter { !eventNames.contains($0) }
    }
    for line in TextLines.of(text) {
      let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).filter { !$0.hasPrefix("@") }
      guard words.first == "import", words.count >= 2 else { continue }
      let kinds: Set<Substring> = ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"]
      let named = kinds.contains(words[1]) && words.count >= 3 ? words[2] : words[1]
      if let module = named.split(separator: ".").first { imports.insert(String(module)) }
    }
    return true
  }
}
