import ExtensionManifest

/// SW406: the configuration names the app's code asks for are in its Info.plist.
enum SceneConfigurationNameUnknown: LintRule {
  static let description = RuleDescription(
    id: "SW406",
    name: "scene-configuration-name-unknown",
    summary: "`UISceneConfiguration(name:sessionRole:)` in the app's sources names a configuration its `UIApplicationSceneManifest` does not list.",
    rationale: "UIKit looks the name up in the Info.plist to find the delegate class; a name it lacks (often after renaming the configuration) gives a configuration without a delegate, so the scene runs none of the app's code.",
    evidence: "Apple, `UISceneConfiguration.init(name:sessionRole:)`: \"the name of the configuration in your app's Info.plist\"; `application(_:configurationForConnecting:options:)`.",
    layer: .runtime,
    severity: .error,
    fix: "Use a `UISceneConfigurationName` the Info.plist lists (Xcode's template: \"Default Configuration\"), or set the configuration's `delegateClass`.",
    passing: [
      RuleExample([
        (path: "App/Info.plist", text: SceneManifestSource.exampleInfo(delegate: "$(PRODUCT_MODULE_NAME).SceneDelegate")),
        (path: "App/AppDelegate.swift", text: "import UIKit\n\nlet c = UISceneConfiguration(name: \"Default Configuration\", sessionRole: .windowApplication)\n"),
      ])
    ],
    failing: [
      RuleExample([
        (path: "App/Info.plist", text: SceneManifestSource.exampleInfo(delegate: "$(PRODUCT_MODULE_NAME).SceneDelegate")),
        (path: "App/AppDelegate.swift", text: "import UIKit\n\nlet c = UISceneConfiguration(name: 1️⃣\"Main\", sessionRole: .windowApplication)\n"),
      ])
    ]
  )

  static func check(_ project: LintProject) -> [Finding] {
    SceneManifestSource.sceneApps(in: project).flatMap { target, manifest -> [Finding] in
      let names = SceneManifestSource.configurations(manifest).compactMap { configuration in
        configuration["UISceneConfigurationName"]?.string.map { target.expand($0).value }
      }
      guard !names.isEmpty else { return [] }
      let listed = names.map { "'\($0)'" }.joined(separator: ", ")
      return target.sources.flatMap(\.sceneConfigurationNames).compactMap { asked in
        guard !names.contains(asked.name) else { return nil }
        return Finding(
          description,
          "no scene configuration '\(DisplayText.escaped(asked.name))' in the Info.plist of '\(target.name)' "
            + "(it lists \(listed)): the scene gets no delegate",
          at: asked.location)
      }
    }
  }
}
