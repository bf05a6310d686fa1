import ExtensionManifest
import Foundation
import HostEngine
import Glibc

/// `extension-host init`: adopt an Xcode project so its extensions build and run here.
enum InitCommand: Subcommand {
  static let hostPackage = Option.text(
    "--host-package", "<dir>",
    "This package (extension-host), which the new Package.swift depends on by path (default: the package "
      + "extension-host was built in).")
  static let languageMode = Option.choice(
    "--swift-language-mode", ["5", "6"],
    "The extensions' Swift language mode (default: 6 when the project's SWIFT_VERSION is 6, else 5, as Xcode builds them).")

  static let ci = Option.choice(
    "--ci", ContinuousIntegrationJob.allCases.map(\.rawValue),
    "Also write the CI job (github: .github/workflows/extension-host.yml, gitlab: .gitlab-ci.yml): build, lint "
      + "(SARIF to code scanning / Code Quality), conform (JUnit), visit what ShieldPolicy.plist shields, run the widgets, "
      + "play the monitor's scenario. Repeatable.",
    repeatable: true)

  static let declaration = CommandDeclaration(
    name: "init",
    summary: "Adopt an Xcode project: a Package.swift that builds its extensions here",
    overview: """
      Read an Xcode project (app and extensions in per-target folders) and write beside it what
      builds its shield, device activity monitor and widget extensions on Linux: Package.swift (one
      executable target per extension, depending on this package by path), a link from
      extension-host/<target>/ to the extension's folder, with a main.swift where the system starts
      the extension by its principal class (a widget's own @main starts it), a starter
      ShieldPolicy.plist when there are shield extensions, and a starter scenario
      (extension-host/Monitor.scenario, named with the activities and events the monitor's sources
      declare) when there is a device activity monitor. A device activity report extension is
      adopted so that swift build compiles it (the host lints it, never runs it); other extensions
      are left out with a note. A folder without an .xcodeproj (a generated project) is adopted
      by its extensions' folders, each with an Info.plist naming its extension point. Files that
      exist are kept, never overwritten. With --ci,
      also the CI job for GitHub Actions or GitLab CI. Then, in the project's folder:

        swift run extension-host visit https://social.example/feed
        swift run extension-host widgets --manifests .
        swift run extension-host simulate extension-host/Monitor.scenario --manifests .
      """,
    usage: ["init [<project-or-dir>] [options]"],
    arguments: [
      .init(
        label: "<project-or-dir>",
        help: "An .xcodeproj, or the folder holding one (or, without one, the extensions' folders). Default: the current folder.")
    ],
    options: [hostPackage, languageMode, ci])

  static func run(_ arguments: Arguments) async throws -> ExitCode {
    guard arguments.positionals.count <= 1 else { throw UsageError("init takes one project or folder") }
    let located = try locateProject(arguments.positionals.first ?? ".")
    let host = try hostPackageDirectory(arguments.value(hostPackage))
    let mode = arguments.value(languageMode).flatMap { Int($0) }
    let adoption: ProjectAdoption
    var notes: [String]
    let root: String
    do {
      switch located {
      case .project(let projectPath):
        (adoption, notes) = try ProjectAdoption.read(projectPath: projectPath, hostPackage: host, languageMode: mode)
        root = FileSystem.directory(of: projectPath)
      case .folder(let folder):
        (adoption, notes) = try ProjectAdoption.read(folder: folder, hostPackage: host, languageMode: mode)
        root = folder
      }
    } catch {
      throw SetupError(at: nil, error.description)
    }
    let jobs = arguments.values(ci).compactMap(ContinuousIntegrationJob.init(rawValue:))
    // A policy already there is kept, so it must be readable: checked before anything is written.
    if adoption.hasShieldExtensions || !jobs.isEmpty { try checkKeptPolicy(FileSystem.join(root, "ShieldPolicy.plist")) }
    let folder = try ProjectFolder(opening: root)
    let kept = try checkNames(adoption, jobs: jobs, in: folder)
    var report: [String] = []
    for file in adoption.files {
      try write(file, in: folder, kept: kept, report: &report)
    }
    // A manifest kept from an earlier run may lack an extension adopted since.
    if kept.contains("Package.swift"),
      case .success(let bytes) = FileSystem.readFile(FileSystem.join(root, "Package.swift"), limit: 1 << 20),
      let note = adoption.missingTargetsNote(keptManifest: String(decoding: bytes, as: UTF8.self))
    {
      notes.append(note)
    }
    for link in adoption.links {
      if kept.contains(link.path) {
        report.append("  kept   \(DisplayText.escaped(link.path))")
        continue
      }
      try folder.createLink(link.path, to: link.destination)  // a widget's folder holds only its link
      report.append("  linked \(DisplayText.escaped(link.path)) -> \(DisplayText.escaped(link.destination))")
    }
    if !jobs.isEmpty {
      let plan = try ContinuousIntegrationPlanning.plan(for: adoption, root: root, hostPackage: host, notes: &notes)
      for job in Set(jobs).sorted(by: { $0.rawValue < $1.rawValue }) {
        try write(ProjectAdoption.File(path: job.path, contents: job.contents(plan)), in: folder, kept: kept, report: &report)
      }
    }
    // Names from disk are shown escaped: a line break in a folder's name writes no line of its own.
    let shown = { (text: String) in DisplayText.escaped(text) }
    let names = adoption.extensions.map(\.name).joined(separator: ", ")
    let summary =
      "Adopted \(shown(adoption.projectName)): \(names), Swift \(adoption.languageMode) language mode, "
      + "depending on \(shown(adoption.hostPackagePath))\n"
    let notesText: String = notes.map { "note: \($0)\n" }.joined()
    var commands: [String] = []
    if adoption.hasShieldExtensions { commands.append("swift run extension-host visit https://social.example/feed") }
    if adoption.hasWidgetExtensions { commands.append("swift run extension-host widgets --manifests .") }
    if adoption.hasMonitorExtensions { commands.append("swift run extension-host simulate \(StarterScenario.path) --manifests .") }
    if commands.isEmpty { commands.append("swift run extension-host lint .") }
    let next = "Next, in \(shown(root)):\n" + commands.map { "  \($0)\n" }.joined()
    Console.out(summary + report.joined(separator: "\n") + "\n" + notesText + next)
    return .success
  }

