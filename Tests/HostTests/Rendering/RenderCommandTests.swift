import Foundation
import HostProtocol
import Testing

extension RenderingTests {
  /// `extension-host render`, run as the binary it is.
  @Suite(.timeLimit(.minutes(2))) struct RenderCommandEndToEndTests {
    /// A fresh scratch directory with `shield.json` holding `json`.
    func scratch(
      json: String =
        #"{"title": {"text": "Hello", "color": {"red": 0, "green": 0, "blue": 0, "alpha": 1, "name": "label"}}}"#
    )
      throws -> URL
    {
      let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
        "render-command-\(UUID().uuidString)", isDirectory: true)
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try Data(json.utf8).write(to: directory.appendingPathComponent("shield.json"))
      return directory
    }

    func svg(at url: URL) throws -> XMLCheck {
      XMLCheck(try String(contentsOf: url, encoding: .utf8))
    }

    @Test func rendersAConfigurationFileToAnSVGFile() async throws {
      let directory = try scratch()
      defer { try? FileManager.default.removeItem(at: directory) }
      let output = directory.appendingPathComponent("out.svg")
      let code = try await HostRun.run([
        "render", directory.appendingPathComponent("shield.json").path, "--output", output.path,
      ])
      #expect(code.exitCode == 0, "\(code.stderr)")
      let xml = try svg(at: output)
      #expect(xml.isWellFormedSVG)
      #expect(xml.texts.contains("Hello"))
      #expect(
        xml.texts.joined(separator: " ").contains("You can't use this app because it's restricted."),
        "default subject name")
    }

    @Test func darkAppearanceAndSubjectNameAreApplied() async throws {
      let directory = try scratch()
      defer { try? FileManager.default.removeItem(at: directory) }
      let output = directory.appendingPathComponent("out.svg")
      let code = try await HostRun.run([
        "render", directory.appendingPathComponent("shield.json").path, "--appearance=dark",
        "--subject-name", "Safari", "--output", output.path,
      ])
      #expect(code.exitCode == 0, "\(code.stderr)")
      let text = try String(contentsOf: output, encoding: .utf8)
      #expect(text.contains(##"fill="#ffffff">Hello"##))
      #expect(XMLCheck(text).texts.joined(separator: " ").contains("You can't use Safari because it's restricted."))
    }

    @Test func drawsTheSystemDefaultShieldWithoutAFile() async throws {
      let directory = try scratch()
      defer { try? FileManager.default.removeItem(at: directory) }
      let output = directory.appendingPathComponent("default.svg")
      let code = try await HostRun.run(["render", "--system-default", "--output", output.path])
      #expect(code.exitCode == 0, "\(code.stderr)")
      let xml = try svg(at: output)
      #expect(xml.texts.contains("Restricted"))
      #expect(try String(contentsOf: output, encoding: .utf8).contains("the system default shield"))
    }

    @Test func acceptsAResultObject() async throws {
      let directory = try scratch(json: #"{"configuration": {"backgroundBlurStyle": 2}, "isSystemDefault": false}"#)
      defer { try? FileManager.default.removeItem(at: directory) }
      let output = directory.appendingPathComponent("out.svg")
      let code = try await HostRun.run([
        "render", directory.appendingPathComponent("shield.json").path, "--output", output.path,
      ])
      #expect(code.exitCode == 0, "\(code.stderr)")
      #expect(try String(contentsOf: output, encoding: .utf8).contains("blur .dark"))
    }

    @Test(arguments: [
      ["render"], ["render", "a.json", "b.json"], ["render", "--system-default", "a.json"],
      ["render", "a.json", "--appearance", "sepia"], ["render", "a.json", "--frobnicate"],
      ["render", "a.json", "--output"],
    ])
    func commandLineMistakesAreUsageErrors(_ arguments: [String]) async throws {
      #expect(try await HostRun.run(arguments).exitCode == 2)
    }

    @Test func unreadableOrInvalidInputIsASetUpError() async throws {
      let directory = try scratch(json: "{ broken")
      defer { try? FileManager.default.removeItem(at: directory) }
      let output = directory.appendingPathComponent("out.svg").path
      #expect(
        try await HostRun.run(["render", directory.appendingPathComponent("missing.json").path, "--output", output]).exitCode
          == 3)
      #expect(
        try await HostRun.run(["render", directory.appendingPathComponent("shield.json").path, "--output", output]).exitCode
          == 3)
      #expect(try await HostRun.run(["render", directory.path, "--output", output]).exitCode == 3)
      #expect(!FileManager.default.fileExists(atPath: output), "nothing is written on failure")
    }

    @Test func anUnwritableOutputIsASetUpError() async throws {
      let directory = try scratch()
      defer { try? FileManager.default.removeItem(at: directory) }
      let code = try await HostRun.run([
        "render", directory.appendingPathComponent("shield.json").path, "--output", "/nonexistent-dir/out.svg",
      ])
      #expect(code.exitCode == 3, "\(code.stderr)")
    }

    @Test func helpDocumentsEveryOptionAndTheCommandIsListed() async throws {
      let help = try await HostRun.run(["render", "--help"])
      #expect(help.exitCode == 0)
      for option in ["--appearance", "--output", "--subject-name", "--system-default", "EXIT CODES", "isSystemDefault"]
      {
        #expect(help.stdout.contains(option), "help lacks \(option)")
      }
      let overview = try await HostRun.run(["--help"])
      #expect(overview.stdout.contains("render"))
    }
  }
}
