import ExtensionManifest
import ManifestLint
import Foundation
import HostProtocol

/// The widget extensions of a manifests folder, checked as a device checks them before launching:
/// the launch-blocking lint rules, the WidgetKit extension point, the built executable, the
/// App Groups and the data-protection entitlement from the extension's entitlements file.
public struct WidgetSetup: Sendable {
  /// One widget extension ready to launch.
  public struct Extension: Sendable {
    /// What the launcher starts (no principal class: the `@main` type is the entry point).
    let target: ExtensionTarget
    /// `com.apple.developer.default-data-protection`, when its entitlements set it.
    var dataProtection: ProtectionClass? { target.dataProtection }
    /// The name reports use: the bundle identifier, else the target's name.
    public var name: String { target.bundleIdentifier ?? target.name }
    /// Its Info.plist.
    public var infoPlistPath: String { target.infoPlistPath }
  }

  public var extensions: [Extension]
  /// The app of the folder (its Info.plist has no `NSExtension`), when there is one: its App
  /// Groups are the ones the seeds may fill.
  var app: AppTarget?
  /// The DeviceActivityMonitor extension's `com.apple.developer.default-data-protection`, when
  /// the folder has one that sets it: with the app's, what gives the App Group's files their class.
  var monitorDataProtection: ProtectionClass?

  /// The class of the App Group's files: the monitor's entitlement, else the app's, else the
  /// default (as `visit` and `simulate` read it).
  var appGroupProtection: ProtectionClass { monitorDataProtection ?? app?.dataProtection ?? .default }

  /// Reads `directory`'s targets and keeps the widget extensions; a folder without one, or one that
  /// cannot launch, is a `SetupError` naming the file and the fix.
  public static func load(manifests directory: String, searchDirectories: [String]) throws(SetupError) -> WidgetSetup {
    let targets = try ManifestFolder.targets(in: directory)
    var problems: [SetupError.Problem] = []
    var extensions: [Extension] = []
    var otherPoints: [String] = []
    var app: AppTarget?
    var monitorDataProtection: ProtectionClass?
    for target in targets {
      if target.generatedAppInfoPlist != nil {
        app = AppTarget(target, info: nil, entitlements: target.entitlementsPath.map(ManifestCache.file)?.document)
        continue
      }
      guard let infoPlistPath = target.infoPlistPath else { continue }
      let files = LaunchCheck.Files(of: target, infoPlistPath: infoPlistPath)
      guard let document = files.info.document else { continue }
      guard let nsExtension = document.root["NSExtension"] else {
        app = AppTarget(target, info: document, entitlements: files.entitlements?.document)
        continue
      }
      let identifier = nsExtension["NSExtensionPointIdentifier"]?.string.map { target.settings.expand($0).value }
      guard identifier == ExtensionPoint.widgetKit.rawValue else {
        if identifier == ExtensionPoint.deviceActivityMonitor.rawValue {
          monitorDataProtection = SetupLoader.dataProtection(of: target, entitlements: files.entitlements?.document)
        }
        otherPoints.append("\(infoPlistPath) (\(identifier ?? "no NSExtensionPointIdentifier"))")
        continue
      }
      var checker = ExtensionManifestChecker(
        target: target, document: document, searchDirectories: [directory] + searchDirectories,
        ruleProblems: LaunchCheck.problems(of: target, files: files), accepting: [.widgetKit])
      var checked = checker.check(appGroups: SetupLoader.appGroups(of: target, entitlements: files.entitlements?.document))
      checked?.dataProtection = SetupLoader.dataProtection(of: target, entitlements: files.entitlements?.document)
      checked?.keychainAccessGroups = SetupLoader.keychainAccessGroups(of: target, entitlements: files.entitlements?.document)
      problems += checker.problems
      if let checked { extensions.append(Extension(target: checked)) }
    }
    guard problems.isEmpty else { throw SetupError(problems) }
    guard !extensions.isEmpty else {
      let others = otherPoints.isEmpty ? "" : "; the extensions there are: " + otherPoints.joined(separator: ", ")
      throw SetupError(
        at: directory,
        "no widget extension: add an Info.plist whose NSExtension/NSExtensionPointIdentifier is "
          + "\(ExtensionPoint.widgetKit.rawValue)\(others)")
    }
    return WidgetSetup(extensions: extensions, app: app, monitorDataProtection: monitorDataProtection)
  }
}
