import ExtensionManifest

/// SW407: no app-delegate lifecycle methods in an app that UIKit runs with scenes.
enum AppDelegateLifecycleInSceneApp: LintRule {
  static let description = RuleDescription(
    id: "SW407",
    name: "app-delegate-lifecycle-in-scene-app",
    summary: "An app with a `UIApplicationSceneManifest` declares `applicationWillResignActive`, `applicationDidEnterBackground`, `applicationWillEnterForeground` or `applicationDidBecomeActive`.",
    rationale: "With scene support UIKit calls the scene delegate instead and never these methods, so code there (often the privacy cover for the App Switcher) never runs. Apps that still support iOS 12 keep them on purpose: the rule is silent when the deployment target is below 13.",
    evidence: "Apple, the pages of the four methods: \"If your app has scene support, UIKit doesn't call this method. Use sceneDidEnterBackground(_:) instead.\" (and likewise for each).",
    layer: .runtime,
    severity: .warning,
    fix: "Move the code to the scene delegate: `sceneWillResignActive(_:)`, `sceneDidEnterBackground(_:)`, `sceneWillEnterForeground(_:)`, `sceneDidBecomeActive(_:)`.",
    passing: [
      RuleExample([
        (path: "App/Info.plist", text: SceneManifestSource.exampleInfo(delegate: "$(PRODUCT_MODULE_NAME).SceneDelegate")),
        (path: "App/SceneDelegate.swift", text: "import UIKit\n\nclass SceneDelegate: UIResponder, UIWindowSceneDelegate {\n  func sceneDidEnterBackground(_ scene: UIScene) {}\n}\n"),
      ]),
      RuleExample([
        (path: "App/Info.plist", text: "<key>MinimumOSVersion</key>\n<string>12.0</string>\n" + SceneManifestSource.exampleInfo(delegate: "$(PRODUCT_MODULE_NAME).SceneDelegate")),
        (path: "App/AppDelegate.swift", text: "import UIKit\n\nclass AppDelegate: UIResponder, UIApplicationDelegate {\n  func applicationDidEnterBackground(_ application: UIApplication) {}\n}\n"),
      ]),
    ],
    failing: [
      RuleExample([
        (path: "App/Info.plist", text: SceneManifestSource.exampleInfo(delegate: "$(PRODUCT_MODULE_NAME).SceneDelegate")),
        (path: "App/AppDelegate.swift", text: "import UIKit\n\nclass AppDelegate: UIResponder, UIApplicationDelegate {\n  // func applicationWillResignActive(_ application: UIApplication) {}\n  func 1️⃣applicationDidEnterBackground(_ application: UIApplication) {}\n}\n"),
      ])
    ]
  )

  static func check(_ project: LintProject) -> [Finding] {
    SceneManifestSource.sceneApps(in: project).flatMap { target, _ -> [Finding] in
      if let text = target.infoValue("MinimumOSVersion")?.text,
        let major = text.split(separator: ".").first.flatMap({ Int($0) }), major < 13
      {
        return []
      }
      return target.sources.flatMap(\.functions).compactMap { function in
        guard SceneManifestSource.methodsSkippedWithScenes.contains(function.name) else { return nil }
        return Finding(
          description,
          "\(function.name)(_:) is never called: '\(target.name)' has a UIApplicationSceneManifest, so UIKit calls the "
            + "scene delegate instead",
          at: function.location)
      }
    }
  }
}
