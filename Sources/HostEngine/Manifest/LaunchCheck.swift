import ExtensionManifest
import ManifestLint

/// The launch-blocking lint rules (`LaunchRules`) over one target as a launch reads it, each
/// error a problem that stops the launch with the rule's own words, place and identifier: the
/// finding `lint` reports for the same file.
enum LaunchCheck {
  /// The target's Info.plist and entitlements as read (from the cache), unreadable ones included.
  struct Files {
    let info: ManifestFile
    let entitlements: ManifestFile?

    init(of target: ManifestTarget, infoPlistPath: String) {
      info = Self.read(infoPlistPath)
      entitlements = target.entitlementsPath.map(Self.read)
    }

    private static func read(_ path: String) -> ManifestFile {
      do {
        return ManifestFile(path: path, document: try ManifestCache.read(path))
      } catch {
        return ManifestFile(path: path, error: error)
      }
    }
  }

  /// The launch-blocking errors of `target`, of the kind lint infers from its Info.plist.
  static func problems(of target: ManifestTarget, files: Files) -> [SetupError.Problem] {
    let lintTarget = LintTarget(
      name: target.name, kind: ProjectLoader.inferKind(files.info, settings: target.settings), info: files.info,
      entitlements: files.entitlements, settings: target.settings, hostName: nil,
      definition: files.info.rootLocation)
    return LaunchRules.errors(in: LintProject(targets: [lintTarget])).map { finding in
      SetupError.Problem(location: finding.location.description, message: "\(finding.message) [\(finding.ruleID)]")
    }
  }
}
