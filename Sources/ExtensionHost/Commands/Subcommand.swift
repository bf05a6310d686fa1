/// One `extension-host` subcommand: its declaration (name, help, options) and how it runs.
///
/// `run` throws `UsageError` for command-line mistakes (exit 2); any other error it throws is a
/// set-up failure (exit 3). Findings and violations are not errors: `run` returns `.failure`.
protocol Subcommand: Sendable {
  /// What `--help` prints and what the parser accepts.
  static var declaration: CommandDeclaration { get }
  /// Does the job with the command line parsed against `declaration`.
  static func run(_ arguments: Arguments) async throws -> ExitCode
}

/// Every subcommand, in the order `--help` lists them.
let subcommands: [any Subcommand.Type] = [
  VisitCommand.self,
  InitCommand.self,
  ConformCommand.self,
  LintCommand.self,
  RenderCommand.self,
  ServeCommand.self,
  StatusCommand.self,
  StopCommand.self,
  RestartCommand.self,
  MonitorCommand.self,
  ResetCommand.self,
  SimulateCommand.self,
  AppSwitcherCommand.self,
  WidgetsCommand.self,
]
