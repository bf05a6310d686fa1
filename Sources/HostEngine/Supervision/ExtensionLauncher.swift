import Foundation
import Glibc
public import HostProtocol

/// Starts an extension and performs the handshake.
public enum ExtensionLauncher {
  /// Limits applied to every extension a visit launches.
  public struct Limits: Sendable {
    /// The max message bytes.
    public var maxMessageBytes = 1 << 20
    /// The handshake timeout.
    public var handshakeTimeout: Duration = .seconds(2)
    /// The request timeout.
    public var requestTimeout: Duration = .seconds(2)
    /// The child's address-space ceiling (`RLIMIT_AS`), applied right after spawn; 0 sets none.
    public var addressSpaceBytes: UInt64 = 0
    /// The child's CPU-time ceiling in seconds (`RLIMIT_CPU`; the kernel sends SIGXCPU); 0 sets none.
    public var cpuSeconds: UInt64 = 0

    /// The default limits.
    public init() {}
  }

  /// A launched extension: its connection, and the handshake's outcome.
  public struct Launch: Sendable {
    /// What was launched.
    let target: ExtensionTarget
    /// The connection.
    public let connection: ExtensionConnection
    /// nil when the handshake succeeded; otherwise the fault that stopped it.
    public let failure: ExtensionFault?
  }

  /// Spawns `target`'s executable and sends `initialize`. Never throws: a failure is a fault.
  public static func launch(
    _ target: ExtensionTarget, limits: Limits, origin: ContinuousClock.Instant,
    observer: (@Sendable (TranscriptEntry) -> Void)? = nil
  ) async throws(ChildProcessError) -> Launch {
    let connection = try spawn(target, limits: limits, origin: origin, observer: observer)
    return await handshake(target, on: connection, limits: limits)
  }

  /// Launches `target` as `launch` does, lending it `suiteWatch`
  /// (`LentDescriptor.suiteWatchVariable`): the caller keeps the loan until the extension has stopped.
  static func launch(
    _ target: ExtensionTarget, limits: Limits, origin: ContinuousClock.Instant, lending suiteWatch: SuiteWatchLoan?
  ) async throws(ChildProcessError) -> Launch {
    let connection = try spawn(target, limits: limits, origin: origin, lending: suiteWatch)
    return await handshake(target, on: connection, limits: limits)
  }

  /// Launches `target` as `launch(_:limits:origin:lending:)` does, with `next` in line behind
  /// `initialize` (`ExtensionConnection.requestsInLine`): the extension reads it as soon as it has
  /// answered the handshake, instead of idling while the host reads that answer and asks. `next`
  /// is due `timeout` after the handshake ends; when the handshake fails, its answer means nothing.
  /// `spawned` is told the process's pid as soon as it runs, before the handshake.
  static func launch<Next: RPCRequest>(
    _ target: ExtensionTarget, limits: Limits, origin: ContinuousClock.Instant, lending suiteWatch: SuiteWatchLoan?,
    then next: Next, timeout: Duration, spawned: (Int32) -> Void = { _ in }
  ) async throws(ChildProcessError) -> (launch: Launch, next: AnswerInLine<Next.Response>) {
    let connection = try spawn(target, limits: limits, origin: origin, lending: suiteWatch)
    spawned(connection.process.pid)
    let initialize = connection.requestsInLine([initializeRequest(for: target, limits: limits)], timeout: limits.handshakeTimeout)[0]
    let following = connection.requestsInLine([next], timeout: timeout, after: initialize.id)[0]
    return (judgeHandshake(await initialize.outcome(), of: target, on: connection), following)
  }

  /// Sends `initialize` to an extension `spawn` started. Never throws: a failure is a fault.
  static func handshake(_ target: ExtensionTarget, on connection: ExtensionConnection, limits: Limits) async -> Launch {
    let outcome = await connection.request(initializeRequest(for: target, limits: limits), timeout: limits.handshakeTimeout)
    return judgeHandshake(outcome, of: target, on: connection)
  }

