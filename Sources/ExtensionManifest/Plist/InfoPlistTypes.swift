/// The type Apple's tools read each known Info.plist key with: one table, for lint's
/// `plist-wrong-type` (PL004) and for the commands that read the keys (`app-switcher`'s set-up
/// errors), so the two never disagree. A value of another type is read as missing on the device.
package enum InfoPlistTypes {
  /// A key path whose value must have `type` (a `PlistNode.typeName`): slash-separated from the
  /// root; `*` stands for every element of an array.
  package struct Expectation: Sendable {
    package let keyPath: String
    package let type: String
  }

  /// Every key the table knows, in the order they are checked.
  package static let expectations: [Expectation] = {
    let topLevel = [
      ("CFBundleIdentifier", "string"), ("CFBundleVersion", "string"), ("CFBundleShortVersionString", "string"),
      ("CFBundleExecutable", "string"), ("CFBundleName", "string"), ("CFBundleDisplayName", "string"),
      ("CFBundlePackageType", "string"), ("CFBundleDevelopmentRegion", "string"), ("MinimumOSVersion", "string"),
      ("LSRequiresIPhoneOS", "boolean"), ("UIMainStoryboardFile", "string"), ("NSExtension", "dictionary"),
      ("EXAppExtensionAttributes", "dictionary"),
    ]
    // The extension's keys, inside `NSExtension` or ExtensionKit's `EXAppExtensionAttributes`.
    let extensionKeys = [
      ("NSExtensionPointIdentifier", "string"), ("NSExtensionPrincipalClass", "string"),
      ("NSExtensionMainStoryboard", "string"), ("NSExtensionAttributes", "dictionary"), ("EXExtensionPointIdentifier", "string"),
    ]
    let scenes = "UIApplicationSceneManifest"
    let role = scenes + "/UISceneConfigurations/UIWindowSceneSessionRoleApplication"
    let sceneKeys = [
      (scenes, "dictionary"), (scenes + "/UIApplicationSupportsMultipleScenes", "boolean"),
      (scenes + "/UISceneConfigurations", "dictionary"), (role, "array"), (role + "/*", "dictionary"),
    ]
    // The keys of each of the app's scene configurations.
    let configurationKeys = ["UISceneConfigurationName", "UISceneDelegateClassName", "UISceneClassName", "UISceneStoryboardFile"]
    let all =
      topLevel
      + ["NSExtension", "EXAppExtensionAttributes"].flatMap { parent in extensionKeys.map { (parent + "/" + $0.0, $0.1) } }
      + sceneKeys + configurationKeys.map { (role + "/*/" + $0, "string") }
    return all.map { Expectation(keyPath: $0.0, type: $0.1) }
  }()

  /// The nodes below `root` of another type than `expectations` give them, each with the type it
  /// must have, in the table's order.
  package static func mismatches(in root: PlistNode, among expectations: [Expectation] = expectations) -> [(
    node: PlistNode, expected: String
  )] {
    var found: [(node: PlistNode, expected: String)] = []
    for expectation in expectations {
      for node in nodes(at: expectation.keyPath.split(separator: "/").map(String.init), below: root)
      where node.typeName != expectation.type {
        found.append((node, expectation.type))
      }
    }
    return found
  }

  /// The nodes a key path's components name; `*` each element of an array. A step through a value
  /// of the wrong type finds nothing (that value is a mismatch of its own).
  private static func nodes(at components: [String], below node: PlistNode) -> [PlistNode] {
    guard let first = components.first else { return [node] }
    let rest = Array(components.dropFirst())
    if first == "*" { return (node.array ?? []).flatMap { nodes(at: rest, below: $0) } }
    guard node.typeName == "dictionary", let child = node[first] else { return [] }
    return nodes(at: rest, below: child)
  }
}
