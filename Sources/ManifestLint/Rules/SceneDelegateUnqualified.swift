import ExtensionManifest

/// AX131: a Swift scene delegate class is module-qualified.
enum SceneDelegateUnqualified: LintRule {
  static let description = RuleDescription(
    id: "AX131",
    name: "scene-delegate-unqualified",
    summary: "`UISceneDelegateClassName` has no module prefix (`SceneDelegate` instead of `$(PRODUCT_MODULE_NAME).SceneDelegate`).",
    rationale: "Swift classes are registered under `Module.Class`; an unqualified name is not found at runtime unless the class is annotated `@objc(Name)`, and the scene silently runs without a delegate.",
    evidence: "Xcode's app template writes `$(PRODUCT_MODULE_NAME).SceneDelegate`; UIKit looks the class up by name (NSClassFromString).",
    layer: .runtime,
    severity: .warning,
    fix: "Write `$(PRODUCT_MODULE_NAME).SceneDelegate` (or suppress this rule on that key if the class is `@objc(SceneDelegate)`).",
    passing: [
      RuleExample([(path: "App/Info.plist", text: SceneManifestSource.exampleInfo(delegate: "$(PRODUCT_MODULE_NAME).SceneDelegate"))])
    ],
    failing: [
      RuleExample([(path: "App/Info.plist", text: SceneManifestSource.exampleInfo(delegate: "SceneDelegate", marker: "1️⃣"))])
    ]
  )

  static func check(_ project: LintProject) -> [Finding] {
    SceneManifestSource.sceneApps(in: project).flatMap { target, manifest in
      SceneManifestSource.configurations(manifest).compactMap { configuration -> Finding? in
        guard let node = configuration["UISceneDelegateClassName"], let raw = node.string, !raw.isEmpty,
          !target.expand(raw).value.contains(".")
        else { return nil }
        return Finding(
          description, "'\(DisplayText.escaped(raw))' has no module prefix; write '$(PRODUCT_MODULE_NAME).\(DisplayText.escaped(raw))'",
          at: node.location, keyPath: node.keyPath)
      }
    }
  }
}
