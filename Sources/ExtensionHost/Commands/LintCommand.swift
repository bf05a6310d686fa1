import ExtensionManifest
import HostEngine
import ManifestLint

/// `extension-host lint`: check manifests, entitlements and build settings the way Xcode,
/// installd and App Store Connect will.
enum LintCommand: Subcommand {
  static let format = Option.text(
    "--format", "FORMAT[:FILE]",
    "text (default), json, sarif, github, junit, gitlab; repeat for several reports, e.g. "
      + "--format sarif:lint.sarif --format github", repeatable: true)
  static let setting = Option.text("--setting", "NAME=VALUE", "a build setting over every other source (repeatable)", repeatable: true)
  static let xcconfig = Option.text("--xcconfig", "FILE", "an .xcconfig applied over the project's settings (repeatable)", repeatable: true)
  static let configurationName = Option.text("--configuration", "NAME", "the project configuration to evaluate (default: Release)")
  static let sources = Option.text("--sources", "DIR", "where principal classes are looked up (default: each target's folder)")
  static let hostApp = Option.text("--host-app", "NAME", "the app target that embeds the extensions, when no project says so")
  static let config = Option.text("--config", "FILE", "the configuration file (default: .extension-host.json, searched upward to the project's root)")
  static let noConfig = Option.flag("--no-config", "ignore any configuration file")
  static let baseline = Option.text("--baseline", "FILE", "do not report findings recorded in FILE")
  static let writeBaseline = Option.text("--write-baseline", "FILE", "record the current findings in FILE and exit 0")
  static let strict = Option.flag("--strict", "warnings fail the run too")
  static let root = Option.text("--root", "DIR", "report paths relative to DIR (default: the git repository's root)")
  static let explain = Option.text("--explain", "ID", "print a rule's documentation (ID or name) and exit")
  static let listRules = Option.flag("--list-rules", "print every rule and exit")

  static let declaration = CommandDeclaration(
    name: "lint",
    summary: "Check an app's and its extensions' Info.plists, entitlements and build settings",
    overview: """
      Check app and extension manifests the way Xcode, the installer and App Store Connect do.

      PATH is an Xcode project (.xcodeproj or its project.pbxproj), a folder (projects inside it, or
      <Target>/Info.plist + <Target>/<Target>.entitlements, or flat <Target>-Info.plist +
      <Target>.entitlements), or a single file. Default: the current folder.
      """,
    usage: ["lint [PATH ...] [options]"],
    options: [
      format, setting, xcconfig, configurationName, sources, hostApp, config, noConfig, baseline, writeBaseline, strict,
      root, explain, listRules,
    ],
    notes: """
      INLINE SUPPRESSION (XML plists):
        <!-- extension-host:ignore AX206 registered with @objc(Shield) -->  the next key
        <!-- extension-host:ignore-file PL005 settings come from CI -->     the whole file
      """,
    exitCodes: """
      EXIT CODES:
        0  no error-level findings (warnings allowed unless --strict)
        1  error-level findings, or warnings with --strict
        2  usage error: unknown option, bad value, invalid .extension-host.json or baseline
        3  I/O error: a path that does not exist, an unreadable project, an unwritable report
      """)

