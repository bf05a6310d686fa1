import Dispatch
import Foundation
import Glibc
import HostEngine
import HostProtocol

/// `extension-host serve`: the long-running host daemon.
enum ServeCommand: Subcommand {
  static let idleTimeout = Option.number("--idle-timeout", "<s>", .seconds, "Stop an extension idle this long (default 60).")
  static let maxCrashes = Option.number(
    "--max-crashes", "<n>", .count(1...10_000), "Crashes within --crash-window that quarantine (default 3).")
  static let crashWindow = Option.number("--crash-window", "<s>", .seconds, "The sliding window for crashes (default 60).")
  static let maxStrikes = Option.number(
    "--max-strikes", "<n>", .count(1...10_000), "Contract violations that quarantine (default 3).")
  static let memoryLimit = Option.number(
    "--memory-limit", "<MiB>", .mebibytes(from: 0),
    "Resident memory an extension may use; over it, it is killed and the breach reported, as iOS's jetsam does "
      + "(default 0: none).")
  static let cpuLimit = Option.number(
    "--cpu-limit", "<s>", .cpuSeconds,
    "CPU seconds an extension process may use (RLIMIT_CPU; the kernel sends SIGXCPU, reported as a resource breach) "
      + "(default 0: none).")
  static let logFormat = Option.choice("--log-format", ["human", "json"], "The log on stderr (default human).")

  static let declaration = CommandDeclaration(
    name: "serve",
    summary: "Run the host daemon: warm, supervised extensions behind a local socket",
    overview: """
      Run the host daemon.

      Listens on a Unix domain socket (owner-only) for JSON-RPC control requests (see
      Documentation/Daemon.md). Extensions launch on first use and stay warm; idle ones exit; a
      crashed one restarts on next use with backoff; too many crashes or contract violations
      quarantine it until 'extension-host restart NAME'. SIGTERM or SIGINT (or 'extension-host stop')
      stop accepting, let visits in flight finish within a grace period, and stop every extension.
      """,
    usage: ["serve [options]"],
    options: [
      SharedOptions.socket, SharedOptions.state, SharedOptions.products, idleTimeout, maxCrashes, crashWindow, maxStrikes,
      SharedOptions.handshakeTimeout, memoryLimit, cpuLimit, SharedOptions.device, logFormat,
    ])

  static func run(_ arguments: Arguments) async throws -> ExitCode {
    guard arguments.positionals.isEmpty else { throw UsageError("serve takes no arguments") }
    let stateDirectory = arguments.value(SharedOptions.state) ?? DaemonPaths.defaultStateDirectory
    let socketPath = SharedOptions.socketPath(arguments)
    let products = arguments.value(SharedOptions.products)
    var configuration = HostDaemon.Configuration(socketPath: socketPath)
    configuration.stateDirectory = stateDirectory
    if let value = arguments.number(Self.idleTimeout) { configuration.idleTimeout = .milliseconds(value * 1000) }
    if let value = arguments.number(Self.maxCrashes) { configuration.policy.maxCrashes = Int(value) }
    if let value = arguments.number(Self.crashWindow) { configuration.policy.window = .milliseconds(value * 1000) }
    if let value = arguments.number(Self.maxStrikes) { configuration.policy.maxStrikes = Int(value) }
    if let value = arguments.number(SharedOptions.handshakeTimeout) {
      configuration.limits.handshakeTimeout = .milliseconds(value)
    }
    if let value = arguments.number(Self.memoryLimit) { configuration.memoryCeilingKilobytes = Int(value * 1024) }
    if let value = arguments.number(Self.cpuLimit) { configuration.limits.cpuSeconds = UInt64(value.rounded(.up)) }
    if let device = arguments.value(SharedOptions.device) { configuration.device = DeviceState(rawValue: device) ?? .unlocked }
    // A locked device is enforced by the kernel: say at the start, not at the first visit, when it cannot be.
    if configuration.device != .unlocked, case .failure(let unavailable) = ProtectedDataGuard.start().map({ $0.stop() }) {
      throw SetupError(at: nil, "serve --device-state \(configuration.device.rawValue): \(unavailable)")
    }
    let format = arguments.value(Self.logFormat) ?? "human"
    configuration.searchDirectories = try ProductLocator.searchDirectories(products: products)

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
    var status = stat()
    guard lstat(path, &status) == 0 else { return }  // nothing there
    // Only a socket is ever replaced, and only a stale one: a regular file, a folder or a link
    // at the path is someone's, and is never deleted.
    guard status.st_mode & S_IFMT == S_IFSOCK else {
      throw SetupError(at: path, "\(path) exists and is not a socket; choose another --socket path (it was left as it is)")
    }
    if UnixSocket.isLive(path) {
      throw SetupError(at: path, "a daemon is already serving on \(path); stop it with 'extension-host stop'")
    }
    unlink(path)
  }
}
