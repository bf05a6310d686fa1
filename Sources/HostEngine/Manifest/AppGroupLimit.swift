import ExtensionManifest

/// How many App Groups one target's entitlements may list for the host to run it: the host's own
/// limit, not Apple's (apps share data through one or a few groups).
///
/// Each group is a container the host lays out in the state directory, a suite it watches, and a
/// name in the environment it starts the process with, where one variable holds at most 128 KiB
/// (Linux's `MAX_ARG_STRLEN`): thousands of groups there made the launch fail with "Argument list
/// too long", blamed on the extension's build. At 100 groups of the longest name an App Group can
/// have, the list stays far below that.
enum AppGroupLimit {
  /// The most App Groups a target may list.
  static let maximum = 100

  /// The problem of an entitlements file whose `com.apple.security.application-groups` lists
  /// more than `maximum` groups, at the array; nil otherwise.
  static func problem(in entitlements: PlistDocument?) -> SetupError.Problem? {
    guard let node = entitlements?.root["com.apple.security.application-groups"], let groups = node.array,
      groups.count > maximum
    else { return nil }
    return SetupError.Problem(
      location: node.location.description,
      message: "com.apple.security.application-groups lists \(groups.count) App Groups; extension-host runs a target "
        + "with at most \(maximum) (a shared container each, named to the process in its environment). "
        + "List only the groups this target shares data through")
  }
}
