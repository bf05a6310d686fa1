import HostEngine
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
      --state <dir>              The state directory (default: $EXTENSION_HOST_STATE, else
                                 $XDG_STATE_HOME/extension-host, else ~/.local/state/extension-host).
                                 Only what the host keeps there goes (AppGroups, Sandboxes,
                                 ManagedSettings, Seeds), and only from a folder it marked; a
                                 running daemon's socket stays ('extension-host restart' so its
                                 warm extensions start afresh).
      -h, --help                 Show this help.

    \(ExitCode.helpTable)

    """

  static func run(_ arguments: inout Arguments) async throws -> ExitCode {
    let given = try arguments.option("--state")
    _ = try arguments.positionals()
    try arguments.finish()
    let path = try given ?? StateDirectory.defaultPath()
    if try StateDirectory.reset(path) {
      Console.out("Removed the shared state in \(path)\n")
    } else {
      Console.out("Nothing to reset: \(path) holds no extension-host state\n")
    }
    return .success
  }
}
