import Dispatch
import Foundation
import Glibc

/// `extension-host serve`: the long-running host daemon.
enum ServeCommand: Subcommand {
  static let name = "serve"
  static let summary = "Run the host daemon: warm, supervised extensions behind a local socket"
  static let help = """
    OVERVIEW: Run the host daemon.

    Listens on a Unix domain socket (owner-only) for JSON-RPC control requests (see
    Documentation/Daemon.md). Extensions launch on first use and stay warm; idle ones exit; a
    crashed one restarts on next use with backoff; too many crashes or contract violations
    quarantine it until 'extension-host restart NAME'. SIGTERM or SIGINT (or 'extension-host stop')
    stop accepting, let visits in flight finish within a grace period, and stop every extension.

    USAGE: extension-host serve [options]

    OPTIONS:
      --socket <path>          The socket (default: <state>/serve.sock).
      --state <dir>            The state directory (default: $XDG_STATE_HOME/extension-host or
                               ~/.local/state/extension-host).
      --products <dir>         Where extension executables are (default: next to extension-host).
      --idle-timeout <s>       Stop an extension idle this long (default 60).
      --max-crashes <n>        Crashes within --crash-window that quarantine (default 3).
      --crash-window <s>       The sliding window for crashes (default 60).
      --max-strikes <n>        Contract violations that quarantine (default 3).
      --handshake-timeout <ms> How long an extension may take to start (default 2000).
      --memory-limit <MiB>     Resident memory an extension may use; over it, it is killed and
                               the breach reported, as iOS's jetsam does (default 0: none).
      --cpu-limit <s>          CPU seconds an extension process may use (RLIMIT_CPU; the kernel
                               sends SIGXCPU, reported as a resource breach) (default 0: none).
      --log-format human|json  The log on stderr (default human).
      -h, --help               Show this help.

    \(ExitCode.helpTable)

    """

  static func run(_ arguments: inout Arguments) async throws -> ExitCode {
    let stateDirectory = try arguments.option("--state") ?? DaemonPaths.defaultStateDirectory
    let socketPath = try arguments.option("--socket") ?? stateDirectory + "/serve.sock"
    let products = try arguments.option("--products")
    var configuration = HostDaemon.Configuration(socketPath: socketPath)
    configuration.stateDirectory = stateDirectory
    if let value = try arguments.number("--idle-timeout") { configuration.idleTimeout = .milliseconds(value * 1000) }
    if let value = try arguments.number("--max-crashes") { configuration.policy.maxCrashes = max(1, Int(value)) }
    if let value = try arguments.number("--crash-window") { configuration.policy.window = .milliseconds(value * 1000) }
    if let value = try arguments.number("--max-strikes") { configuration.policy.maxStrikes = max(1, Int(value)) }
    if let value = try arguments.number("--handshake-timeout") {
      configuration.limits.handshakeTimeout = .milliseconds(value)
    }
    if let value = try arguments.number("--memory-limit") { configuration.memoryCeilingKilobytes = Int(value * 1024) }
    if let value = try arguments.number("--cpu-limit") { configuration.limits.cpuSeconds = UInt64(value.rounded(.up)) }
    let format = try arguments.option("--log-format", oneOf: ["human", "json"]) ?? "human"
    try arguments.finish()
    configuration.searchDirectories = (products.map { [$0] } ?? []) + [ProductLocator.hostDirectory]

    try prepareSocketPath(socketPath)
    let listener = try UnixSocket.listen(at: socketPath)
    let log = DaemonLog(format: DaemonLog.Format(rawValue: format) ?? .human)
    let (stops, stopContinuation) = AsyncStream<Void>.makeStream()
    let daemon = HostDaemon(configuration: configuration, log: log) { stopContinuation.yield() }
    let server = ControlServer(listener: listener, daemon: daemon)
    Descendants.adopt()
    let signals = SignalHandlers.install([SIGTERM, SIGINT]) { number in
      log.log(.info, "received \(TerminationStatus.signalName(number))")
      stopContinuation.yield()
    }
    server.start()
    log.log(.info, "serving", ["socket": socketPath, "pid": "\(getpid())"])
    await daemon.run {
      var iterator = stops.makeAsyncIterator()
      _ = await iterator.next()
      server.stop()
      unlink(socketPath)
    }
    for source in signals { source.cancel() }
    return .success
  }

  /// Makes the socket's folder (owner-only) and clears a stale socket; refuses to steal a live one.
  private static func prepareSocketPath(_ path: String) throws {
    let directory = (path as NSString).deletingLastPathComponent
    if !directory.isEmpty {
      try FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    }
    guard FileManager.default.fileExists(atPath: path) else { return }
    if UnixSocket.isLive(path) {
      throw SetupError(at: path, "a daemon is already serving on \(path); stop it with 'extension-host stop'")
    }
    unlink(path)
  }
}