  /// The launch that the handshake's `outcome` makes of `target`'s connection.
  private static func judgeHandshake(
    _ outcome: RequestOutcome<InitializeResult>, of target: ExtensionTarget, on connection: ExtensionConnection
  ) -> Launch {
    var failure = RequestVerdict.judge(outcome, of: .handshake, on: connection)
    if failure == nil, case .extensionGone(let reason) = outcome {
      // Gone by the host's own doing (it could not send): not the extension's fault, but no start.
      failure = ExtensionFault(kind: .exitedEarly, detail: "did not finish the handshake: \(reason)")
    }
    return Launch(target: target, connection: connection, failure: failure)
  }

  /// Spawns `target`'s executable, applies the limits, and starts serving its pipes; no handshake yet.
  public static func spawn(
    _ target: ExtensionTarget, limits: Limits, origin: ContinuousClock.Instant,
    observer: (@Sendable (TranscriptEntry) -> Void)? = nil
  ) throws(ChildProcessError) -> ExtensionConnection {
    try spawn(target, limits: limits, origin: origin, observer: observer, lending: nil)
  }

  /// Starts `target` as `spawn` does, as a fresh copy forked by `forkServer` when it can make one
  /// (the same process, pipes and environment, sooner), else spawned.
  static func spawn(
    _ target: ExtensionTarget, limits: Limits, origin: ContinuousClock.Instant, forkServer: ForkServer?
  ) throws(ChildProcessError) -> ExtensionConnection {
    if let process = forkServer?.fork() {
      return connect(name: target.name, process: process, limits: limits, origin: origin, observer: nil)
    }
    return try spawn(target, limits: limits, origin: origin, lending: nil)
  }

  /// A fork server for `target` (`ForkServer`), whose copies get the environment `spawn` gives
  /// it; nil when the host or the executable cannot have one.
  static func forkServer(for target: ExtensionTarget, limits: Limits) -> ForkServer? {
    guard let environment = try? environment(for: target, limits: limits) else { return nil }
    return ForkServer.start(executable: bundled(target), environment: environment, timeout: limits.handshakeTimeout)
  }

  private static func spawn(
    _ target: ExtensionTarget, limits: Limits, origin: ContinuousClock.Instant,
    observer: (@Sendable (TranscriptEntry) -> Void)? = nil, lending suiteWatch: SuiteWatchLoan?
  ) throws(ChildProcessError) -> ExtensionConnection {
    let environment = try environment(for: target, limits: limits)
    return try spawnProcess(
      name: target.name, executablePath: bundled(target), environment: environment, limits: limits,
      origin: origin, observer: observer, suiteWatch: suiteWatch)
  }

  /// The path that starts `target` as its bundle (`BundleFolder`), so `Bundle.main` reads its Info.plist.
  private static func bundled(_ target: ExtensionTarget) -> String {
    BundleFolder.executable(target.executablePath, infoPlistPath: target.infoPlistPath, buildSettings: target.buildSettings)
  }

  /// `target`'s environment for `spawnProcess`, with what the host's service lends it.
  private static func environment(for target: ExtensionTarget, limits: Limits) throws(ChildProcessError) -> [String: String] {
    let lent: [String: String]
    if let service = HostServiceScope.current {
      lent = service.environment(for: target)
    } else {
      lent = try UnsharedSandbox.environment(for: target)
    }
    return environment(
      buildSettings: target.buildSettings, lent: lent, infoPlistPath: target.infoPlistPath, limits: limits)
  }

