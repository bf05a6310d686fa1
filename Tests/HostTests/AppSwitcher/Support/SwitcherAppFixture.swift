import Foundation
import Testing

/// A manifests folder for one of the test apps: an `App-Info.plist` that runs `SwitcherApps`
/// with the scene delegate `delegate`, or `SwitcherLegacyApp` without a scene manifest.
struct SwitcherAppFixture {
  let directory: String

  /// A scene app whose `UISceneDelegateClassName` is `$(…)`-free `SwitcherApps.<delegate>` (or `rawDelegate` as written).
  static func scenes(
    _ delegate: String?, rawDelegate: String? = nil, storyboard: String? = nil,
    configurationName: String = "Default Configuration", executable: String = "SwitcherApps", extraInfo: String = ""
  ) throws -> SwitcherAppFixture {
    var configuration = "\t\t\t\t\t<key>UISceneConfigurationName</key>\n\t\t\t\t\t<string>\(configurationName)</string>\n"
    if let name = rawDelegate ?? delegate.map({ "SwitcherApps.\($0)" }) {
      configuration += "\t\t\t\t\t<key>UISceneDelegateClassName</key>\n\t\t\t\t\t<string>\(name)</string>\n"
    }
    if let storyboard {
      configuration += "\t\t\t\t\t<key>UISceneStoryboardFile</key>\n\t\t\t\t\t<string>\(storyboard)</string>\n"
    }
    let manifest = """
      \t<key>UIApplicationSceneManifest</key>
      \t<dict>
      \t\t<key>UISceneConfigurations</key>
      \t\t<dict>
      \t\t\t<key>UIWindowSceneSessionRoleApplication</key>
      \t\t\t<array>
      \t\t\t\t<dict>
      \(configuration)\t\t\t\t</dict>
      \t\t\t</array>
      \t\t</dict>
      \t</dict>

      """
    return try make(executable: executable, extra: manifest + extraInfo)
  }

  /// The SwiftUI app (`SwitcherSwiftUIApp`, `@main struct LedgerApp: App`), with the scene manifest
  /// Xcode generates for one (only `UIApplicationSupportsMultipleScenes`), or none.
  /// `covers`: false sets `LedgerLeavesContentUncovered`, so the app shows its content in every phase.
  /// `sceneDelegate`: the app delegate names `LedgerSceneDelegate`, which covers with a window.
  /// `stateObjectCover`: the app's unread `@StateObject` covers the screen while not active.
  static func swiftUI(
    sceneManifest: Bool = true, covers: Bool = true, sceneDelegate: Bool = false, stateObjectCover: Bool = false
  ) throws -> SwitcherAppFixture {
    let manifest = "\t<key>UIApplicationSceneManifest</key>\n\t<dict>\n\t\t<key>UIApplicationSupportsMultipleScenes</key>\n\t\t<true/>\n\t</dict>\n"
    let uncovered = "\t<key>LedgerLeavesContentUncovered</key>\n\t<true/>\n"
    let delegate = "\t<key>LedgerUsesSceneDelegate</key>\n\t<true/>\n"
    let stateObject = "\t<key>LedgerCoversFromStateObject</key>\n\t<true/>\n"
    return try make(
      executable: "SwitcherSwiftUIApp",
      extra: (sceneManifest ? manifest : "") + (covers ? "" : uncovered) + (sceneDelegate ? delegate : "")
        + (stateObjectCover ? stateObject : ""))
  }

  /// A copy of the bundled sample app's Info.plist in `<temporary>/plists`, so its processes are
  /// never taken for leftovers of tests that launch from the repository's `plists/`.
  static func sample() throws -> SwitcherAppFixture {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("switcher-sample-\(UUID().uuidString)").path
    let directory = root + "/plists"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: BuildProducts.repositoryRoot + "/plists/App-Info.plist", toPath: directory + "/App-Info.plist")
    return SwitcherAppFixture(directory: directory)
  }

  /// The folder holding `plists/` for ``sample()``.
  var parent: String { (directory as NSString).deletingLastPathComponent }

  /// The app-delegate app (no scene manifest), with `UIMainStoryboardFile` `storyboard` when given.
  /// `findsWindowThroughScenes`: the app delegate finds the window to cover through
  /// `connectedScenes`, as libraries added to such apps do.
  static func legacy(storyboard: String? = nil, findsWindowThroughScenes: Bool = false) throws -> SwitcherAppFixture {
    let extra = storyboard.map { "\t<key>UIMainStoryboardFile</key>\n\t<string>\($0)</string>\n" } ?? ""
    let scenes = findsWindowThroughScenes ? "\t<key>LegacyFindsWindowThroughScenes</key>\n\t<true/>\n" : ""
    return try make(executable: "SwitcherLegacyApp", extra: extra + scenes)
  }

  private static func make(executable: String, extra: String) throws -> SwitcherAppFixture {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("switcher-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let plist = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>
      \t<key>CFBundleDisplayName</key>
      \t<string>Ledger</string>
      \t<key>CFBundleExecutable</key>
      \t<string>\(executable)</string>
      \t<key>CFBundleIdentifier</key>
      \t<string>com.example.ledger</string>
      \(extra)</dict>
      </plist>

      """
    try Data(plist.utf8).write(to: URL(fileURLWithPath: directory + "/App-Info.plist"))
    return SwitcherAppFixture(directory: directory)
  }

  var infoPlist: String { directory + "/App-Info.plist" }

  func remove() {
    try? FileManager.default.removeItem(atPath: directory.hasSuffix("/plists") ? parent : directory)
  }

  /// Runs `extension-host app-switcher` on this app.
  func run(_ extra: [String] = [], events: String? = nil, environment: [String: String] = [:]) async throws -> HostRun {
    var arguments = ["app-switcher", "--manifests", directory, "--products", BuildProducts.directory]
    if let events { arguments += ["--events", events] }
    return try await HostRun.run(arguments + extra, environment: environment)
  }

  /// Runs with `--format json` and returns the report.
  func report(_ extra: [String] = [], events: String? = nil, environment: [String: String] = [:]) async throws
    -> (run: HostRun, report: [String: Any])
  {
    let run = try await run(["--format", "json"] + extra, events: events, environment: environment)
    return (run, try run.report())
  }
}

extension Dictionary where Key == String, Value == Any {
  /// Every finding id in an app-switcher report: the steps' and the tour's.
  func findingIDs() throws -> [String] {
    let steps = try objects("steps").flatMap { try $0.objects("findings") }
    return try (steps + objects("findings")).map { try $0.string("id") }
  }
}
