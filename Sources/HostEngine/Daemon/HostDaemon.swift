import Foundation
public import HostProtocol
import Synchronization

/// The long-running host: serves control requests, keeps one supervisor per extension, and
/// shuts down gracefully.
public final class HostDaemon: Sendable {
  /// What the daemon is started with: its socket, limits, restart policy, timeouts and folders.
  public struct Configuration: Sendable {
    var socketPath: String
    /// The limits.
    public var limits = ExtensionLauncher.Limits()
    /// The policy.
    public var policy = RestartPolicy()
    /// The idle timeout.
    public var idleTimeout: Duration = .seconds(60)
    var livenessInterval: Duration = .seconds(5)
    var livenessTimeout: Duration = .seconds(1)
    var shutdownGrace: Duration = .seconds(5)
    /// Resident memory an extension may use before it is killed, as iOS's jetsam does; 0: none.
    public var memoryCeilingKilobytes = 0
    /// The search directories.
    public var searchDirectories: [String] = []
    /// Where visits keep App Group containers and stores; warm extensions keep using it.
    public var stateDirectory: String?
    /// The device's lock every visit runs in unless it asks for another (`serve --device-state`).
    public var device: DeviceState = .unlocked

    /// A daemon on `socketPath`, every other field at its default (set them after).
    public init(socketPath: String) {
      self.socketPath = socketPath
    }
  }

  let configuration: Configuration
  let log: DaemonLog
  private let origin = ContinuousClock.now
  private let state = Mutex(State())
  /// The visits' setups, read again only when a folder they were read from changed.
  private let setups = SetupMemo()

  private struct State {
    var supervisors: [String: ExtensionSupervisor] = [:]
    /// Each monitor's `DeviceActivityCenter`: what it registered, kept across its batches.
    var centers: [String: SimulatedSystem] = [:]
    var visits = 0
    var monitorBatches = 0
    var inFlight = 0
    var accepting = true
    var stopRequested = false
    /// Resumed when the last visit in flight finishes (shutdown waits for them).
    var drainWaiters: [CheckedContinuation<Void, Never>] = []
  }

  /// Called when a client asks the daemon to stop.
  private let onStopRequest: @Sendable () -> Void

  /// A daemon with `configuration`, logging to `log`; `onStopRequest` runs when a client asks it to stop.
  public init(configuration: Configuration, log: DaemonLog, onStopRequest: @escaping @Sendable () -> Void) {
    self.configuration = configuration
    self.log = log
    self.onStopRequest = onStopRequest
  }

  /// Serves until a stop request or a signal, then shuts down: no new visits, in-flight visits
  /// finish within the grace period, every extension is stopped.
  public func run(until stop: () async -> Void) async {
    let liveness = Task { await livenessLoop() }
    await stop()
    state.withLock { $0.accepting = false }
    log.log(.info, "shutting down", ["inFlight": "\(state.withLock { $0.inFlight })"])
    _ = await awaitEvent({ await self.visitsFinished() }, orTimeout: configuration.shutdownGrace)
    releaseDrainWaiters()
    liveness.cancel()
    let supervisors = state.withLock { Array($0.supervisors.values) }
    // However the extensions (or a supervisor busy with one) behave, the daemon stops in time:
    // past `stopBound`, every extension's process group is killed and the daemon goes on.
    let stopped = await awaitEvent(
      {
        await withTaskGroup(of: Void.self) { group in
          for supervisor in supervisors { group.addTask { await supervisor.stop(grace: .milliseconds(300)) } }
        }
      }, orTimeout: Self.stopBound)
    if !stopped {
      log.log(.warning, "extensions did not stop within \(Self.stopBound); killing their process groups")
    }
    Descendants.killExtensions()
    Descendants.killOrphans()
    log.log(.info, "stopped")
  }

  /// How long stopping the extensions may take at shutdown (each stop is shutdown, exit, SIGTERM
  /// and SIGKILL, 300 ms apart) before the daemon kills what is left and exits.
  static let stopBound: Duration = .seconds(3)

  /// Whether `host/stop` was received.
  var stopRequested: Bool { state.withLock { $0.stopRequested } }

  /// The control methods, one typed handler each. A quarantined extension and a manifest that
  /// cannot launch get the host's own codes.
  static let handlers: MethodHandlers<HostDaemon> = {
    var handlers = MethodHandlers<HostDaemon>(peer: "the daemon") { error in
      switch error {
      case let error as SupervisorError: JSONRPCError(.extensionQuarantined, error.description)
      case let error as SetupError: JSONRPCError(.extensionLaunchFailed, error.description)
      default: JSONRPCError(.internalError, "\(error)")
      }
    }
    handlers.serve(DaemonVisitRequest.self) { request, daemon in try await daemon.visit(request) }
    handlers.serve(DaemonMonitorRequest.self) { request, daemon in try await daemon.monitorBatch(request) }
    handlers.serve(DaemonStatusRequest.self) { _, daemon in await daemon.status() }
    handlers.serve(DaemonRestartRequest.self) { request, daemon in
      DaemonRestartResult(restarted: await daemon.restart(request.name))
    }
    handlers.serve(DaemonStopRequest.self) { _, daemon in
      daemon.state.withLock { $0.stopRequested = true }
      daemon.onStopRequest()
      return EmptyResult()
    }
    return handlers
  }()

