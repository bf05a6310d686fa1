import HostEngine
extension CommandLine {
  static let toolName = "extension-host"

  /// The top-level help: the commands and the exit codes.
  static var help: String {
    let width = subcommands.map { $0.name.count }.max() ?? 0
    let list = subcommands.map { command in
      "  " + command.name + String(repeating: " ", count: width + 2 - command.name.count) + command.summary
    }
    return """
      OVERVIEW: Run, test and lint iOS Screen Time shield extensions without a device.

      USAGE: \(toolName) <command> [options]

      COMMANDS:
      \(list.joined(separator: "\n"))

      Run '\(toolName) <command> --help' for a command's options.

      \(ExitCode.helpTable)

      """
  }

  /// Dispatches to the subcommand named by the first argument and maps errors to exit codes.
  static func run(_ rawArguments: [String]) async -> ExitCode {
    guard let name = rawArguments.first, name != "--help", name != "-h", name != "help" else {
      Console.out(help)
      return .success
    }
    if name == "--version" {
      Console.out("\(toolName) \(HostVersion.current)\n")
      return .success
    }
    guard let command = subcommands.first(where: { $0.name == name }) else {
      Console.error("error: unknown command '\(name)'\n\n" + help)
      return .usage
    }
    var arguments = Arguments(rawArguments.dropFirst())
    if arguments.flag("--help") || arguments.flag("-h") {
      Console.out(command.help)
      return .success
    }
    do {
      return try await command.run(&arguments)
    } catch let error as UsageError {
      Console.error("error: \(error)\nRun '\(toolName) \(command.name) --help' for usage.\n")
      return .usage
    } catch let error as SetupError {
      Console.error("\(error)\n")
      return .setup
    } catch {
      Console.error("error: \(error)\n")
      return .setup
    }
  }
}

/// The version `extension-host --version` prints.
enum HostVersion {
  static let current = "0.1.0"
}
