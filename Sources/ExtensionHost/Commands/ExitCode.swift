/// The process exit codes of `extension-host`, shared by every subcommand.
enum ExitCode: Int32, Sendable {
  /// The job succeeded: the visit kept the contract, lint found no errors, every check passed.
  case success = 0
  /// The job ran and found a problem: a contract violation, lint errors, a failed check.
  case failure = 1
  /// The command line is wrong: unknown option, missing value, bad argument.
  case usage = 2
  /// The job could not start: unreadable or invalid manifest, missing binary, I/O error.
  case setup = 3

  /// The table printed by `--help`.
  static let helpTable = """
    EXIT CODES:
      0  success
      1  the job found a problem (contract violation, lint errors, failed checks)
      2  usage error (unknown option, missing or bad value)
      3  set-up error (unreadable or invalid manifest, missing executable, I/O error)
    """
}