  /// Answers one control request; the body of the response, nil for anything but a request.
  func handle(_ message: JSONRPCMessage) async -> [UInt8]? {
    guard case .request(let id, let method) = message.kind else { return nil }
    return await Self.handlers.answer(message, id: id, method: method, context: self)
  }

  /// Counts a visit or a monitor batch in (shutdown waits for it); refused while shutting down.
  private func admit(monitorBatch: Bool) throws(JSONRPCError) {
    let accepted = state.withLock { state -> Bool in
      guard state.accepting else { return false }
      state.inFlight += 1
      if monitorBatch { state.monitorBatches += 1 } else { state.visits += 1 }
      return true
    }
    guard accepted else { throw JSONRPCError(.invalidRequest, "the daemon is shutting down") }
  }

  private func visit(_ request: DaemonVisitRequest) async throws -> VisitReport {
    try admit(monitorBatch: false)
    defer { finishVisit() }

    var options = VisitOptions(target: .webDomain(""))
    switch (request.url, request.app) {
    case (_, let app?): options.target = .application(bundleIdentifier: app)
    case (let url?, nil):
      do {
        options.target = try VisitTarget.webDomain(fromURL: url)
      } catch {
        throw JSONRPCError(.invalidParams, error.description)
      }
    default: throw JSONRPCError(.invalidParams, "a visit needs a url or an app")
    }
    options.category = request.category
    options.press = try request.checkedPress()
    options.limits = configuration.limits
    options.device = try request.checkedDevice() ?? configuration.device
    let timeouts = try request.checkedTimeouts()
    if let timeout = timeouts.configuration { options.configurationTimeout = timeout }
    if let timeout = timeouts.action { options.actionTimeout = timeout }
    // A client's deadline times out the client's visit only; the warm extension, shared by every
    // client, is held to the contract's own (`RequestDeadline`).
    options.contractConfigurationTimeout = VisitOptions.defaultConfigurationTimeout
    options.contractActionTimeout = VisitOptions.defaultActionTimeout
    let key = SetupMemo.Key(
      manifests: request.manifests, policyPath: try DaemonRequestPaths.policy(request.policy),
      searchDirectories: try DaemonRequestPaths.searchDirectories(
        manifests: request.manifests, products: request.products, daemonDefault: configuration.searchDirectories),
      choice: ExtensionChoice(action: request.action, configuration: request.configuration))
    var setup = try setups.setup(for: key) { () throws(SetupError) in
      try SetupLoader.load(
        manifests: key.manifests, policyPath: key.policyPath, searchDirectories: key.searchDirectories, choice: key.choice)
    }
    setup.policy.shield(request.shield)
    var session = VisitSession(setup: setup, options: options, provider: SupervisedProvider(daemon: self))
    session.sharedState = SharedStateOptions(directory: configuration.stateDirectory, manifestsDirectory: request.manifests)
    return try await session.run()
  }

  private func monitorBatch(_ request: DaemonMonitorRequest) async throws -> MonitorBatchReport {
    let batch = try request.checked()
    try admit(monitorBatch: true)
    defer { finishVisit() }
    let setup = try SetupLoader.load(
      manifests: request.manifests, policyPath: nil,
      searchDirectories: try DaemonRequestPaths.searchDirectories(
        manifests: request.manifests, products: request.products, daemonDefault: configuration.searchDirectories),
      includingMonitor: true)
    guard let monitor = setup.monitorExtension else {
      throw SetupError(at: nil, "\(request.manifests) holds no device activity monitor extension")
    }
    let throwaway = configuration.stateDirectory == nil
    let statePath =
      configuration.stateDirectory
      ?? FileManager.default.temporaryDirectory.appendingPathComponent("extension-host-\(UUID())").path
    let state = try StateDirectory.open(statePath)
    defer { if throwaway { try? ContainedDirectory.removeFolder(state.root) } }
    let shared = try SharedStateService.open(setup: setup, state: state, manifestsDirectory: request.manifests)
    let service = MonitorService(shared: shared, system: center(for: monitor, setup: setup, batch: batch))
    let protection = try VisitProtection.start(
      batch.device ?? configuration.device, service: shared, setup: setup, what: "the monitor batch")
    return try await MonitorBatch(
      monitor: monitor, batch: batch, supervisor: supervisor(for: monitor), service: service, protection: protection
    ).run()
  }

