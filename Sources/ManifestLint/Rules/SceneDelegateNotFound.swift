import ExtensionManifest

/// SW404: the scene delegate class exists in the app's Swift sources.
enum SceneDelegateNotFound: LintRule {
  static let description = RuleDescription(
    id: "SW404",
    name: "scene-delegate-not-found",
    summary: "No Swift source of the app declares the class a scene configuration's `UISceneDelegateClassName` names.",
    rationale: "UIKit makes the scene delegate from this name; a renamed or misspelt class leaves the scene without a delegate, so no window is made and no cover code ever runs: the App Switcher snapshot shows whatever is on screen.",
    evidence: "Apple, `UISceneConfiguration.delegateClass` and the Info.plist key `UISceneDelegateClassName`: the class UIKit instantiates for the scene; Xcode's template writes `$(PRODUCT_MODULE_NAME).SceneDelegate`.",
    layer: .runtime,
    severity: .error,
    fix: "Rename the class or the key so they match (checked in `--sources DIR`, default the target's folder).",
    passing: [
      RuleExample([
        (path: "App/Info.plist", text: SceneManifestSource.exampleInfo(delegate: "$(PRODUCT_MODULE_NAME).SceneDelegate")),
        (path: "App/SceneDelegate.swift", text: "import UIKit\n\nclass SceneDelegate: UIResponder, UIWindowSceneDelegate {}\n"),
      ])
    ],
    failing: [
      RuleExample([
        (path: "App/Info.plist", text: SceneManifestSource.exampleInfo(delegate: "$(PRODUCT_MODULE_NAME).SceneDelegate", marker: "1️⃣")),
        (path: "App/PrivacySceneDelegate.swift", text: "import UIKit\n\nclass PrivacySceneDelegate: UIResponder, UIWindowSceneDelegate {}\n"),
      ])
    ]
  )

  static func check(_ project: LintProject) -> [Finding] {
    SceneManifestSource.delegateEntries(in: project).compactMap { entry in
      guard entry.declaration == nil else { return nil }
      let files = entry.target.sources.count
      return Finding(
        description,
        "no class '\(entry.className)' in the \(files) Swift file\(files == 1 ? "" : "s") of '\(entry.target.name)': "
          + "the scene gets no delegate",
        at: entry.node.location, keyPath: entry.node.keyPath)
    }
  }
}
