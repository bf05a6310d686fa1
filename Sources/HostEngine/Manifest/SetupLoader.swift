import HostProtocol
import ExtensionManifest
import ManifestLint
import Glibc

/// Reads a folder of manifests (the flat `plists/` layout or one folder per target) into a
/// `ShieldSetup`, refusing anything a device would refuse, with the place and the fix. A folder
/// with no Screen Time extension at all is refused; one that ships a monitor but no shield
/// extension (or one of the two) is not, as iOS stands in for them (`SystemStandIn`).
public enum SetupLoader {
  /// - Parameters:
  ///   - directory: the manifests folder.
  ///   - policyPath: the shield policy; default `ShieldPolicy.plist` in `directory`, none if absent.
  ///   - searchDirectories: where to look for `CFBundleExecutable`, in order, after `directory`.
  ///   - choice: which extension of each point to run when the folder holds several.
  ///   - includingMonitor: whether the device activity monitor extension must run (`simulate`);
  ///     otherwise the monitor is neither required nor checked, and not built for a visit.
  public static func load(
    manifests directory: String, policyPath: String?, searchDirectories: [String],
    choice: ExtensionChoice = ExtensionChoice(), includingMonitor: Bool = false
  ) throws(SetupError) -> ShieldSetup {
    let targets = try ManifestFolder.targets(in: directory)
    var problems: [SetupError.Problem] = []
    var app: AppTarget?
    var candidates: [ExtensionChoice.Candidate] = []
    for target in targets {
      if let generated = target.generatedAppInfoPlist {
        let checked = LaunchCheck.problems(ofGeneratedApp: target, at: generated)
        app = AppTarget(target, info: nil, entitlements: checked.entitlements?.document)
        problems += checked.problems
        continue
      }
      guard let infoPlistPath = target.infoPlistPath else { continue }
      // What stops a launch is the launch-blocking lint rules' errors, lint's own words.
      let files = LaunchCheck.Files(of: target, infoPlistPath: infoPlistPath)
      let ruleProblems = LaunchCheck.problems(of: target, files: files)
      guard let document = files.info.document else {
        let unread = files.info.error.map { SetupError.Problem(location: $0.location.description, message: $0.reason) }
        problems += ruleProblems.isEmpty ? unread.map { [$0] } ?? [] : ruleProblems
        // An Info.plist that cannot be read may be the extension that seems missing: it stands
        // as one of unknown point, so no "no shield action extension" is added to its error.
        candidates.append(
          ExtensionChoice.Candidate(
            name: target.name, infoPlistPath: infoPlistPath, bundleIdentifier: nil, point: nil, checked: nil, problems: []))
        continue
      }
      let appGroups = Self.appGroups(of: target, entitlements: files.entitlements?.document)
      guard document.root["NSExtension"] != nil else {
        app = AppTarget(target, info: document, entitlements: files.entitlements?.document)
        problems += ruleProblems
        continue
      }
      // Widget extensions are `extension-host widgets`' to run; a shield set leaves them out.
      if ExtensionManifestChecker.declaresWidgetKit(document, settings: target.settings) { continue }
      var checker = ExtensionManifestChecker(
        target: target, document: document, searchDirectories: [directory] + searchDirectories, ruleProblems: ruleProblems)
      var checked = checker.check(appGroups: appGroups)
      checked?.dataProtection = Self.dataProtection(of: target, entitlements: files.entitlements?.document)
      checked?.keychainAccessGroups = Self.keychainAccessGroups(of: target, entitlements: files.entitlements?.document)
      candidates.append(
        ExtensionChoice.Candidate(
          name: target.name, infoPlistPath: infoPlistPath,
          bundleIdentifier: checked?.bundleIdentifier ?? checker.rawBundleIdentifier, point: checker.point,
          checked: checked, problems: checker.problems))
    }
    let picked = choice.pick(from: candidates, in: directory, includingMonitor: includingMonitor)
    problems += picked.problems
    guard problems.isEmpty else { throw SetupError(problems) }
    let policy = try ShieldPolicyReader.read(policyPath ?? directory + "/" + ShieldPolicyReader.fileName, required: policyPath != nil)
    return ShieldSetup(
      app: app, actionExtension: picked.action, configurationExtension: picked.configuration,
      monitorExtension: picked.monitor, policy: policy)
  }

  /// The target's `com.apple.developer.default-data-protection`; nil when it sets none, or a
  /// value Apple does not define (EN306, a launch-blocking rule, reports that at its place).
  static func dataProtection(of target: ManifestTarget, entitlements: PlistDocument?) -> ProtectionClass? {
    guard let text = entitlements?.root[ProtectionClass.entitlement]?.string else { return nil }
    return ProtectionClass(entitlementValue: target.settings.expand(text).value)
  }

  /// The target's `keychain-access-groups`, build settings expanded, each once.
  static func keychainAccessGroups(of target: ManifestTarget, entitlements: PlistDocument?) -> [String] {
    var groups: [String] = []
    var seen: Set<String> = []
    for node in entitlements?.root["keychain-access-groups"]?.array ?? [] {
      guard let text = node.string else { continue }
      let group = target.settings.expand(text).value
      if !group.isEmpty, !group.contains(","), seen.insert(group).inserted { groups.append(group) }
    }
    return groups
  }

  /// The target's App Groups, build settings expanded, each once; one outside Apple's grammar is
  /// EN303's finding (a launch-blocking rule) and never becomes a folder name.
  static func appGroups(of target: ManifestTarget, entitlements: PlistDocument?) -> [String] {
    var groups: [String] = []
    var seen: Set<String> = []
    for node in entitlements?.root["com.apple.security.application-groups"]?.array ?? [] {
      guard let text = node.string else { continue }
      let group = target.settings.expand(text).value
      if ManifestName.violation(group, as: .appGroup) == nil, seen.insert(group).inserted { groups.append(group) }
    }
    return groups
  }
}
