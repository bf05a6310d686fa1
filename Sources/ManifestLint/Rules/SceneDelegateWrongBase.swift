import ExtensionManifest

/// SW405: the scene delegate class adopts `UIWindowSceneDelegate`.
enum SceneDelegateWrongBase: LintRule {
  static let description = RuleDescription(
    id: "SW405",
    name: "scene-delegate-wrong-base",
    summary: "The class `UISceneDelegateClassName` names adopts neither `UIWindowSceneDelegate` nor `UISceneDelegate`.",
    rationale: "UIKit makes the class but finds no scene-delegate methods on it: `scene(_:willConnectTo:options:)` and the lifecycle callbacks never run, so the window and the cover are never made.",
    evidence: "Apple, `UIWindowSceneDelegate`: the scene's delegate adopts it; the scene calls only the protocol's methods.",
    layer: .runtime,
    severity: .error,
    fix: "Adopt the protocol: `class SceneDelegate: UIResponder, UIWindowSceneDelegate`.",
    passing: [
      RuleExample([
        (path: "App/Info.plist", text: SceneManifestSource.exampleInfo(delegate: "$(PRODUCT_MODULE_NAME).SceneDelegate")),
        (path: "App/SceneDelegate.swift", text: "import UIKit\n\nclass SceneDelegate: UIResponder {}\n\nextension SceneDelegate: UIWindowSceneDelegate {}\n"),
      ]),
      RuleExample([
        (path: "App/Info.plist", text: SceneManifestSource.exampleInfo(delegate: "$(PRODUCT_MODULE_NAME).SceneDelegate")),
        (path: "App/SceneDelegate.swift", text: "import UIKit\n\nclass Base: UIResponder, UIWindowSceneDelegate {}\nfinal class SceneDelegate: Base {}\n"),
      ]),
    ],
    failing: [
      RuleExample([
        (path: "App/Info.plist", text: SceneManifestSource.exampleInfo(delegate: "$(PRODUCT_MODULE_NAME).SceneDelegate")),
        (path: "App/SceneDelegate.swift", text: "import UIKit\n\nclass 1️⃣SceneDelegate: UIResponder, UIApplicationDelegate {}\n"),
      ])
    ]
  )

  static func check(_ project: LintProject) -> [Finding] {
    SceneManifestSource.delegateEntries(in: project).compactMap { entry in
      guard let declaration = entry.declaration,
        SceneManifestSource.adoptsSceneDelegate(entry.className, in: entry.target.sources) == false
      else { return nil }
      return Finding(
        description,
        "'\(entry.className)' adopts neither UIWindowSceneDelegate nor UISceneDelegate: UIKit never calls its scene methods",
        at: declaration.location)
    }
  }
}
