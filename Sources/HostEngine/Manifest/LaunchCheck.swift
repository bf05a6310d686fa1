import ExtensionManifest
import ManifestLint
import Synchronization

/// The launch-blocking lint rules (`LaunchRules`) over one target as a launch reads it, each
/// error a problem that stops the launch with the rule's own words, place and identifier: the
/// finding `lint` reports for the same file; and the host's own limit on App Groups
/// (`AppGroupLimit`), which no rule reports, since Apple sets none.
///
/// The rules read nothing but the files and the target's name and settings, so their verdict on
/// files read unchanged (the same `ManifestCache` objects) is remembered: running them was a
/// seventh of a warm visit.
enum LaunchCheck {
  /// The target's Info.plist and entitlements as read (from the cache), unreadable ones included.
  struct Files {
    let info: ManifestFile
    let entitlements: ManifestFile?

    init(of target: ManifestTarget, infoPlistPath: String) {
      info = ManifestCache.file(infoPlistPath)
      entitlements = target.entitlementsPath.map(ManifestCache.file)
    }
  }

  /// The launch-blocking errors of `target`, of the kind lint infers from its Info.plist.
  static func problems(of target: ManifestTarget, files: Files) -> [SetupError.Problem] {
    let key = Verdicts.Key(target: target, files: files)
    if let key, let problems = verdicts.withLock({ $0.entries[key]?.problems }) { return problems }
    let problems = evaluate(target, files: files)
    if let key { verdicts.withLock { $0.remember(problems, files: files, for: key) } }
    return problems
  }

  /// The launch-blocking errors of an app whose Info.plist Xcode generates whole, `generated`
  /// being where its project says so: its entitlements' (not remembered; a project's sets are
  /// read afresh every visit).
  static func problems(ofGeneratedApp target: ManifestTarget, at generated: SourceLocation) -> (
    entitlements: ManifestFile?, problems: [SetupError.Problem]
  ) {
    let entitlements = target.entitlementsPath.map(ManifestCache.file)
    let lintTarget = LintTarget(
      name: target.name, kind: .application, info: nil, entitlements: entitlements, settings: target.settings,
      generatesInfoPlist: true, hostName: nil, definition: generated)
    return (entitlements, errors(of: lintTarget) + [AppGroupLimit.problem(in: entitlements?.document)].compactMap { $0 })
  }

  private static func evaluate(_ target: ManifestTarget, files: Files) -> [SetupError.Problem] {
    let lintTarget = LintTarget(
      name: target.name, kind: ProjectLoader.inferKind(files.info, settings: target.settings), info: files.info,
      entitlements: files.entitlements, settings: target.settings, hostName: nil,
      definition: files.info.rootLocation)
    return errors(of: lintTarget) + [AppGroupLimit.problem(in: files.entitlements?.document)].compactMap { $0 }
  }

  private static func errors(of lintTarget: LintTarget) -> [SetupError.Problem] {
    LaunchRules.errors(in: LintProject(targets: [lintTarget])).map { finding in
      SetupError.Problem(location: finding.location.description, message: "\(finding.message) [\(finding.ruleID)]")
    }
  }

  private static let verdicts = Mutex(Verdicts())

  /// The rules' verdicts by the files' identities; each entry holds its files, so an identity is
  /// never reused while its entry lives.
  private struct Verdicts {
    struct Key: Hashable {
      var name: String
      var settings: [String: String]
      var info: ObjectIdentifier
      var entitlements: ObjectIdentifier?

      /// Nil when a file could not be read: such a file is a fresh object every time.
      init?(target: ManifestTarget, files: Files) {
        guard files.info.document != nil, files.entitlements.map({ $0.document != nil }) ?? true else { return nil }
        name = target.name
        settings = target.settings.values
        info = ObjectIdentifier(files.info)
        entitlements = files.entitlements.map(ObjectIdentifier.init)
      }
    }

    /// At most this many targets' verdicts (a few apps' worth) before starting over.
    static let capacity = 64
    var entries: [Key: (files: [ManifestFile], problems: [SetupError.Problem])] = [:]

    mutating func remember(_ problems: [SetupError.Problem], files: Files, for key: Key) {
      if entries[key] == nil && entries.count >= Self.capacity { entries.removeAll() }
      entries[key] = ([files.info] + (files.entitlements.map { [$0] } ?? []), problems)
    }
  }
}
