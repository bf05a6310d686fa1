import Foundation
import Testing

/// Odd command lines: every numeric option given each value that is not a number it accepts (the
/// four of `CommandLineEndToEndTests` and these), every command given an unknown option and one
/// 64 KiB long. Each is a usage error (exit 2) naming what is wrong, never a trap or a run.
@Suite(.serialized, .timeLimit(.minutes(5)))
struct OddCommandLineCorpusTests {
  static let notNumbers = ["inf", "-inf", "+", "١٢", "1_000", "1e", "e5", ".", "12ms", "NaN", "--", "0.5.5"]

  static let commands = [
    ["visit", "social.example"], ["conform"], ["lint"], ["serve"], ["status"], ["stop"], ["restart", "X"], ["reset"],
    ["render"], ["benchmark", "launch"], ["init", "/nonexistent-project"],
  ]

  struct Case {
    let label: String
    let arguments: [String]
    /// Text the error must contain.
    let expected: String
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

  @Test func everyOddCommandLineIsAUsageErrorNamingWhatIsWrong() throws {
    var handled = 0
    for item in Self.cases {
      let run = try HostRun.run(item.arguments, timeout: .seconds(30))
      let ok = run.exitCode == 2 && run.stderr.contains("error:") && run.stderr.contains(item.expected) && run.stderr.utf8.count < 70_000
      #expect(ok, "\(item.label): exit \(run.exitCode): \(run.stderr.prefix(300))")
      if ok { handled += 1 }
    }
    HostileCorpus.report("odd command lines", tried: Self.cases.count, handled: handled)
  }
}
