
/// Lays out what iOS sets up when it installs an app: a container per App Group, and for each
/// extension its own `Documents` and `Library/Preferences`, where the suite of every group it is entitled to is a
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
    for group in groups { try state.root.createDirectories(Array(state.suiteLocation(ofGroup: group).dropLast())) }
  }

  /// Prepares the home of the extension whose sandbox is `key`, entitled to `entitled`. A link or
  /// file an extension left in the place of the host's is replaced; a link on the way there is
  /// refused (`ContainedDirectory`).
  func prepareSandbox(_ key: String, entitled: [String]) throws(StateError) {
    try state.root.createDirectories(state.sandboxLocation(of: key) + ["Documents"])
    let preferences = try state.root.folder(state.preferencesLocation(ofSandbox: key))
    let entitled = Set(entitled)
    for group in groups {
      let place = [StateDirectory.component(group) + ".plist"]
      let link = preferences.linkDestination(place)
      if entitled.contains(group) {
        let target = state.suiteFile(ofGroup: group)
        guard link != target else { continue }
        try preferences.makeLink(place, to: target)
      } else {
        if link != nil { try preferences.remove(place) }
        if preferences.entryKind(place) == nil { try preferences.write(Self.emptyPropertyList, to: place) }
      }
    }
  }

  private static let emptyPropertyList = Array("""
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict/>
    </plist>

    """.utf8)
}
