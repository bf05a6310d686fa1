import ExtensionManifest
import HostEngine

/// `extension-host reset`: wipe the state that visits keep between runs.
enum ResetCommand: Subcommand {
  static let declaration = CommandDeclaration(
    name: "reset",
    summary: "Wipe the state directory: App Group containers and ManagedSettings stores",
    overview: """
      Remove the state directory that visits keep between runs.

      Visits keep, as a device does, each App Group's container (and the UserDefaults in it), each
      extension's own preferences, and the app's ManagedSettings stores: a target an action
      extension unshielded stays open until the shield policy changes or the state is reset. The
      next visit seeds everything again from the manifests folder. Only what the host keeps there
      goes (AppGroups, Sandboxes, ManagedSettings, Seeds), and only from a folder it marked; a
      running daemon's socket stays ('extension-host restart' so its warm extensions start afresh).
      """,
    usage: ["reset [--state <dir>]"],
    options: [SharedOptions.state])

  static func run(_ arguments: Arguments) async throws -> ExitCode {
    let given = arguments.value(SharedOptions.state)
    guard arguments.positionals.isEmpty else { throw UsageError("reset takes no arguments; name the folder with --state") }
    let path = try given ?? StateDirectory.defaultPath()
    if try StateDirectory.reset(path) {
      Console.out("Removed the shared state in \(DisplayText.escaped(path))\n")
    } else {
      Console.out("Nothing to reset: \(DisplayText.escaped(path)) holds no extension-host state\n")
    }
    return .success
  }
}
