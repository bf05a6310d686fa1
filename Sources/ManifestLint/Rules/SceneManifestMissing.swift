import ExtensionManifest

/// AX130: an app declares the scene lifecycle.
enum SceneManifestMissing: LintRule {
  static let description = RuleDescription(
    id: "AX130",
    name: "scene-manifest-missing",
    summary: "The app's Info.plist has no `UIApplicationSceneManifest` (nor `INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES`): it runs the app-delegate lifecycle.",
    rationale: "Apple makes the scene lifecycle required after iOS 26: an app built with a later SDK that adopts no scenes will not launch. Moving means the window and any privacy cover move from the app delegate to a scene delegate.",
    evidence: "Apple TN3187 \"Migrating to the UIKit scene-based life cycle\": after iOS 26 the scene-based life cycle is required for apps built with the latest SDK.",
    layer: .runtime,
    severity: .warning,
    fix: "Add a `UIApplicationSceneManifest` with a `UIWindowSceneSessionRoleApplication` configuration naming `$(PRODUCT_MODULE_NAME).SceneDelegate`, and move the window and lifecycle code into that scene delegate.",
    passing: [
      RuleExample([(path: "App/Info.plist", text: SceneManifestSource.exampleInfo(delegate: "$(PRODUCT_MODULE_NAME).SceneDelegate"))]),
      RuleExample(
        [(path: "App/Info.plist", text: "<key>CFBundleName</key>\n<string>App</string>")],
        settings: ["GENERATE_INFOPLIST_FILE": "YES", "INFOPLIST_KEY_UIApplicationSceneManifest_Generation": "YES"]),
    ],
    failing: [
      RuleExample([(path: "App/Info.plist", text: "1️⃣<dict>\n<key>LSRequiresIPhoneOS</key>\n<true/>\n</dict>")])
    ]
  )

  static func check(_ project: LintProject) -> [Finding] {
    project.targets.compactMap { target in
      guard target.kind == .application, let root = target.info?.root, root["UIApplicationSceneManifest"] == nil else {
        return nil
      }
      if target.generatesInfoPlist || target.settings.expandedValue(for: "GENERATE_INFOPLIST_FILE") == "YES",
        target.settings.expandedValue(for: "INFOPLIST_KEY_UIApplicationSceneManifest_Generation") == "YES"
      {
        return nil
      }
      return Finding(
        description, "'\(target.name)' has no UIApplicationSceneManifest: it uses the app-delegate lifecycle, "
          + "which Apple makes unavailable after iOS 26", at: target.infoLocation)
    }
  }
}
