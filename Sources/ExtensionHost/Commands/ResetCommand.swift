/// `extension-host reset`: wipe the state that visits keep between runs.
enum ResetCommand: Subcommand {
  static let name = "reset"
  static let summary = "Wipe the state directory: App Group containers and ManagedSettings stores"
  static let help = """
    OVERVIEW: Remove the state directory that visits keep between runs.

    Visits keep, as a device does, each App Group's container (and the UserDefaults in it), each
    extension's own preferences, and the app's ManagedSettings stores: a target an action
    extension unshielded stays open until the shield policy changes or the state is reset. The
    next visit seeds everything again from the manifests folder.

    USAGE: extension-host reset [--state <dir>]

    OPTIONS:
      --state <dir>              The state directory (default: $XDG_STATE_HOME/extension-host,
                                 else ~/.local/state/extension-host). A folder that is not an
                                 extension-host state directory is never removed.
      -h, --help                 Show this help.

    \(ExitCode.helpTable)

    """

  static func run(_ arguments: inout Arguments) async throws -> ExitCode {
    let given = try arguments.option("--state")
    _ = try arguments.positionals()
    try arguments.finish()
    let path = try given ?? StateDirectory.defaultPath()
    if try StateDirectory.reset(path) {
      Console.out("Removed the state directory \(path)\n")
    } else {
      Console.out("Nothing to reset: \(path) does not exist\n")
    }
    return .success
  }
}
