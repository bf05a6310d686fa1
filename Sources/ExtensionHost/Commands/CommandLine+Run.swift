import ExtensionManifest
import HostEngine
extension CommandLine {
  static let toolName = "extension-host"

  /// The top-level help: the commands and the exit codes.
  static var help: String {
    let list = CommandDeclaration.table(subcommands.map { ($0.declaration.name, $0.declaration.summary) })
    return """
      OVERVIEW: Run, test and lint iOS Screen Time extensions without a device, and see what an
      app's App Switcher snapshot and its widgets on a locked phone reveal.

      USAGE: \(toolName) <command> [options]

      COMMANDS:
      \(list)

      Run '\(toolName) <command> --help' for a command's options.

      \(ExitCode.helpTable)

      """
  }

  /// Dispatches to the subcommand named by the first argument and maps errors to exit codes.
  /// No command at all is a usage error: the usage goes to standard error, exit 2.
  static func run(_ rawArguments: [String]) async -> ExitCode {
    guard let name = rawArguments.first else {
      Console.error("error: name a command\n\n" + help)
      return .usage
    }
    if ["--help", "-h", "help"].contains(name) {
      Console.out(help)
      return checkingOutput(.success)
    }
    if name == "--version" {
      Console.out("\(toolName) \(HostVersion.current)\n")
      return checkingOutput(.success)
    }
    guard let command = subcommands.first(where: { $0.declaration.name == name }) else {
      Console.error("error: unknown command '\(DisplayText.escaped(name))'\n\n" + help)
      return .usage
    }
    let rest = rawArguments.dropFirst()
    let beforeSeparator = rest.prefix { $0 != "--" }
    if beforeSeparator.contains("--help") || beforeSeparator.contains("-h") {
      Console.out(command.declaration.help)
      return checkingOutput(.success)
    }
    do {
      return checkingOutput(try await command.run(try command.declaration.parse(rest)))
    } catch let error as UsageError {
      Console.error("error: \(error)\nRun '\(toolName) \(name) --help' for usage.\n")
      return .usage
    } catch let error as SetupError {
      Console.error("\(error)\n")
      return error.isUsageError ? .usage : .setup
    } catch let error as ControlClientError {
      Console.error("\(error.diagnostic)\n")
      return .setup
    } catch {
      Console.error("error: \(error)\n")
      return .setup
    }
  }

  /// `code`, unless writing to standard output failed (a full disk): then that is said, exit 3,
  /// for help as for a report, so no output is lost without a word.
  private static func checkingOutput(_ code: ExitCode) -> ExitCode {
    guard let failure = Console.outputFailure else { return code }
    Console.error("error: cannot write to standard output: \(failure)\n")
    return .setup
  }
}

/// The version `extension-host --version` prints.
enum HostVersion {
  static let current = "0.1.0"
}
