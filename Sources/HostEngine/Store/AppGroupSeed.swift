import ExtensionManifest
import Foundation

/// The App Group defaults the app writes when it starts, read from `AppGroupDefaults.plist` in
/// the manifests folder: a dictionary from App Group identifier to the keys and values the app
/// stores in `UserDefaults(suiteName:)` for that group.
///
/// Like the shield policy, a seed is applied when it differs from the one applied last time: its
/// keys are written into the group's suite, and keys the extensions wrote are left alone.
struct AppGroupSeed: Sendable {
  /// The file's name in the manifests folder.
  static let fileName = "AppGroupDefaults.plist"

  /// The file read.
  let path: String
  /// Each group's defaults, as an XML property list.
  let groups: [String: Data]

  /// Reads and checks the seed: every group it names must be one the app's entitlements list,
  /// since it is the app that writes them.
  static func read(_ path: String, app: AppTarget?) throws(SetupError) -> AppGroupSeed {
    let root: PlistNode
    do {
      root = try ManifestCache.read(path).root
    } catch {
      throw SetupError(at: error.location.description, error.reason)
    }
    guard let entries = root.entries else {
      throw SetupError([.init(root, "\(fileName) must be a dictionary from App Group identifier to defaults")])
    }
    var problems: [SetupError.Problem] = []
    for entry in entries {
      if entry.value.entries == nil {
        problems.append(.init(entry.value, "the defaults of '\(entry.key)' must be a dictionary, not a \(entry.value.typeName)"))
      }
      if let app, !app.appGroups.contains(entry.key) {
        problems.append(
          SetupError.Problem(
            location: entry.keyLocation.description,
            message: "\(fileName) seeds App Group '\(entry.key)', but \(app.name)'s entitlements do not list it, "
              + "so the app could not write there; add it to com.apple.security.application-groups"))
      }
    }
    guard problems.isEmpty else { throw SetupError(problems) }
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw SetupError(at: path, "cannot read the App Group defaults: \(error.localizedDescription)")
    }
    if let groups = converted.value(path: path, bytes: data) { return AppGroupSeed(path: path, groups: groups) }
    let values: [String: Any]
    do {
      values = try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] ?? [:]
    } catch {
      throw SetupError(at: path, "cannot read the App Group defaults: \(error.localizedDescription)")
    }
    var groups: [String: Data] = [:]
    for (group, defaults) in values {
      guard let data = try? PropertyListSerialization.data(fromPropertyList: defaults, format: .xml, options: 0) else {
        throw SetupError(at: path, "the defaults of '\(group)' cannot be written as a property list")
      }
      groups[group] = data
    }
    converted.remember(groups, path: path, bytes: data)
    return AppGroupSeed(path: path, groups: groups)
  }

  /// Each seed file's groups as XML property lists, by path and bytes (the daemon reads the seed
  /// on every visit; the conversion goes through Foundation's property-list classes).
  private static let converted = ContentMemo<[String: Data]>()

  /// Writes each group's defaults into its suite unless this very seed was applied before.
  /// - Returns: the groups seeded now.
  func apply(to state: StateDirectory) throws(StateError) -> [String] {
    var seeded: [String] = []
    for (group, data) in groups.sorted(by: { $0.key < $1.key }) {
      let seedPath = state.seedFile(ofGroup: group)
      if FileManager.default.contents(atPath: seedPath) == data { continue }
      let suitePath = state.suiteFile(ofGroup: group)
      do {
        var suite = FileManager.default.contents(atPath: suitePath).flatMap {
          try? PropertyListSerialization.propertyList(from: $0, format: nil) as? [String: Any]
        } ?? [:]
        let defaults = try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] ?? [:]
        suite.merge(defaults) { _, seed in seed }
        let merged = try PropertyListSerialization.data(fromPropertyList: suite, format: .xml, options: 0)
        for path in [suitePath, seedPath] {
          try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        }
        try merged.write(to: URL(fileURLWithPath: suitePath), options: .atomic)
        try data.write(to: URL(fileURLWithPath: seedPath), options: .atomic)
      } catch {
        throw .io(path: suitePath, reason: "cannot seed the App Group defaults: \(error.localizedDescription)")
      }
      seeded.append(group)
    }
    return seeded
  }
}
