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
    let read: Data?
    do {
      let contents = try ManifestCache.readWithBytes(path)
      (root, read) = (contents.document.root, contents.bytes)
    } catch {
      throw SetupError(at: error.location.description, error.reason)
    }
    guard let entries = root.entries else {
      throw SetupError([.init(root, "\(fileName) must be a dictionary from App Group identifier to defaults")])
    }
    var problems: [SetupError.Problem] = []
    for entry in entries {
      if entry.value.entries == nil {
        problems.append(.init(entry.value, "the defaults of '\(entry.key)' must be a dictionary, not \(entry.value.typeNameWithArticle)"))
      }
      if let violation = ManifestName.violation(entry.key, as: .appGroup) {
        problems.append(SetupError.Problem(location: entry.keyLocation.description, message: violation.description))
      } else if let app, !app.appGroups.contains(entry.key) {
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
      data = try read ?? Data(contentsOf: URL(fileURLWithPath: path))  // the bytes just parsed, when the cache had them
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

  /// The most a suite or seed file may hold when the host reads it back.
  static let fileLimit = 16 << 20

  /// Writes each group's defaults into its suite unless this very seed was applied before.
  /// - Returns: the groups seeded now.
  func apply(to state: StateDirectory) throws(StateError) -> [String] {
    var seeded: [String] = []
    for (group, data) in groups.sorted(by: { $0.key < $1.key }) {
      guard ManifestName.violation(group, as: .appGroup) == nil else {
        throw .io(path: path, reason: "'\(group)' is not an App Group identifier")
      }
      let seed = state.seedFile(ofGroup: group)
      if try seed.read(limit: Self.fileLimit) == Array(data) { continue }
      let suite = state.suite(ofGroup: group)
      let existing = try suite.read(limit: Self.fileLimit)
      do {
        var values = existing.flatMap {
          try? PropertyListSerialization.propertyList(from: Data($0), format: nil) as? [String: Any]
        } ?? [:]
        let defaults = try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] ?? [:]
        values.merge(defaults) { _, seed in seed }
        let merged = try PropertyListSerialization.data(fromPropertyList: values, format: .xml, options: 0)
        try suite.write(Array(merged))
        try seed.write(Array(data))
      } catch let error as StateError {
        throw error
      } catch {
        throw .io(path: suite.path, reason: "cannot seed the App Group defaults: \(error.localizedDescription)")
      }
      seeded.append(group)
    }
    return seeded
  }
}