  /// The environment of an executable that speaks the protocol (an extension, or an app): its
  /// build settings, then the device settings the host passes through, then what the host lends
  /// it (`lent`), then the runtime's own variables. Its bundle is its Info.plist's folder, or,
  /// for an app whose Info.plist Xcode generates (`infoPlistPath` nil), `resourcesDirectory`.
  static func environment(
    buildSettings: [String: String], lent: [String: String], infoPlistPath: String?, resourcesDirectory: String? = nil,
    limits: Limits
  ) -> [String: String] {
    var environment = buildSettings
    // The device settings an extension reads pass through from the host's environment: the
    // languages (String(localized:)) and the authorizations (UserNotifications, FamilyControls).
    let deviceSettings = [
      "LANGUAGE", "LC_ALL", "LC_MESSAGES", "EXTENSION_HOST_LANGUAGES", "EXTENSION_HOST_NOTIFICATIONS_AUTHORIZATION",
      "EXTENSION_HOST_FAMILY_CONTROLS_AUTHORIZATION",
    ]
    for key in ["PATH", "HOME", "LANG", "LD_LIBRARY_PATH", "TMPDIR"] + deviceSettings {
      // getenv, not ProcessInfo's dictionary, which is built anew at every use
      if let value = getenv(key) { environment[key] = String(cString: value) }
    }
    environment.merge(lent) { _, lent in lent }
    if let infoPlistPath {
      environment["EXTENSION_HOST_INFO_PLIST"] = URL(fileURLWithPath: infoPlistPath).standardizedFileURL.path
    } else if let resourcesDirectory {
      environment["EXTENSION_HOST_RESOURCES"] = URL(fileURLWithPath: resourcesDirectory).standardizedFileURL.path
    }
    environment[ProtocolVariables.maxMessageBytes] = String(limits.maxMessageBytes)
    // A crashing extension dies at once, as on iOS, instead of spending up to seconds in Swift's
    // symbolicating backtracer (which let a deadline beat the crash under load). Set
    // SWIFT_BACKTRACE yourself to get the backtrace in the extension's log.
    if getenv("SWIFT_BACKTRACE") == nil { environment["SWIFT_BACKTRACE"] = "enable=no" }
    return environment
  }

  /// Spawns an executable that speaks the protocol with `environment` (`environment(...)`),
  /// lending it `suiteWatch`; applies the limits and starts serving its pipes. `service` answers
  /// what it asks of the host.
  static func spawnProcess(
    name: String, executablePath: String, environment: [String: String], limits: Limits,
    origin: ContinuousClock.Instant, observer: (@Sendable (TranscriptEntry) -> Void)? = nil,
    service: (any HostService)? = HostServiceScope.current, suiteWatch: SuiteWatchLoan? = nil
  ) throws(ChildProcessError) -> ExtensionConnection {
    var environment = environment
    if suiteWatch != nil { environment[LentDescriptor.suiteWatchVariable] = String(LentDescriptor.number) }
    let process = try ChildProcess.spawn(
      executable: executablePath, environment: environment, lending: suiteWatch?.descriptor)
    return connect(name: name, process: process, limits: limits, origin: origin, observer: observer, service: service)
  }

  /// Applies the limits to a started `process` and starts serving its pipes.
  private static func connect(
    name: String, process: ChildProcess, limits: Limits, origin: ContinuousClock.Instant,
    observer: (@Sendable (TranscriptEntry) -> Void)?, service: (any HostService)? = HostServiceScope.current
  ) -> ExtensionConnection {
    if limits.addressSpaceBytes > 0 || limits.cpuSeconds > 0 {
      process.limit(addressSpaceBytes: limits.addressSpaceBytes, cpuSeconds: limits.cpuSeconds)
    }
    let connection = ExtensionConnection(
      name: name, process: process, maxMessageBytes: limits.maxMessageBytes, origin: origin, observer: observer,
      service: service)
    connection.start()
    return connection
  }

  /// The `initialize` request for `target`: its extension point and principal class, and the limits.
  public static func initializeRequest(for target: ExtensionTarget, limits: Limits) -> InitializeRequest {
    InitializeRequest(
      protocolVersion: HostProtocolVersion.current, extensionPoint: target.extensionPoint.rawValue,
      principalClass: target.principalClass,
      limits: HostLimits(
        maxMessageBytes: limits.maxMessageBytes,
        requestTimeoutMilliseconds: Int(limits.requestTimeout / .milliseconds(1))))
  }
}
