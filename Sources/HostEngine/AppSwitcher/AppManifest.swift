import ExtensionManifest
public import HostProtocol
import Glibc

/// The app target as its Info.plist describes it: which lifecycle UIKit runs, the scene
/// configurations with their places in the file, the storyboard, the executable.
public struct AppManifest: Sendable {
  /// The target's name (`App`).
  public var name: String
  /// `CFBundleDisplayName`, else `CFBundleName`, else the target's name.
  public var displayName: String
  public var bundleIdentifier: String?
  /// The Info.plist file; nil when Xcode generates it whole from the project's build settings.
  public var infoPlistPath: String?
  /// The folder of the app's resources: its Info.plist's, else the target's folder.
  var resourcesDirectory: String
  public var executablePath: String
  /// `scenes` with a `UIApplicationSceneManifest`, `app-delegate` without.
  public var lifecycle: AppLifecycle
  public var sceneConfigurations: [SceneConfigurationEntry]
  /// Where each configuration's `UISceneDelegateClassName` is written (`path:line:column`), by index.
  var delegateClassLocations: [String?]
  /// Where `UIApplicationSceneManifest` is, or the root dictionary when there is none.
  var sceneManifestLocation: String
  public var mainStoryboard: String?
  var buildSettings: [String: String]

  /// The app in `directory` (the one with bundle identifier `bundleIdentifier` when several).
  ///
  /// - Throws: `SetupError` with the file and line: no app, an ambiguous choice, a scene manifest
  ///   without configurations, a configuration without a delegate class or storyboard, a missing
  ///   executable.
  public static func load(manifests directory: String, searchDirectories: [String], bundleIdentifier wanted: String?)
    throws(SetupError) -> AppManifest
  {
    let targets = try ManifestFolder.targets(in: directory)
    var apps: [(target: ManifestTarget, info: BuiltInfoPlist, bundleIdentifier: String?)] = []
    for target in targets {
      var document: PlistDocument?
      if target.generatedAppInfoPlist == nil {
        guard let path = target.infoPlistPath else { continue }
        do {
          document = try ManifestCache.read(path)
        } catch {
          throw SetupError(at: error.location.description, error.reason)
        }
        guard document?.root["NSExtension"] == nil, document?.root["EXAppExtensionAttributes"] == nil else { continue }
      }
      let info = BuiltInfoPlist(document: document, settings: target.settings)
      apps.append((target, info, info.string("CFBundleIdentifier")))
    }
    let chosen: (target: ManifestTarget, info: BuiltInfoPlist, bundleIdentifier: String?)
    if let wanted {
      guard let match = apps.first(where: { $0.bundleIdentifier == wanted }) else {
        let known = apps.compactMap(\.bundleIdentifier)
        throw SetupError([
          SetupError.Problem(
            location: directory,
            message: "no app with bundle identifier '\(DisplayText.escaped(wanted))' here"
              + (known.isEmpty ? "" : "; the apps are \(known.joined(separator: ", "))"), isUsage: true)
        ])
      }
      chosen = match
    } else {
      guard let only = apps.first else {
        throw SetupError(at: directory, "no app target here: an app's Info.plist has no NSExtension; add one (App-Info.plist)")
      }
      guard apps.count == 1 else {
        throw SetupError([
          SetupError.Problem(
            location: directory,
            message: "\(apps.count) apps here (\(apps.map(\.target.name).joined(separator: ", "))); choose one with --app BUNDLE_ID",
            isUsage: true)
        ])
      }
      chosen = only
    }
    return try read(chosen.target, chosen.info, bundleIdentifier: chosen.bundleIdentifier, searchDirectories: [directory] + searchDirectories)
  }