  /// The `DeviceActivityCenter` `monitor`'s batches share, created at its first batch.
  private func center(for monitor: ExtensionTarget, setup: ShieldSetup, batch: DaemonMonitorRequest.Checked) -> SimulatedSystem {
    state.withLock { state in
      if let existing = state.centers[Self.key(of: monitor)] { return existing }
      let created = SimulatedSystem(begin: batch.now, timeZone: batch.timeZone, authorized: true, categories: setup.policy.categories)
      state.centers[Self.key(of: monitor)] = created
      return created
    }
  }

  private static func key(of target: ExtensionTarget) -> String {
    [target.executablePath, target.infoPlistPath, target.principalClass].joined(separator: "|")
  }

  /// Counts a visit or a batch out; the last one out wakes a shutdown waiting for it.
  private func finishVisit() {
    let waiters = state.withLock { state -> [CheckedContinuation<Void, Never>] in
      state.inFlight -= 1
      guard state.inFlight == 0 else { return [] }
      defer { state.drainWaiters.removeAll() }
      return state.drainWaiters
    }
    for waiter in waiters { waiter.resume() }
  }

  /// Returns once no visit is in flight.
  private func visitsFinished() async {
    await withCheckedContinuation { continuation in
      let idle = state.withLock { state -> Bool in
        guard state.inFlight > 0 else { return true }
        state.drainWaiters.append(continuation)
        return false
      }
      if idle { continuation.resume() }
    }
  }

  /// Lets go of a shutdown's wait for visits that outlived the grace period.
  private func releaseDrainWaiters() {
    let waiters = state.withLock { state -> [CheckedContinuation<Void, Never>] in
      defer { state.drainWaiters.removeAll() }
      return state.drainWaiters
    }
    for waiter in waiters { waiter.resume() }
  }

  /// The supervisor for `target`, created on first use.
  func supervisor(for target: ExtensionTarget) -> ExtensionSupervisor {
    let key = Self.key(of: target)
    return state.withLock { state in
      if let existing = state.supervisors[key] { return existing }
      let created = ExtensionSupervisor(
        target: target, limits: configuration.limits, policy: configuration.policy,
        idleTimeout: configuration.idleTimeout, memoryCeilingKilobytes: configuration.memoryCeilingKilobytes, log: log,
        origin: origin)
      state.supervisors[key] = created
      return created
    }
  }

  private func status() async -> DaemonStatus {
    let (supervisors, visits, batches, inFlight) = state.withLock {
      (Array($0.supervisors.values), $0.visits, $0.monitorBatches, $0.inFlight)
    }
    var extensions: [ExtensionStatus] = []
    for supervisor in supervisors { extensions.append(await supervisor.status()) }
    extensions.sort { ($0.name, $0.executable, $0.principalClass) < ($1.name, $1.executable, $1.principalClass) }
    let pid = getpid()
    return DaemonStatus(
      pid: pid, socket: configuration.socketPath, uptimeMilliseconds: milliseconds(ContinuousClock.now - origin),
      visits: visits, monitorBatches: batches, visitsInFlight: inFlight, residentKilobytes: ProcessReadings.residentKilobytes(pid),
      openDescriptors: ProcessReadings.openDescriptors(pid), threads: ProcessReadings.threads(pid),
      extensions: extensions)
  }

  private func restart(_ name: String) async -> Int {
    let supervisors = state.withLock { Array($0.supervisors.values) }.filter { $0.target.name == name }
    for supervisor in supervisors { await supervisor.restart() }
    return supervisors.count
  }

  private func livenessLoop() async {
    while !Task.isCancelled {
      try? await Task.sleep(for: configuration.livenessInterval)
      let supervisors = state.withLock { Array($0.supervisors.values) }
      for supervisor in supervisors { await supervisor.checkLiveness(timeout: configuration.livenessTimeout) }
      Descendants.killOrphans()  // what stopped extensions left behind (adopted: the daemon is a subreaper)
    }
  }
}

/// Hands a visit the daemon's warm, supervised extensions.
struct SupervisedProvider: ExtensionProvider {
  let daemon: HostDaemon

  func acquire(_ target: ExtensionTarget, origin: ContinuousClock.Instant) async throws
    -> (launch: ExtensionLauncher.Launch, mark: ActivityMark)
  {
    try await daemon.supervisor(for: target).acquire(target, origin: origin)
  }

  func release(_ launch: ExtensionLauncher.Launch) async -> TerminationStatus? {
    await daemon.supervisor(for: launch.target).release(launch)
  }
}
