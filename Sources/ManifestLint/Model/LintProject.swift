import ExtensionManifest

/// Everything one lint run looks at: the targets, with their files read.
package struct LintProject: Sendable {
  /// The targets, sorted by name.
  package let targets: [LintTarget]
  /// Manifest files that belong to no target (loose `Info.plist`-like files, unreadable ones).
  package let looseFiles: [ManifestFile]

  /// Every manifest file, each once: targets' Info.plists and entitlements, then loose files.
  /// Made once: several rules walk it.
  package let manifestFiles: [ManifestFile]

  /// Apps and extensions that have an Info.plist (read or generated). Like the two below, made
  /// once: most rules start from one of them.
  let bundleTargets: [LintTarget]
  /// Extensions that have an Info.plist (read or generated).
  let extensionTargets: [LintTarget]
  /// Extensions whose Info.plist was read.
  let extensionsWithInfo: [LintTarget]

  /// Application targets by name.
  private let applications: [String: LintTarget]

  /// Extensions whose app is unknown because several could embed them (no project says which, and
  /// no `hostApp` picks one), by name, with those apps' names, sorted: the rules that compare an
  /// extension with its app do not judge them.
  package let unplacedExtensions: [(name: String, apps: [String])]

  /// Creates a project.
  package init(targets: [LintTarget], looseFiles: [ManifestFile] = [], unplacedExtensions: [(name: String, apps: [String])] = []) {
    self.targets = targets.sorted { $0.name < $1.name }
    self.looseFiles = looseFiles
    self.unplacedExtensions = unplacedExtensions.sorted { $0.name < $1.name }
    var applications: [String: LintTarget] = [:]
    for target in targets where target.kind == .application { applications[target.name] = applications[target.name] ?? target }
    self.applications = applications
    bundleTargets = self.targets.filter { ($0.kind == .application || $0.kind.isExtension) && $0.hasInfo }
    extensionTargets = self.targets.filter { $0.kind.isExtension && $0.hasInfo }
    extensionsWithInfo = self.targets.filter { $0.kind.isExtension && $0.info?.document != nil }
    var seen = Set<String>()
    var files: [ManifestFile] = []
    // A file shared by targets is linted once; a file with several problems (an xcconfig with two
    // missing includes) keeps each, one entry per problem.
    for file in self.targets.flatMap({ [$0.info, $0.entitlements].compactMap { $0 } }) + looseFiles
    where seen.insert(file.error.map { file.path + "\u{0}\($0.location) \($0.reason)" } ?? file.path).inserted {
      files.append(file)
    }
    manifestFiles = files
  }

  /// The app target that embeds `target`, if known.
  package func host(of target: LintTarget) -> LintTarget? {
    target.hostName.flatMap { applications[$0] }
  }

  /// The extensions embedded in `app`.
  package func extensions(of app: LintTarget) -> [LintTarget] {
    targets.filter { $0.hostName == app.name && $0.kind.isExtension }
  }
}
