import Foundation

/// Lays out what iOS sets up when it installs an app: a container per App Group, and for each
/// extension its own `Library/Preferences`, where the suite of every group it is entitled to is a
/// link to that group's container and the suite of every other group is a file of its own.
///
/// So `UserDefaults(suiteName:)` behaves as on a device: an entitled extension shares the app's
/// values; one that is not gets private, empty defaults. The private file is created empty up
/// front so that opening it can be noticed (`PreferencesWatch`).
struct AppGroupLayout {
  /// The state directory laid out.
  let state: StateDirectory
  /// Every App Group any target lists, sorted.
  let groups: [String]

  /// Creates every group's container.
  func prepareContainers() throws(StateError) {
    for group in groups {
      try createDirectory((state.suiteFile(ofGroup: group) as NSString).deletingLastPathComponent)
    }
  }

  /// Prepares the home of the extension whose sandbox is `key`, entitled to `entitled`.
  func prepareSandbox(_ key: String, entitled: [String]) throws(StateError) {
    let preferences = state.preferences(ofSandbox: key)
    try createDirectory(preferences)
    let fileManager = FileManager.default
    for group in groups {
      let path = preferences + "/" + group + ".plist"
      let link = try? fileManager.destinationOfSymbolicLink(atPath: path)
      do {
        if entitled.contains(group) {
          let target = state.suiteFile(ofGroup: group)
          guard link != target else { continue }
          if link != nil || fileManager.fileExists(atPath: path) { try fileManager.removeItem(atPath: path) }
          try fileManager.createSymbolicLink(atPath: path, withDestinationPath: target)
        } else {
          if link != nil { try fileManager.removeItem(atPath: path) }
          if !fileManager.fileExists(atPath: path) { try Data(Self.emptyPropertyList.utf8).write(to: URL(fileURLWithPath: path)) }
        }
      } catch {
        throw .io(path: path, reason: "cannot prepare the App Group defaults: \(error.localizedDescription)")
      }
    }
  }

  private func createDirectory(_ path: String) throws(StateError) {
    do {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    } catch {
      throw .io(path: path, reason: "cannot create the folder: \(error.localizedDescription)")
    }
  }

  private static let emptyPropertyList = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict/>
    </plist>

    """
}
