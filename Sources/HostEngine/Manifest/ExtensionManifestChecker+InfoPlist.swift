public import ExtensionManifest
import ManifestLint

extension ExtensionManifestChecker {
  /// Reads one extension's Info.plist, as a device would before launching it.
  ///
  /// The target is named after the file (`ShieldActionExt-Info.plist` is `ShieldActionExt`; a bare
  /// `Info.plist` is named after its folder) and gets Xcode's default build settings for that name.
  /// - Parameters:
  ///   - path: the Info.plist.
  ///   - searchDirectories: where to look for `CFBundleExecutable`, after the file's own folder.
  /// - Returns: the launchable extension, or nil when the file has no `NSExtension` (an app's).
  /// - Throws: `SetupError` naming every problem, with its place and its fix.
  public static func extensionTarget(infoPlist path: String, searchDirectories: [String]) throws(SetupError) -> ExtensionTarget? {
    let folder = FileSystem.directory(of: path)
    let file = FileSystem.lastComponent(of: path)
    guard let name = TargetDiscovery.targetName(ofInfoPlist: file, folderName: FileSystem.lastComponent(of: folder))
    else {
      throw SetupError(at: path, "'\(file)' is not an Info.plist; name it Info.plist or <Target>-Info.plist")
    }
    let target = ManifestTarget(
      name: name, directory: folder, infoPlistPath: path, entitlementsPath: nil,
      settings: ManifestTarget.defaultSettings(forTargetNamed: name))
    return try extensionTarget(target, searchDirectories: searchDirectories)
  }

  /// Reads a discovered target's Info.plist; nil when it has none, it has no `NSExtension`, or it
  /// is a widget extension (`extension-host widgets` runs those).
  public static func extensionTarget(_ target: ManifestTarget, searchDirectories: [String]) throws(SetupError)
    -> ExtensionTarget?
  {
    guard let path = target.infoPlistPath else { return nil }
    let files = LaunchCheck.Files(of: target, infoPlistPath: path)
    let ruleProblems = LaunchCheck.problems(of: target, files: files)
    guard let document = files.info.document else {
      guard ruleProblems.isEmpty, let error = files.info.error else { throw SetupError(ruleProblems) }
      throw SetupError(at: error.location.description, error.reason)
    }
    guard document.root["NSExtension"] != nil, !declaresWidgetKit(document, settings: target.settings) else { return nil }
    var checker = ExtensionManifestChecker(
      target: target, document: document, searchDirectories: [target.directory] + searchDirectories,
      ruleProblems: ruleProblems)
    let checked = checker.check(appGroups: [])
    guard checker.problems.isEmpty, let checked else { throw SetupError(checker.problems) }
    return checked
  }
}
