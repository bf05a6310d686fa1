import Foundation
import Testing

/// The command line as a user meets it, over real `extension-host` runs: every numeric option
/// checked, empty values refused, one way to name the daemon's socket, help from the declarations.
/// Serialized: a few hundred short runs, one at a time, so they do not crowd the machine.
@Suite(.serialized, .timeLimit(.minutes(3)))
struct CommandLineEndToEndTests {
  /// Every numeric option, with the command words before it.
  static let numericOptions: [([String], String)] = [
    (["visit", "social.example"], "--configuration-timeout"),
    (["visit", "social.example"], "--action-timeout"),
    (["visit", "social.example"], "--handshake-timeout"),
    (["conform"], "--handshake-timeout"),
    (["conform"], "--request-timeout"),
    (["conform"], "--shutdown-timeout"),
    (["conform"], "--memory-limit"),
    (["serve"], "--idle-timeout"),
    (["serve"], "--max-crashes"),
    (["serve"], "--crash-window"),
    (["serve"], "--max-strikes"),
    (["serve"], "--handshake-timeout"),
    (["serve"], "--memory-limit"),
    (["serve"], "--cpu-limit"),
    (["simulate", BuildProducts.repositoryRoot + "/Scenarios/SchoolNight.scenario"], "--chaos"),
    (["simulate", BuildProducts.repositoryRoot + "/Scenarios/SchoolNight.scenario"], "--callback-timeout"),
    (["simulate", BuildProducts.repositoryRoot + "/Scenarios/SchoolNight.scenario"], "--handshake-timeout"),
    (["simulate", BuildProducts.repositoryRoot + "/Scenarios/SchoolNight.scenario"], "--memory-budget"),
    (["app-switcher"], "--callback-limit"),
    (["monitor", "intervalDidStart", "bedtime"], "--callback-timeout"),
    (["widgets"], "--provider-timeout"),
    (["widgets"], "--render-timeout"),
  ]

  /// The placeholders `--help` gives numeric options, and those it gives every other value; a
  /// placeholder in neither list fails `theListHasEveryNumericOptionOfEveryCommand`, so a new
  /// option is classified, and a new numeric one tested, before it ships.
  static let numberPlaceholders: Set<String> = ["<ms>", "<s>", "<n>", "<MiB>", "<MB>", "<seed>"]
  static let otherPlaceholders: Set<String> = [
    "<bundle-id>", "<name>", "<dir>", "<id>", "<file>", "<target>", "<path>", "<file.svg>", "FORMAT[:FILE]", "NAME=VALUE", "FILE",
    "NAME", "DIR", "ID", "<list>", "<finding>", "<pattern>", "<time>",
  ]

  /// Values no numeric option accepts: too large, negative, 2^63, not finite, not a number.
  static let badNumbers = ["1e300", "-1", "9223372036854775808", "nan"]

  @Test(arguments: numericOptions)
  func everyNumericOptionRefusesOutOfRangeValuesWithAUsageError(command: [String], option: String) async throws {
    for (index, value) in Self.badNumbers.enumerated() {
      let form = index.isMultiple(of: 2) ? [option, value] : ["\(option)=\(value)"]
      let run = try await HostRun.run(command + form)
      #expect(run.exitCode == 2, "\(command) \(form): exit \(run.exitCode) \(run.stderr)")
      #expect(run.stderr.contains("error: \(option) needs a"), "\(command) \(form): \(run.stderr)")
      #expect(run.stderr.contains("not '\(value)'"), "\(command) \(form): \(run.stderr)")
    }
  }

  /// Numbers are written in plain decimal: `Double(_:)` alone would read each of these as a
  /// number (16, 1000, 5, infinity, 16, 0.5e1), which no option documents.
  static let otherForms = ["0x10", "1e3", "+5", "inf", "0x1p4", ".5e1"]

  @Test(arguments: numericOptions)
  func everyNumericOptionRefusesNumbersNotWrittenInDecimal(command: [String], option: String) async throws {
    for value in Self.otherForms {
      let run = try await HostRun.run(command + [option, value])
      #expect(run.exitCode == 2, "\(command) \(option) \(value): exit \(run.exitCode) \(run.stderr)")
      #expect(run.stderr.contains("error: \(option) needs a"), "\(command) \(option) \(value): \(run.stderr)")
      #expect(run.stderr.contains("not '\(value)' (write decimal digits"), "\(command) \(option) \(value): \(run.stderr)")
    }
  }

