import Foundation
import ManifestLint
import Testing

/// Where `.extension-host.json` is looked for (Documentation/Lint.md, "Control"): from the linted
/// path upward to the project's root, never from a folder above it or from a folder anyone may
/// write to; a name there that is not a file is found, so reading it says what is wrong.
@Suite(.timeLimit(.minutes(1))) struct LintConfigurationSearchTests {
  /// A scratch tree `outer/project/App`, owner-only, removed by `remove()`.
  private struct Tree {
    let outer: String
    var project: String { outer + "/project" }
    var app: String { project + "/App" }

    init() throws {
      outer = try LintFixtures.temporaryDirectory().path
      try FileManager.default.createDirectory(atPath: outer + "/project/App", withIntermediateDirectories: true)
      // Whatever the umask: a folder anyone may write to ends the search.
      for folder in [outer, outer + "/project", outer + "/project/App"] { chmod(folder, 0o700) }
    }

    func write(_ text: String, to path: String) throws { try Data(text.utf8).write(to: URL(fileURLWithPath: path)) }
    func remove() { try? FileManager.default.removeItem(atPath: outer) }
  }

  @Test func theSearchStopsAtTheFirstFolderHoldingGitOrPackageSwift() throws {
    for marker in [".git", "Package.swift"] {
      let tree = try Tree()
      defer { tree.remove() }
      try tree.write("{}", to: tree.outer + "/.extension-host.json")
      #expect(LintConfiguration.find(from: tree.app) == tree.outer + "/.extension-host.json", "no root yet: found above")
      if marker == ".git" {
        try FileManager.default.createDirectory(atPath: tree.project + "/.git", withIntermediateDirectories: false)
      } else {
        try tree.write("// swift-tools-version:6.0\n", to: tree.project + "/Package.swift")
      }
      #expect(LintConfiguration.find(from: tree.app) == nil, "a file above the project's root (\(marker)) configures nothing")
      try tree.write("{}", to: tree.project + "/.extension-host.json")
      #expect(LintConfiguration.find(from: tree.app) == tree.project + "/.extension-host.json")
      #expect(LintConfiguration.find(from: tree.app + "/Info.plist") == tree.project + "/.extension-host.json")
    }
  }

  @Test func aFolderAnyoneMayWriteToEndsTheSearch() throws {
    let tree = try Tree()
    defer {
      chmod(tree.project, 0o700)
      tree.remove()
    }
    try tree.write("{}", to: tree.project + "/.extension-host.json")
    #expect(LintConfiguration.find(from: tree.app) == tree.project + "/.extension-host.json")
    #expect(chmod(tree.project, 0o777) == 0)
    #expect(LintConfiguration.find(from: tree.app) == nil, "another user may have written the file in a shared folder")
    let search = LintConfiguration.search(from: tree.app)
    #expect(search.found == nil && search.passedOver == tree.project + "/.extension-host.json", "known, to be said: \(search)")
    try FileManager.default.removeItem(atPath: tree.project + "/.extension-host.json")
    #expect(LintConfiguration.search(from: tree.app).passedOver == nil, "nothing there, nothing said")
  }

  /// `lint` says which file it did not read and why, instead of linting as if there were none.
  @Test func lintSaysItPassedOverAFileInAFolderAnyoneMayWriteTo() async throws {
    let tree = try Tree()
    defer {
      chmod(tree.project, 0o700)
      tree.remove()
    }
    try FileManager.default.copyItem(atPath: LintFixtures.directory + "/FocusApp", toPath: tree.app + "/FocusApp")
    try tree.write(#"{"disabledRules": ["no-such-rule"]}"#, to: tree.project + "/.extension-host.json")
    #expect(chmod(tree.project, 0o777) == 0)
    let run = try await HostRun.run(["lint", tree.app + "/FocusApp"])
    let file = tree.project + "/.extension-host.json"
    #expect(
      run.stderr.contains("warning: \(file) is not read: its folder may be written by any user (mode o+w)"),
      "\(run.stderr)")
    #expect(run.stderr.contains("pass --config \(file) to use it"), "\(run.stderr)")
    #expect(run.exitCode != 2, "the file, invalid, was not read: \(run.stderr)")
    let withConfig = try await HostRun.run(["lint", "--config", file, tree.app + "/FocusApp"])
    #expect(withConfig.exitCode == 2 && withConfig.stderr.contains("no-such-rule"), "\(withConfig.stderr)")
    #expect(!withConfig.stderr.contains("is not read"), "\(withConfig.stderr)")
  }

  @Test func aLinkToNothingOrALoopIsFoundAndSaidWhenRead() throws {
    let tree = try Tree()
    defer { tree.remove() }
    let path = tree.app + "/.extension-host.json"
    try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: tree.app + "/missing.json")
    #expect(LintConfiguration.find(from: tree.app) == path)
    #expect(throws: ConfigurationError.self) { try LintConfiguration.load(path: path) }
    do {
      _ = try LintConfiguration.load(path: path)
    } catch {
      #expect(error.description == "\(path): error: cannot read the configuration file: No such file or directory", "\(error)")
    }
    try FileManager.default.removeItem(atPath: path)
    try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: path)
    #expect(LintConfiguration.find(from: tree.app) == path)
    do {
      _ = try LintConfiguration.load(path: path)
      Issue.record("a loop of links was read")
    } catch {
      #expect(error.description == "\(path): error: cannot read the configuration file: Too many levels of symbolic links", "\(error)")
    }
  }
}
