import Foundation
import HostProtocol
import Testing

@testable import ExtensionHost

extension RenderingTests {
  @Suite struct RenderCommandTests {
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
      let code = await CommandLine.run([
        "render", directory.appendingPathComponent("shield.json").path, "--output", output.path,
      ])
      #expect(code == .success)
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
      let code = await CommandLine.run([
        "render", directory.appendingPathComponent("shield.json").path, "--appearance=dark",
        "--subject-name", "Safari", "--output", output.path,
      ])
      #expect(code == .success)
      let text = try String(contentsOf: output, encoding: .utf8)
      #expect(text.contains(##"fill="#ffffff">Hello"##))
      #expect(XMLCheck(text).texts.joined(separator: " ").contains("You can't use Safari because it's restricted."))
    }

    @Test func drawsTheSystemDefaultShieldWithoutAFile() async throws {
      let directory = try scratch()
      defer { try? FileManager.default.removeItem(at: directory) }
      let output = directory.appendingPathComponent("default.svg")
      let code = await CommandLine.run(["render", "--system-default", "--output", output.path])
      #expect(code == .success)
      let xml = try svg(at: output)
      #expect(xml.texts.contains("Restricted"))
      #expect(try String(contentsOf: output, encoding: .utf8).contains("the system default shield"))
    }

    @Test func acceptsAResultObject() async throws {
      let directory = try scratch(json: #"{"configuration": {"backgroundBlurStyle": 2}, "isSystemDefault": false}"#)
      defer { try? FileManager.default.removeItem(at: directory) }
      let output = directory.appendingPathComponent("out.svg")
      let code = await CommandLine.run([
        "render", directory.appendingPathComponent("shield.json").path, "--output", output.path,
      ])
      #expect(code == .success)
      #expect(try String(contentsOf: output, encoding: .utf8).contains("blur .dark"))
    }

    @Test(arguments: [
      ["render"], ["render", "a.json", "b.json"], ["render", "--system-default", "a.json"],
      ["render", "a.json", "--appearance", "sepia"], ["render", "a.json", "--frobnicate"],
      ["render", "a.json", "--output"],
    ])
    func commandLineMistakesAreUsageErrors(_ arguments: [String]) async {
      #expect(await CommandLine.run(arguments) == .usage)
    }

    @Test func unreadableOrInvalidInputIsASetUpError() async throws {
      let directory = try scratch(json: "{ broken")
      defer { try? FileManager.default.removeItem(at: directory) }
      let output = directory.appendingPathComponent("out.svg").path
      #expect(
        await CommandLine.run(["render", directory.appendingPathComponent("missing.json").path, "--output", output])
          == .setup)
      #expect(
        await CommandLine.run(["render", directory.appendingPathComponent("shield.json").path, "--output", output])
          == .setup)
      #expect(await CommandLine.run(["render", directory.path, "--output", output]) == .setup)
      #expect(!FileManager.default.fileExists(atPath: output), "nothing is written on failure")
    }

    @Test func anUnwritableOutputIsASetUpError() async throws {
      let directory = try scratch()
      defer { try? FileManager.default.removeItem(at: directory) }
      let code = await CommandLine.run([
        "render", directory.appendingPathComponent("shield.json").path, "--output", "/nonexistent-dir/out.svg",
      ])
      #expect(code == .setup)
    }

    @Test func helpDocumentsEveryOptionAndTheCommandIsListed() {
      for option in ["--appearance", "--output", "--subject-name", "--system-default", "EXIT CODES", "isSystemDefault"]
      {
        #expect(RenderCommand.declaration.help.contains(option), "help lacks \(option)")
      }
      #expect(subcommands.contains { $0.declaration.name == "render" })
      #expect(CommandLine.help.contains("render"))
    }
  }
}
