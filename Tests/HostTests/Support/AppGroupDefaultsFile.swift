import Foundation

/// Writes an `AppGroupDefaults.plist` (what the "app" stores in its App Group) into a manifests folder.
enum AppGroupDefaultsFile {
  static let group = "group.com.example.FocusApp"

  /// Replaces the folder's seed with `defaults` for the sample's App Group.
  static func write(_ defaults: [String: Any], into directory: String) throws {
    let data = try PropertyListSerialization.data(fromPropertyList: [group: defaults], format: .xml, options: 0)
    try data.write(to: URL(fileURLWithPath: directory + "/AppGroupDefaults.plist"))
  }

  /// The App Group's defaults as the extensions left them in state directory `state`.
  static func read(state: String) throws -> [String: Any] {
    let path = "\(state)/AppGroups/\(group)/Library/Preferences/\(group).plist"
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    return try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] ?? [:]
  }
}

/// A temporary state directory for `extension-host --state`, removed when the test ends unless
/// HOST_TESTS_KEEP_SCRATCH=1.
final class StateFixture {
  let path = FileManager.default.temporaryDirectory.appendingPathComponent("host-state-\(UUID().uuidString)").path

  var arguments: [String] { ["--state", path] }

  deinit {
    if ProcessInfo.processInfo.environment["HOST_TESTS_KEEP_SCRATCH"] == nil {
      try? FileManager.default.removeItem(atPath: path)
    }
  }
}