  /// Fails, before anything is written, when something is at `path` that init would keep but no
  /// visit could read: a link to nothing, a folder, a malformed policy.
  private static func checkKeptPolicy(_ path: String) throws(SetupError) {
    var status = stat()
    guard lstat(path, &status) == 0 else { return }  // none yet: init writes one
    if status.st_mode & S_IFMT == S_IFLNK, stat(path, &status) != 0 {
      let destination = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
      throw SetupError(
        at: path,
        "is a link to \(DisplayText.escaped(destination)), which does not exist; point it at your policy, or remove it "
          + "and init writes one. Nothing was written")
    }
    do {
      _ = try ShieldPolicy.read(path)
    } catch {
      // init keeps the file as it is, so the error is the user's to fix before anything is written.
      throw error.adding("; init keeps an existing ShieldPolicy.plist, so fix or remove it. Nothing was written")
    }
  }

  /// Checks every name init writes before the first is written: the names it keeps, or every
  /// link and thing in the way at once (a link on the way once, however many names lie beyond it).
  private static func checkNames(
    _ adoption: ProjectAdoption, jobs: [ContinuousIntegrationJob], in folder: borrowing ProjectFolder
  ) throws(SetupError) -> Set<String> {
    let names = (adoption.files.map(\.path) + Set(jobs).map(\.path)).map { ($0, false) } + adoption.links.map { ($0.path, true) }
    var kept = Set<String>()
    var problems: [SetupError.Problem] = []
    var said = Set<String>()
    for (path, isLink) in names {
      do {
        if try folder.check(path, isLink: isLink) { kept.insert(path) }
      } catch {
        for problem in error.problems where said.insert(SetupError([problem]).description).inserted { problems.append(problem) }
      }
    }
    guard problems.isEmpty else { throw SetupError(problems) }
    return kept
  }

  /// Writes `file` in the project folder unless it is one init keeps, and says which.
  private static func write(
    _ file: ProjectAdoption.File, in folder: borrowing ProjectFolder, kept: Set<String>, report: inout [String]
  ) throws(SetupError) {
    if kept.contains(file.path) {
      report.append("  kept   \(file.path) (it exists; init never overwrites)")
      return
    }
    try folder.createFile(file.path, contents: file.contents)
    report.append("  wrote  \(file.path)")
  }

  /// What init adopts: an Xcode project, or a folder of extension folders without one.
  private enum Located {
    case project(String)
    case folder(String)
  }

  /// The `.xcodeproj` at `path`, or the only one in the folder `path`, or that folder when it
  /// holds none.
  private static func locateProject(_ path: String) throws(SetupError) -> Located {
    let absolute = FileSystem.absolute(path)
    if absolute.hasSuffix(".xcodeproj") {
      guard FileSystem.kind(of: FileSystem.join(absolute, "project.pbxproj")) == .file else {
        throw SetupError(at: path, "no project.pbxproj in \(path)")
      }
      return .project(absolute)
    }
    guard FileSystem.kind(of: absolute) == .directory else { throw SetupError(at: path, "no Xcode project or folder at \(path)") }
    let projects = ((try? FileSystem.contentsOfDirectory(absolute)) ?? [])
      .filter { $0.kind == .directory && $0.name.hasSuffix(".xcodeproj") }
    guard projects.count <= 1 else {
      throw SetupError(at: path, "more than one .xcodeproj in \(path): name one (\(projects.map(\.name).joined(separator: ", ")))")
    }
    return projects.first.map { .project(FileSystem.join(absolute, $0.name)) } ?? .folder(absolute)
  }

  /// This package's folder: the one given, else the package `extension-host` was built in.
  private static func hostPackageDirectory(_ given: String?) throws(SetupError) -> String {
    guard let directory = given.map(FileSystem.absolute) ?? PackageBuild.enclosing(productsDirectory: ProductLocator.hostDirectory)?.packageDirectory
    else {
      throw SetupError(at: nil, "cannot tell where the extension-host package is; pass --host-package DIR (its clone)")
    }
    let manifest = FileSystem.join(directory, "Package.swift")
    guard case .success(let bytes) = FileSystem.readFile(manifest, limit: 1 << 20),
      String(decoding: bytes, as: UTF8.self).contains("name: \"extension-host\"")
    else {
      throw SetupError(at: manifest, "not the extension-host package (its Package.swift names another); pass --host-package DIR")
    }
    return directory
  }
}
