import ExtensionManifest

extension AppManifest {
  /// The keys `app-switcher` reads from an app's Info.plist (`InfoPlistTypes` says each one's
  /// type, as UIKit reads it): a value of another type is taken for a missing key, so the app
  /// would run without a delegate, a window or its executable, and every finding after would
  /// blame its code.
  static let readKeys: [InfoPlistTypes.Expectation] = InfoPlistTypes.expectations.filter {
    ["CFBundleExecutable", "UIMainStoryboardFile"].contains($0.keyPath)
      || ($0.keyPath.hasPrefix("UIApplicationSceneManifest") && !$0.keyPath.hasSuffix("/UIApplicationSupportsMultipleScenes"))
  }

  /// One problem per value of the wrong type, at its line, with the type it must have.
  static func wrongTypes(in root: PlistNode) -> [SetupError.Problem] {
    InfoPlistTypes.mismatches(in: root, among: readKeys).map { node, expected in
      let element = expected == "dictionary" ? "dict" : expected
      return SetupError.Problem(
        node,
        "'\(DisplayText.escaped(node.keyPath))' must be \(PlistNode.withArticle(expected)), not \(node.typeNameWithArticle): "
          + "iOS reads a value of another type as missing; write it as <\(element)>…</\(element)>")
    }
  }
}
