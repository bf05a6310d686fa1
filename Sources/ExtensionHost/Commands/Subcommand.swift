/// One `extension-host` subcommand: its name, its help, and how it runs.
///
/// `run` throws `UsageError` for command-line mistakes (exit 2); any other error it throws is a
/// set-up failure (exit 3). Findings and violations are not errors: `run` returns `.failure`.
protocol Subcommand: Sendable {
  /// The word after `extension-host`.
  static var name: String { get }
  /// One line for the command list.
  static var summary: String { get }
  /// The whole `--help` text.
  static var help: String { get }
  /// Parses `arguments` and does the job.
  static func run(_ arguments: inout Arguments) async throws -> ExitCode
}

/// Every subcommand, in the order `--help` lists them.
let subcommands: [any Subcommand.Type] = [
  VisitCommand.self,
  ConformCommand.self,
  LintCommand.self,
  RenderCommand.self,
  ServeCommand.self,
  StatusCommand.self,
  StopCommand.self,
  RestartCommand.self,
  ResetCommand.self,
  BenchmarkCommand.self,
]
