import ExtensionManifest

extension AppManifest {
  /// The keys `app-switcher` reads from an app's Info.plist and the type each must have, as
  /// UIKit reads them; a value of another type is taken for a missing key, so the app would run
  /// without a delegate, a window or its executable, and every finding after would blame its code.
  static let expectedTypes: [(keyPath: String, type: String)] = [
    ("CFBundleExecutable", "string"), ("UIMainStoryboardFile", "string"), ("UIApplicationSceneManifest", "dictionary"),
    ("UIApplicationSceneManifest/UISceneConfigurations", "dictionary"), (applicationRole, "array"),
  ]

  /// The app's scene configurations.
  static let applicationRole = "UIApplicationSceneManifest/UISceneConfigurations/UIWindowSceneSessionRoleApplication"

  /// The keys of each scene configuration and their types.
  static let configurationTypes: [(key: String, type: String)] = [
    ("UISceneConfigurationName", "string"), ("UISceneDelegateClassName", "string"), ("UISceneClassName", "string"),
    ("UISceneStoryboardFile", "string"),
  ]

  /// One problem per value of the wrong type, at its line, with the type it must have.
  static func wrongTypes(in root: PlistNode) -> [SetupError.Problem] {
    var problems: [SetupError.Problem] = []
    func named(_ type: String) -> String { (type.first.map { "aeiou".contains($0) } == true ? "an " : "a ") + type }
    func check(_ node: PlistNode?, _ expected: String) {
      guard let node, node.typeName != expected else { return }
      let element = expected == "dictionary" ? "dict" : expected
      problems.append(
        SetupError.Problem(
          node,
          "'\(DisplayText.escaped(node.keyPath))' must be \(named(expected)), not \(named(node.typeName)): iOS reads a value of "
            + "another type as missing; write it as <\(element)>…</\(element)>"))
    }
    for (keyPath, type) in expectedTypes { check(root.node(at: keyPath), type) }
    for entry in root.node(at: applicationRole)?.array ?? [] {
      check(entry, "dictionary")
      for (key, type) in configurationTypes { check(entry[key], type) }
    }
    return problems
  }
}
