import Foundation
import Testing

/// `init` on a folder without an `.xcodeproj` whose extensions' folders a careless or hostile
/// user named and filled: two folders building one executable are refused before anything is
/// written (init wrote a Package.swift with two targets of one name and one main.swift, then
/// failed), an Info.plist that cannot be read is named in a note (its extension was left out
/// without a word), and a folder's name cannot forge a line of init's errors. The real
/// `extension-host init`.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct InitHostileFoldersEndToEndTests {
  private let host = ["--host-package", BuildProducts.repositoryRoot]

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
    let (parent, folders) = try OwnProjectEndToEndTests.foldersWithoutProject(named: "Twins")
    defer { try? FileManager.default.removeItem(atPath: parent) }
    try copyShieldAction(to: "First", in: folders, executable: "Twin")
    try copyShieldAction(to: "Second", in: folders, executable: "Twin")
    let run = try await HostRun.run(["init", folders] + host)
    #expect(run.exitCode == 3, "\(run.stdout)\(run.stderr)")
    #expect(
      run.stderr.contains("error: First and Second both build an executable named 'Twin', and a package has one target of each name; "
        + "give each extension its own CFBundleExecutable"), "\(run.stderr)")
    for written in ["Package.swift", "extension-host", "ShieldPolicy.plist"] {
      #expect(!FileManager.default.fileExists(atPath: folders + "/" + written), "\(written) was written")
    }
  }

  @Test func anInfoPlistThatCannotBeReadIsNamedInANote() async throws {
    let (parent, folders) = try OwnProjectEndToEndTests.foldersWithoutProject(named: "Broken")
    defer { try? FileManager.default.removeItem(atPath: parent) }
    try copyShieldAction(to: "Unreadable", in: folders, executable: nil)
    try Data("<plist><dict><key>NSExtension</key>".utf8).write(to: URL(fileURLWithPath: folders + "/Unreadable/Info.plist"))
    let run = try await HostRun.run(["init", folders] + host)
    #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
    #expect(run.stdout.contains("note: Unreadable is left out: its Info.plist cannot be read: \(folders)/Unreadable/Info.plist:"), "\(run.stdout)")
    #expect(run.stdout.contains(": ShieldAction, ShieldConfiguration, Swift 5 language mode"), "the others adopted: \(run.stdout)")
  }

  @Test func aFoldersNameForgesNoLineOfTheError() async throws {
    let (parent, folders) = try OwnProjectEndToEndTests.foldersWithoutProject(named: "Forged")
    defer { try? FileManager.default.removeItem(atPath: parent) }
    try copyShieldAction(to: "Bad\u{1B}[31m\nerror: all is well", in: folders, executable: nil)
    let run = try await HostRun.run(["init", folders] + host)
    #expect(run.exitCode == 3, "\(run.stdout)\(run.stderr)")
    #expect(run.stderr.contains("Bad\\u{1B}[31m\\nerror: all is well: its executable"), "\(run.stderr)")
    #expect(!run.stderr.split(separator: "\n").contains { $0.hasPrefix("error: all is well") }, "\(run.stderr)")
  }
}

extension InitHostileFoldersEndToEndTests {
  /// The project folder's own name, with a line break, is shown escaped in what init prints: the
  /// summary, the links and the notes write no line of their own.
  @Test func theProjectFoldersNameForgesNoLineOfTheSummary() async throws {
    let (parent, folders) = try OwnProjectEndToEndTests.foldersWithoutProject(named: "Focus\nerror: forged")
    defer { try? FileManager.default.removeItem(atPath: parent) }
    let run = try await HostRun.run(["init", folders] + host)
    #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
    #expect(run.stdout.contains("Adopted Focus\\nerror: forged: ShieldAction"), "\(run.stdout)")
    #expect(!run.stdout.split(separator: "\n").contains { $0.hasPrefix("error: forged") }, "\(run.stdout)")
  }
}

extension InitHostileFoldersEndToEndTests {
  /// Links inside an extension's folder back to it or above it (`l1 -> .`, `l2 -> .`, `up -> ..`)
  /// are read once and left out of the target: init read 3^16 folders through them for minutes.
  @Test func linksBackIntoTheFolderAreReadOnceAndExcluded() async throws {
    let (parent, folders) = try OwnProjectEndToEndTests.foldersWithoutProject(named: "Loops")
    defer { try? FileManager.default.removeItem(atPath: parent) }
    for (name, destination) in [("l1", "."), ("l2", "."), ("up", "..")] {
      try FileManager.default.createSymbolicLink(atPath: folders + "/ShieldAction/" + name, withDestinationPath: destination)
    }
    let run = try await HostRun.run(["init", folders] + host)
    #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
    let written = try String(contentsOfFile: folders + "/Package.swift", encoding: .utf8)
    #expect(written.contains(#""ShieldAction/l1", "ShieldAction/l2", "ShieldAction/up"]"#), "\(written)")
  }
}
