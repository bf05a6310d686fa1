import ExtensionManifest

/// What the scene rules share: an app's `UIApplicationSceneManifest`, its configurations, and
/// where its Swift sources declare the classes the configurations name.
package enum SceneManifestSource {
  /// The protocols a scene delegate adopts.
  static let sceneDelegateProtocols: Set<String> = ["UIWindowSceneDelegate", "UISceneDelegate"]
  /// Classes of UIKit and Foundation a delegate may subclass that adopt neither.
  static let nonDelegateBases: Set<String> = ["UIResponder", "NSObject"]
  /// The app-delegate methods UIKit never calls in an app with a scene manifest (Apple, the pages
  /// of the four methods: "if your app has scene support, UIKit doesn't call this method").
  package static let methodsSkippedWithScenes = [
    "applicationWillResignActive", "applicationDidEnterBackground", "applicationWillEnterForeground",
    "applicationDidBecomeActive",
  ]

  /// The Info.plist body of an app with one scene configuration named `name` whose delegate is
  /// `delegate` (written as is), `marker` before the delegate's value.
  static func exampleInfo(name: String = "Default Configuration", delegate: String, marker: String = "") -> String {
    """
    <key>UIApplicationSceneManifest</key>
    <dict>
      <key>UISceneConfigurations</key>
      <dict>
        <key>UIWindowSceneSessionRoleApplication</key>
        <array>
          <dict>
            <key>UISceneConfigurationName</key>
            <string>\(name)</string>
            <key>UISceneDelegateClassName</key>
            \(marker)<string>\(delegate)</string>
          </dict>
        </array>
      </dict>
    </dict>
    """
  }

  /// App targets whose Info.plist has a scene manifest, with it.
  static func sceneApps(in project: LintProject) -> [(target: LintTarget, manifest: PlistNode)] {
    project.targets.compactMap { target in
      guard target.kind == .application, let manifest = target.info?.root?["UIApplicationSceneManifest"] else { return nil }
      return (target, manifest)
    }
  }

  /// Every configuration dictionary of every role in `manifest`.
  static func configurations(_ manifest: PlistNode) -> [PlistNode] {
    (manifest["UISceneConfigurations"]?.entries ?? []).flatMap { $0.value.array ?? [] }
  }

  /// A `UISceneDelegateClassName` and the class it names in the app's sources, if declared.
  struct DelegateEntry {
    let target: LintTarget
    let node: PlistNode
    let className: String
    let declaration: SwiftSourceFile.ClassDeclaration?
  }

  /// The delegate class names of apps with sources, qualified ones only (AX131 reports the others).
  static func delegateEntries(in project: LintProject) -> [DelegateEntry] {
    sceneApps(in: project).flatMap { target, manifest -> [DelegateEntry] in
      guard !target.sources.isEmpty else { return [] }
      return configurations(manifest).compactMap { configuration in
        guard let node = configuration["UISceneDelegateClassName"], let raw = node.string else { return nil }
        let expanded = target.expand(raw).value
        guard expanded.contains("."), let className = expanded.split(separator: ".").last.map(String.init) else { return nil }
        let declaration = target.sources.lazy.flatMap(\.classes).first { $0.name == className }
        return DelegateEntry(target: target, node: node, className: className, declaration: declaration)
      }
    }
  }

  /// Whether `name` adopts a scene-delegate protocol, through its declaration, its extensions and
  /// its superclasses in `sources`; nil when the chain leaves the sources for a class that may.
  static func adoptsSceneDelegate(_ name: String, in sources: [SwiftSourceFile]) -> Bool? {
    var current = name
    for _ in 0..<16 {
      let declaration = sources.lazy.flatMap(\.classes).first { $0.name == current }
      let added = sources.flatMap { $0.extensionConformances[current] ?? [] }
      if ((declaration?.inheritedTypes ?? []) + added).contains(where: sceneDelegateProtocols.contains) { return true }
      guard let declaration else { return nonDelegateBases.contains(current) ? false : nil }
      guard let superclass = declaration.superclass else { return false }
      current = superclass
    }
    return nil
  }
}
