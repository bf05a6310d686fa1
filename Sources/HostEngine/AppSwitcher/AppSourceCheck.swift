import ManifestLint

/// Finds app-delegate lifecycle methods in an app's Swift sources: with a scene manifest UIKit
/// never calls them (Apple, the pages of the four methods), so cover code there never runs.
/// The same reading as lint's SW407 (`app-delegate-lifecycle-in-scene-app`).
public enum AppSourceCheck {
  /// Each declaration of those methods in the `.swift` files under `directories`, in path and
  /// line order: `path:line:column` and its name.
  public static func lifecycleMethods(in directories: [String]) -> [(location: String, method: String)] {
    directories.flatMap { SwiftSourceFile.files(under: $0) }
      .flatMap(\.functions)
      .filter { SceneManifestSource.methodsSkippedWithScenes.contains($0.name) }
      .sorted { $0.location < $1.location }
      .map { ("\($0.location)", $0.name) }
  }
}