  /// `numericOptions` is every numeric option of every command, read from their `--help`.
  @Test func theListHasEveryNumericOptionOfEveryCommand() async throws {
    let overview = try await HostRun.run(["--help"])
    let commands = overview.stdout.components(separatedBy: "COMMANDS:\n").last?.components(separatedBy: "\n\n").first?
      .split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) } ?? []
    #expect(commands.count >= 11, "\(overview.stdout)")
    var found: Set<String> = []
    for command in commands {
      let help = try await HostRun.run([command, "--help"])
      #expect(help.exitCode == 0, "\(command): \(help.stderr)")
      for line in help.stdout.split(separator: "\n") {
        let words = line.split(separator: " ").map(String.init)
        guard words.count >= 2, line.hasPrefix("  --"), words[0].hasPrefix("--") else { continue }
        let placeholder = words[1]
        if Self.numberPlaceholders.contains(placeholder) {
          found.insert("\(command) \(words[0])")
        } else if !placeholder.contains("|"),  // a choice: `--format text|json`
          placeholder.first == "<" || (placeholder.count > 1 && placeholder == placeholder.uppercased())
        {
          #expect(Self.otherPlaceholders.contains(placeholder), "\(command) \(words[0]) \(placeholder): a number or not?")
        }
      }
    }
    let listed = Set(Self.numericOptions.map { "\($0.0[0]) \($0.1)" })
    #expect(found == listed, "in --help, not listed: \(found.subtracting(listed)); listed, not in --help: \(listed.subtracting(found))")
  }

  @Test func countsMustBeWhole() async throws {
    let run = try await HostRun.run(["serve", "--max-crashes", "2.5"])
    #expect(run.exitCode == 2)
    #expect(run.stderr.contains("--max-crashes needs a whole number from 1 to 10000, not '2.5'"), "\(run.stderr)")
  }

  @Test(arguments: [
    ["visit", "social.example", "--state", ""], ["visit", "--app", ""], ["reset", "--state="], ["serve", "--state", ""],
    ["status", "--socket="], ["visit", "social.example", "--manifests="],
  ])
  func emptyValuesAreRefused(arguments: [String]) async throws {
    let run = try await HostRun.run(arguments)
    #expect(run.exitCode == 2, "\(arguments): \(run.stdout)\(run.stderr)")
    #expect(run.stderr.contains("needs a value"), "\(arguments): \(run.stderr)")
  }

  @Test func noCommandPrintsTheUsageAndIsAUsageError() async throws {
    let run = try await HostRun.run([])
    #expect(run.exitCode == 2)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.contains("USAGE: extension-host <command> [options]"))
    let help = try await HostRun.run(["--help"])
    #expect(help.exitCode == 0)
    #expect(help.stdout.contains("USAGE: extension-host <command> [options]"))
  }

  @Test func unknownOptionsAndFlagsGivenValuesAreUsageErrors() async throws {
    let unknown = try await HostRun.run(["status", "--connect=/tmp/x"])
    #expect(unknown.exitCode == 2)
    #expect(unknown.stderr.contains("unknown option '--connect'"), "\(unknown.stderr)")
    let flagValue = try await HostRun.run(["visit", "social.example", "--no-color=yes"])
    #expect(flagValue.exitCode == 2)
    #expect(flagValue.stderr.contains("--no-color takes no value"), "\(flagValue.stderr)")
    let stray = try await HostRun.run(["reset", "somewhere"])
    #expect(stray.exitCode == 2, "\(stray.stdout)")
  }

  /// `visit`, `status`, `stop`, `restart` and `monitor` name the socket alike, in both spellings, and say so alike.
  @Test func everyClientCommandNamesTheSocketTheSameWay() async throws {
    let missing = FileManager.default.temporaryDirectory.appendingPathComponent("no-daemon-\(UUID().uuidString).sock").path
    let commands = [["visit", "social.example"], ["status"], ["stop"], ["restart", "ShieldActionExt"],
      ["monitor", "intervalDidStart", "bedtime"],
    ]
    var socketHelpLines: Set<String> = []
    for command in commands {
      for form in [["--socket", missing], ["--socket=\(missing)"]] {
        let run = try await HostRun.run(command + form)
        #expect(run.exitCode == 3, "\(command) \(form): \(run.stdout)\(run.stderr)")
        #expect(run.stderr.contains("connect to \(missing):"), "\(command) \(form) reached the socket it named: \(run.stderr)")
      }
      let help = try await HostRun.run([command[0], "--help"])
      #expect(help.exitCode == 0)
      let lines = help.stdout.split(separator: "\n").filter { $0.hasPrefix("  --socket <path>") }
      #expect(lines.count == 1, "\(command[0]) --help lists --socket once: \(help.stdout)")
      socketHelpLines.formUnion(lines.map { String($0.drop { $0 != "T" }) })
    }
    #expect(socketHelpLines.count == 1, "the same words everywhere: \(socketHelpLines)")
  }

  @Test func visitConnectIsAFlagAndTheStateNamesTheSocketFolder() async throws {
    let state = FileManager.default.temporaryDirectory.appendingPathComponent("no-daemon-\(UUID().uuidString)").path
    let run = try await HostRun.run(["visit", "social.example", "--connect", "--state", state])
    #expect(run.exitCode == 3, "\(run.stdout)\(run.stderr)")
    #expect(run.stderr.contains("connect to \(state)/serve.sock:"), "\(run.stderr)")
  }

  /// Every option a command's help lists, it accepts (the parser and the help read one declaration).
  @Test(arguments: ["visit", "init", "conform", "lint", "render", "serve", "status", "stop", "restart", "monitor", "reset"])
  func everyOptionInTheHelpIsAccepted(command: String) async throws {
    let help = try await HostRun.run([command, "--help"])
    #expect(help.exitCode == 0)
    // Every option the help lists, each with a value it accepts, then one it cannot know: the
    // parser reads left to right, so only the last may be refused, and nothing runs.
    var line: [String] = []
    for row in help.stdout.split(separator: "\n") where row.hasPrefix("  --") {
      // The label ends where two spaces begin the help text (or at the end of the row).
      let label = row.dropFirst(2).components(separatedBy: "  ")[0]
      let words = label.split(separator: " ")
      guard words.count == 2 else {
        line.append(label)  // a flag
        continue
      }
      let value = words[1].contains("|") ? String(words[1].split(separator: "|")[0]) : "1"
      line.append("\(words[0])=\(value)")
    }
    #expect(line.count >= 1, "\(help.stdout)")
    let run = try await HostRun.run([command] + line + ["--definitely-not-an-option"])
    #expect(run.exitCode == 2, "\(command) \(line)")
    #expect(run.stderr.contains("unknown option '--definitely-not-an-option'"), "\(command) \(line): \(run.stderr)")
  }
}
