import ExtensionHostTesting
import Foundation
import Testing

/// A visit whose one shield extension cannot start while the other does gives the started one
/// back before it fails: its error names the one that could not start, and no extension
/// process is left running. Real processes: the configuration extension is the sample, the action
/// extension's executable a file the kernel cannot run.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct HalfLaunchedVisitEndToEndTests {
  /// The sample manifests with the action extension's executable a file marked executable that
  /// `execve` refuses (no ELF header, no `#!`), found first in the manifests folder.
  private func fixture() throws -> ManifestFixture {
    let fixture = try ManifestFixture(action: ManifestFixture.Extension(executable: "NotAProgram"))
    let path = fixture.directory + "/NotAProgram"
    try Data("not a program\n".utf8).write(to: URL(fileURLWithPath: path))
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
    return fixture
  }

  @Test func theTestingLibraryLeavesNoConfigurationExtensionRunning() async throws {
    let fixture = try fixture()
    let host = try TestHost(manifests: fixture.directory)
    let error = await #expect(throws: TestHostError.self) { try await host.visit("social.example") }
    #expect("\(error.map { "\($0)" } ?? "")".contains("NotAProgram"), "\(String(describing: error))")
    // The configuration extension started (this process is its parent) and must be gone.
    #expect(fixture.leftoverProcesses.isEmpty, "the configuration extension was left running")
  }

  @Test func visitSaysWhichExtensionCouldNotStartAndLeavesNothing() async throws {
    let fixture = try fixture()
    let run = try await HostRun.run(["visit", "social.example"] + fixture.arguments)
    #expect(run.exitCode != 0 && run.exitCode != 2, "\(run.stdout)\(run.stderr)")
    #expect(run.stderr.contains("NotAProgram"), "\(run.stderr)")
    #expect(fixture.leftoverProcesses.isEmpty)
  }
}
