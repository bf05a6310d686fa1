import HostProtocol
import ExtensionManifest
import Glibc

/// Reads a folder of manifests (the flat `plists/` layout or one folder per target) into a
/// `ShieldSetup`, refusing anything a device would refuse, with the place and the fix.
public enum SetupLoader {
  /// - Parameters:
  ///   - directory: the manifests folder.
  ///   - policyPath: the shield policy; default `ShieldPolicy.plist` in `directory`, none if absent.
  ///   - searchDirectories: where to look for `CFBundleExecutable`, in order, after `directory`.
  public static func load(manifests directory: String, policyPath: String?, searchDirectories: [String]) throws(SetupError)
    -> ShieldSetup
  {
    let targets: [ManifestTarget]
    do {
      targets = try TargetDiscovery.targets(in: directory)
    } catch {
      throw SetupError(at: error.location.description, error.reason)
    }
    var problems: [SetupError.Problem] = []
    var app: AppTarget?
    var extensions: [ExtensionPoint: [ExtensionTarget]] = [:]
    for target in targets {
      guard let infoPlistPath = target.infoPlistPath else { continue }
      let document: PlistDocument
      do {
        document = try ManifestCache.read(infoPlistPath)
      } catch {
        problems.append(SetupError.Problem(location: error.location.description, message: error.reason))
        continue
      }
      let appGroups = Self.appGroups(of: target, problems: &problems)
      guard document.root["NSExtension"] != nil else {
        let bundleIdentifier = ExtensionManifestChecker.bundleIdentifier(
          in: document, settings: target.settings, problems: &problems)
        app = AppTarget(name: target.name, bundleIdentifier: bundleIdentifier, appGroups: appGroups)
        continue
      }
      var checker = ExtensionManifestChecker(
        target: target, document: document, searchDirectories: [directory] + searchDirectories)
      if let checked = checker.check(appGroups: appGroups) { extensions[checked.extensionPoint, default: []].append(checked) }
      problems += checker.problems
    }
    for point in ExtensionPoint.hosted where extensions[point, default: []].count > 1 {
      let paths = extensions[point, default: []].map(\.infoPlistPath).joined(separator: ", ")
      problems.append(SetupError.Problem(location: directory, message: "more than one \(point.role): \(paths)"))
    }
    guard problems.isEmpty else { throw SetupError(problems) }
    guard let action = extensions[.shieldAction]?.first, let configuration = extensions[.shieldConfiguration]?.first
    else {
      let missing = ExtensionPoint.hosted.filter { extensions[$0] == nil }
      throw SetupError(
        missing.map { point in
          SetupError.Problem(
            location: directory,
            message: "no \(point.role): add an Info.plist whose NSExtension/NSExtensionPointIdentifier is \(point.rawValue)")
        })
    }
    let policy = try ShieldPolicyReader.read(policyPath ?? directory + "/ShieldPolicy.plist", required: policyPath != nil)
    return ShieldSetup(app: app, actionExtension: action, configurationExtension: configuration, policy: policy)
  }

  /// The target's App Groups, build settings expanded; each one outside Apple's grammar is a
  /// problem (EN303's rule): a group becomes a folder name in the state directory.
  private static func appGroups(of target: ManifestTarget, problems: inout [SetupError.Problem]) -> [String] {
    guard let path = target.entitlementsPath else { return [] }
    let document: PlistDocument
    do {
      document = try ManifestCache.read(path)
    } catch {
      problems.append(SetupError.Problem(location: error.location.description, message: error.reason))
      return []
    }
    var groups: [String] = []
    for node in document.root["com.apple.security.application-groups"]?.array ?? [] {
      guard let text = node.string else { continue }
      let group = target.settings.expand(text).value
      if let violation = ManifestName.violation(group, as: .appGroup) {
        problems.append(SetupError.Problem(node, violation.description + " [EN303]"))
      } else if !groups.contains(group) {
        groups.append(group)
      }
    }
    return groups
  }
}