  static func run(_ arguments: Arguments) async throws -> ExitCode {
    let formats = arguments.values(Self.format)
    let settingArguments = arguments.values(Self.setting)
    let xcconfigs = arguments.values(Self.xcconfig)
    let configurationName = arguments.value(Self.configurationName)
    let sources = arguments.value(Self.sources)
    let hostApp = arguments.value(Self.hostApp)
    let configPath = arguments.value(Self.config)
    let noConfig = arguments.flag(Self.noConfig)
    let baselinePath = arguments.value(Self.baseline)
    let writeBaseline = arguments.value(Self.writeBaseline)
    let strictFlag = arguments.flag(Self.strict)
    let rootOption = arguments.value(Self.root)
    let explain = arguments.value(Self.explain)
    let listRules = arguments.flag(Self.listRules)
    let paths = arguments.positionals

    if let explain {
      guard let rule = LintRules.description(named: explain) else { throw UsageError("no rule '\(explain)'; see --list-rules") }
      Console.out(RuleDocumentation.explanation(rule))
      return .success
    }
    if listRules {
      Console.out(LintRules.descriptions.map { "\($0.id)  \($0.name)  \($0.severity.rawValue)\($0.isOptIn ? " (opt-in)" : "")  \($0.summary)" }.joined(separator: "\n") + "\n")
      return .success
    }
    let outputs = try formats.map(parseFormat)
    var configuration = LintConfiguration()
    let search = noConfig || configPath != nil ? nil : LintConfiguration.search(from: paths.first ?? ".")
    if let passedOver = search?.passedOver {
      let shown = DisplayText.escaped(passedOver)
      Console.error(
        "warning: \(shown) is not read: its folder may be written by any user (mode o+w), who may have put it there; "
          + "pass --config \(shown) to use it, or make the folder writable by its owner only (chmod o-w)\n")
    }
    if !noConfig, let path = configPath ?? search?.found {
      do {
        configuration = try LintConfiguration.load(path: path)
      } catch {
        Console.error("\(error.description)\n")  // `path: error: reason`, said once
        return .usage
      }
    }
    var options = LoadOptions(configuration)
    for setting in settingArguments {
      guard let equals = setting.firstIndex(of: "="), equals != setting.startIndex else {
        throw UsageError("--setting needs NAME=VALUE, not '\(setting)'")
      }
      options.settings[String(setting[..<equals])] = String(setting[setting.index(after: equals)...])
    }
    options.xcconfigPaths = xcconfigs
    options.configuration = configurationName
    if let sources { options.sourcesDirectory = sources }
    if let hostApp { options.hostApp = hostApp }

    let project: LintProject
    do {
      project = try ProjectLoader.load(paths, options: options)
    } catch {
      Console.error("error: \(error)\n")
      return .setup
    }
    if let wanted = options.hostApp, !project.targets.contains(where: { $0.kind == .application && $0.name == wanted }) {
      let apps = project.targets.filter { $0.kind == .application }.map(\.name).sorted()
      throw UsageError(
        "\(hostApp == nil ? "the configuration's hostApp" : "--host-app") names no app target: '\(DisplayText.escaped(wanted))'; "
          + (apps.isEmpty ? "the paths linted have no app" : "the apps are " + apps.map { DisplayText.escaped($0) }.joined(separator: ", ")))
    }
    if let note = Self.unplacedNote(project.unplacedExtensions) { Console.error(note) }
    let linter = Linter(configuration: configuration)
    var result = linter.lint(project)
    let root = FileSystem.absolute(rootOption ?? repositoryRoot())
    let relativize = { (path: String) in FileSystem.relative(FileSystem.absolute(path), to: root) }
    if let writeBaseline {
      let text = try Baseline(findings: result.findings, relativize: relativize).json()
      do {
        try FileSystem.write(text, to: writeBaseline)
      } catch {
        Console.error("error: cannot write \(writeBaseline): \(error)\n")
        return .setup
      }
      Console.error("wrote \(result.findings.count) findings to \(writeBaseline)\n")
      return .success
    }
    if let path = baselinePath ?? configuration.baseline {
      let baseline: Baseline
      do {
        baseline = try Baseline(path: path)
      } catch {
        Console.error("\(error.description)\n")
        return .usage
      }
      let (new, known) = baseline.filter(result.findings, relativize: relativize)
      result.findings = new
      result.suppressed = Linter.sorted(result.suppressed + known)
    }
    let report = LintReport(
      findings: result.findings, suppressed: result.suppressed, files: project.manifestFiles.map(\.path),
      rules: linter.enabledRules.map { rule in rule.description }, root: root
    )
    keepUntilExit(project)  // the command ends after the report: no need to free every node
    for (format, path) in outputs.isEmpty ? [(ReportFormat.text, nil)] : outputs {
      let text = try format.render(report)
      if let path {
        do {
          try FileSystem.write(text, to: path)
        } catch {
          Console.error("error: cannot write \(path): \(error)\n")
          return .setup
        }
      } else {
        Console.out(text)
      }
    }
    let strict = strictFlag || configuration.strict == true
    let failing = report.count(.error) > 0 || (strict && report.count(.warning) > 0)
    return failing ? .failure : .success
  }

  /// What lint could not judge because several apps could embed an extension, and how to say which.
  static func unplacedNote(_ unplaced: [(name: String, apps: [String])]) -> String? {
    guard !unplaced.isEmpty else { return nil }
    let lines = unplaced.map { "  \(DisplayText.escaped($0.name)): " + $0.apps.map { DisplayText.escaped($0) }.joined(separator: ", ") }
    return "note: no project says which app embeds \(unplaced.count == 1 ? "this extension" : "these extensions"), and several "
      + "could (extension: apps); the rules that compare an extension with its app did not judge "
      + (unplaced.count == 1 ? "it" : "them") + ". Name the app with --host-app NAME or \"hostApp\" in .extension-host.json.\n"
      + lines.joined(separator: "\n") + "\n"
  }

  private static func parseFormat(_ text: String) throws(UsageError) -> (ReportFormat, String?) {
    let parts = text.split(separator: ":", maxSplits: 1)
    guard let name = parts.first, let format = ReportFormat(rawValue: String(name)) else {
      throw UsageError("--format must be one of \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")), not '\(text)'")
    }
    return (format, parts.count > 1 ? String(parts[1]) : nil)
  }

  /// The nearest folder above the current one that holds `.git`; the current folder otherwise.
  private static func repositoryRoot() -> String {
    var directory = FileSystem.absolute(".")
    while true {
      if FileSystem.kind(of: FileSystem.join(directory, ".git")) != nil { return directory }
      let parent = FileSystem.directory(of: directory)
      if parent == directory { return FileSystem.absolute(".") }
      directory = parent
    }
  }
}
