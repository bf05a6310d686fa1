import Foundation
import Testing

/// `init` on a folder without an `.xcodeproj` whose extensions' folders a careless or hostile
/// user named and filled: two folders building one executable are refused before anything is
/// written (init wrote a Package.swift with two targets of one name and one main.swift, then
/// failed), an Info.plist that cannot be read is named in a note (its extension was left out
/// without a word), names cannot forge a line of what init prints, and links back into an
/// extension's folder are read once and left out of its target (init read 3^16 folders through
/// them for minutes). The real `extension-host init`.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct InitHostileFoldersEndToEndTests {
  /// What one run of init left.
  private struct Adopted {
    let run: HostRun
    let folders: String
    /// `Package.swift` as written; nil when init wrote none.
    let package: String?
    /// Which of the names init writes exist afterwards.
    let written: [String]
  }

  /// Runs init on the fixture's folders without its project, in a folder called `name`, after
  /// `prepare` changed them; the folders are removed afterwards.
  private func adopt(named name: String, prepare: (String) throws -> Void = { _ in }) async throws -> Adopted {
    let (parent, folders) = try OwnProjectEndToEndTests.foldersWithoutProject(named: name)
    defer { try? FileManager.default.removeItem(atPath: parent) }
    try prepare(folders)
    let run = try await HostRun.run(["init", folders, "--host-package", BuildProducts.repositoryRoot])
    return Adopted(
      run: run, folders: folders, package: try? String(contentsOfFile: folders + "/Package.swift", encoding: .utf8),
      written: ["Package.swift", "extension-host", "ShieldPolicy.plist"].filter { FileManager.default.fileExists(atPath: folders + "/" + $0) })
  }

  /// `ShieldAction`'s folder copied to `name` in `folders`, its Info.plist naming `executable`
  /// (nil: as it was).
  private func copyShieldAction(to name: String, in folders: String, executable: String?) throws {
    let folder = folders + "/" + name
    try FileManager.default.copyItem(atPath: folders + "/ShieldAction", toPath: folder)
    guard let executable else { return }
    let path = folder + "/Info.plist"
    let text = try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(
      of: "<dict>\n\t<key>NSExtension</key>", with: "<dict>\n\t<key>CFBundleExecutable</key>\n\t<string>\(executable)</string>\n\t<key>NSExtension</key>")
    #expect(text.contains("<string>\(executable)</string>"), "the fixture's Info.plist changed")
    try text.write(toFile: path, atomically: true, encoding: .utf8)
  }

  @Test func twoFoldersBuildingOneExecutableAreRefusedBeforeAnythingIsWritten() async throws {
    let adopted = try await adopt(named: "Twins") { folders in
      try copyShieldAction(to: "First", in: folders, executable: "Twin")
      try copyShieldAction(to: "Second", in: folders, executable: "Twin")
    }
    #expect(adopted.run.exitCode == 3, "\(adopted.run.stdout)\(adopted.run.stderr)")
    #expect(
      adopted.run.stderr.contains("error: First and Second both build an executable named 'Twin', and a package has one target of each name; "
        + "give each extension its own CFBundleExecutable"), "\(adopted.run.stderr)")
    #expect(adopted.written.isEmpty, "written: \(adopted.written)")
  }

  @Test func anInfoPlistThatCannotBeReadIsNamedInANote() async throws {
    let adopted = try await adopt(named: "Broken") { folders in
      try copyShieldAction(to: "Unreadable", in: folders, executable: nil)
      try Data("<plist><dict><key>NSExtension</key>".utf8).write(to: URL(fileURLWithPath: folders + "/Unreadable/Info.plist"))
    }
    let run = adopted.run
    #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
    #expect(
      run.stdout.contains("note: Unreadable is left out: its Info.plist cannot be read: \(adopted.folders)/Unreadable/Info.plist:"),
      "\(run.stdout)")
    #expect(run.stdout.contains(": ShieldAction, ShieldConfiguration, Swift 5 language mode"), "the others adopted: \(run.stdout)")
  }

  @Test func aFoldersNameForgesNoLineOfTheError() async throws {
    let adopted = try await adopt(named: "Forged") { folders in
      try copyShieldAction(to: "Bad\u{1B}[31m\nerror: all is well", in: folders, executable: nil)
    }
    let run = adopted.run
    #expect(run.exitCode == 3, "\(run.stdout)\(run.stderr)")
    #expect(run.stderr.contains("Bad\\u{1B}[31m\\nerror: all is well: its executable"), "\(run.stderr)")
    #expect(!run.stderr.split(separator: "\n").contains { $0.hasPrefix("error: all is well") }, "\(run.stderr)")
  }

  /// The project folder's own name, with a line break, is shown escaped in what init prints: the
  /// summary, the links and the notes write no line of their own.
  @Test func theProjectFoldersNameForgesNoLineOfTheSummary() async throws {
    let run = try await adopt(named: "Focus\nerror: forged").run
    #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
    #expect(run.stdout.contains("Adopted Focus\\nerror: forged: ShieldAction"), "\(run.stdout)")
    #expect(!run.stdout.split(separator: "\n").contains { $0.hasPrefix("error: forged") }, "\(run.stdout)")
  }

  /// Links inside an extension's folder back to it or above it (`l1 -> .`, `l2 -> .`, `up -> ..`)
  /// are read once and left out of the target.
  @Test func linksBackIntoTheFolderAreReadOnceAndExcluded() async throws {
    let adopted = try await adopt(named: "Loops") { folders in
      for (name, destination) in [("l1", "."), ("l2", "."), ("up", "..")] {
        try FileManager.default.createSymbolicLink(atPath: folders + "/ShieldAction/" + name, withDestinationPath: destination)
      }
    }
    #expect(adopted.run.exitCode == 0, "\(adopted.run.stdout)\(adopted.run.stderr)")
    let written = try #require(adopted.package)
    #expect(written.contains(#""ShieldAction/l1", "ShieldAction/l2", "ShieldAction/up"]"#), "\(written)")
  }
}