  private static func read(
    _ target: ManifestTarget, _ info: BuiltInfoPlist, bundleIdentifier: String?, searchDirectories: [String]
  ) throws(SetupError) -> AppManifest {
    if let root = info.document?.root, case let wrong = wrongTypes(in: root), !wrong.isEmpty { throw SetupError(wrong) }
    var problems: [SetupError.Problem] = []
    let settings = target.settings
    func expanded(_ node: PlistNode?) -> String? { node?.string.map { settings.expand($0).value } }
    let displayName = info.string("CFBundleDisplayName") ?? info.string("CFBundleName") ?? target.name
    var configurations: [SceneConfigurationEntry] = []
    var locations: [String?] = []
    var lifecycle = AppLifecycle.appDelegate
    var manifestLocation = info.document?.root.location.description ?? target.generatedAppInfoPlist?.description ?? target.directory
    if info.generatesSceneManifest {
      lifecycle = .scenes  // a manifest with no configurations, as a SwiftUI app's below
    }
    if let manifest = info.document?.root["UIApplicationSceneManifest"] {
      lifecycle = .scenes
      manifestLocation = manifest.location.description
      // A manifest without configurations is a SwiftUI app's (Xcode generates one with only
      // UIApplicationSupportsMultipleScenes): its `App` connects the scene from code, as an app
      // delegate's `application(_:configurationForConnecting:options:)` may; a scene nothing
      // connects is said when the app runs.
      let list = manifest["UISceneConfigurations"]?["UIWindowSceneSessionRoleApplication"]?.array
      for entry in list ?? [] {
        let delegateNode = entry["UISceneDelegateClassName"]
        let storyboard = expanded(entry["UISceneStoryboardFile"])
        let delegateClass = expanded(delegateNode)
        if let delegateNode, let name = delegateClass, !name.contains(".") {
          problems.append(
            SetupError.Problem(
              delegateNode,
              "scene delegate class '\(DisplayText.escaped(name))' has no module; Swift classes are named Module.Class: "
                + "write $(PRODUCT_MODULE_NAME).\(DisplayText.escaped(name))"))
        }
        if delegateClass == nil, storyboard == nil {
          problems.append(
            SetupError.Problem(
              entry,
              "this scene configuration names neither UISceneDelegateClassName nor UISceneStoryboardFile, so the scene "
                + "gets no delegate and no window; add UISceneDelegateClassName $(PRODUCT_MODULE_NAME).SceneDelegate"))
        }
        configurations.append(
          SceneConfigurationEntry(
            name: expanded(entry["UISceneConfigurationName"]), delegateClass: delegateClass, storyboard: storyboard))
        locations.append(delegateNode?.location.description)
      }
    }
    let executable = executablePath(target, info, searchDirectories: searchDirectories, problems: &problems)
    guard problems.isEmpty, let executable else { throw SetupError(problems) }
    let infoPlistPath = info.document?.path
    return AppManifest(
      name: target.name, displayName: displayName, bundleIdentifier: bundleIdentifier, infoPlistPath: infoPlistPath,
      resourcesDirectory: infoPlistPath.map(FileSystem.directory(of:)) ?? target.directory,
      executablePath: executable, lifecycle: lifecycle, sceneConfigurations: configurations,
      delegateClassLocations: locations, sceneManifestLocation: manifestLocation,
      mainStoryboard: info.string("UIMainStoryboardFile"), buildSettings: settings.expandedValues)
  }

  private static func executablePath(
    _ target: ManifestTarget, _ info: BuiltInfoPlist, searchDirectories: [String], problems: inout [SetupError.Problem]
  ) -> String? {
    var name = target.settings.expandedValue(for: "EXECUTABLE_NAME") ?? target.name
    if let node = info.document?.root["CFBundleExecutable"], let text = node.string {
      let value = target.settings.expand(text).value
      if let violation = ManifestName.violation(value, as: .executable) {
        problems.append(SetupError.Problem(node, "CFBundleExecutable: " + violation.description + " [AX114]"))
        return nil
      }
      name = value
    }
    for directory in searchDirectories {
      let path = directory + "/" + name
      var info = stat()
      if stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, access(path, X_OK) == 0 { return path }
    }
    problems.append(
      SetupError.Problem(
        location: info.document?.path ?? target.generatedAppInfoPlist?.description ?? target.directory,
        message: "executable '\(name)' not found; looked in \(searchDirectories.joined(separator: ", ")). "
          + "Build it (swift build) or pass --products DIR; a package with no target for the app (`init` adopts "
          + "extensions, not the app) needs one: an executable target of the app's folder (AppSwitcher.md, \"Your own app\")",
        missingExecutable: name))
    return nil
  }

  /// The `app/launch` request for this app on `screen`.
  func launchRequest(screen: DeviceScreen) -> AppLaunchRequest {
    AppLaunchRequest(
      protocolVersion: HostProtocolVersion.current, lifecycle: lifecycle, sceneConfigurations: sceneConfigurations,
      mainStoryboard: mainStoryboard, screen: screen)
  }
}
