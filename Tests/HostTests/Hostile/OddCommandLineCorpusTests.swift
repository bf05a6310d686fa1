import Foundation
import Testing

/// Odd command lines: every numeric option given each value that is not a number it accepts (the
/// four of `CommandLineEndToEndTests` and these), every command given an unknown option and one
/// 64 KiB long. Each is a usage error (exit 2) naming what is wrong, never a trap or a run.
@Suite(.enabled(if: HostileCorpus.isRequested, "HOSTILE_CORPUS=1 runs it"), .serialized, .timeLimit(.minutes(5)))
struct OddCommandLineCorpusTests {
  static let notNumbers = ["inf", "-inf", "+", "١٢", "1_000", "1e", "e5", ".", "12ms", "NaN", "--", "0.5.5"]

  static let commands = [
    ["visit", "social.example"], ["conform"], ["lint"], ["serve"], ["status"], ["stop"], ["restart", "X"], ["reset"],
    ["render"], ["init", "/nonexistent-project"],
  ]

  struct Case: Sendable, CustomTestStringConvertible {
    let label: String
    let arguments: [String]
    /// Text the error must contain.
    let expected: String
    var testDescription: String { label.count > 80 ? String(label.prefix(80)) + "…" : label }
  }

  static let cases: [Case] =
    CommandLineEndToEndTests.numericOptions.flatMap { command, option in
      notNumbers.map { value in
        Case(label: "\(command.joined(separator: " ")) \(option) \(value)", arguments: command + ["\(option)=\(value)"], expected: option)
      }
    }
    + commands.flatMap { command in
      [
        Case(label: "\(command[0]) --frobnicate", arguments: command + ["--frobnicate"], expected: "unknown option"),
        Case(
          label: "\(command[0]) with a 64 KiB option", arguments: command + ["--" + String(repeating: "a", count: 64 << 10)],
          expected: "unknown option"),
      ]
    }

  /// One case per test, so no test holds a worker of the shared pool for long.
  @Test(arguments: cases)
  func anOddCommandLineIsAUsageErrorNamingWhatIsWrong(_ item: Case) async throws {
    let run = try await HostRun.run(item.arguments, timeout: .seconds(30))
    #expect(run.exitCode == 2, "exit \(run.exitCode): \(run.stderr.prefix(300))")
    #expect(run.stderr.contains("error:") && run.stderr.contains(item.expected), "\(run.stderr.prefix(300))")
    #expect(run.stderr.utf8.count < 70_000, "the error quotes at most the argument")
  }
}
