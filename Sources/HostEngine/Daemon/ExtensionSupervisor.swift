import Glibc
import HostProtocol
import Synchronization

/// Keeps one extension warm and healthy for the daemon: launches it on first use, serves many
/// visits from the same process, restarts it after a crash with backoff, stops it when idle, kills
/// it when unresponsive, and quarantines it after too many crashes or contract violations.
///
/// A DeviceActivityMonitor is not kept warm: iOS launches it for a batch of callbacks and ends it
/// once they returned, so each batch gets a process of its own (`beginBatch()`, one batch at a
/// time), stopped deliberately when it is released; crashes, backoff, strikes, quarantine and
/// the memory ceiling are the same.
actor ExtensionSupervisor: ExtensionProvider {
  let target: ExtensionTarget
  /// Whether the process stays running between uses (the shield extensions); a monitor's does not.
  private let keepsWarm: Bool
  private let limits: ExtensionLauncher.Limits
  private let policy: RestartPolicy
  private let idleTimeout: Duration
  private let memoryCeilingKilobytes: Int
  private let log: DaemonLog
  private let origin: ContinuousClock.Instant

  private var launch: ExtensionLauncher.Launch?
  private var launchedAt: ContinuousClock.Instant?
  private var crashes: [ContinuousClock.Instant] = []
  private var totalCrashes = 0
  private var restarts = 0
  /// Whether a crash was counted since the last launch.
  private var crashedSinceLaunch = false
  private var strikes = 0
  private var inFlight = 0
  private var lastReleased = ContinuousClock.now
  private var idleWatch: Task<Void, Never>?
  private var launching: Task<ExtensionLauncher.Launch, any Error>?
  /// How far the current connection's faults have been judged.
  private var judged = ActivityMark()
  private var quarantineReason: String?
  private var lastProblem: String?
  /// Requests and latencies of connections that have ended, so status survives restarts.
  private var pastRequests = 0
  private var pastLatencies: [Double] = []
  /// Whether a monitor batch is running, and the batches waiting for it.
  private var batchRunning = false
  private var batchWaiters: [CheckedContinuation<Void, Never>] = []

  init(
    target: ExtensionTarget, limits: ExtensionLauncher.Limits, policy: RestartPolicy, idleTimeout: Duration,
    memoryCeilingKilobytes: Int = 0, log: DaemonLog, origin: ContinuousClock.Instant
  ) {
    self.memoryCeilingKilobytes = memoryCeilingKilobytes
    self.target = target
    keepsWarm = target.extensionPoint != .deviceActivityMonitor
    self.limits = limits
    self.policy = policy
    self.idleTimeout = idleTimeout
    self.log = log
    self.origin = origin
  }

  /// A warm extension, launching it if needed; concurrent visits share one launch.
  ///
  /// - Throws: `SupervisorError.quarantined` while quarantined; `ChildProcessError` if it cannot spawn.
  func acquire(_ target: ExtensionTarget, origin: ContinuousClock.Instant) async throws
    -> (launch: ExtensionLauncher.Launch, mark: ActivityMark)
  {
    if let quarantineReason { throw SupervisorError.quarantined(name: target.name, reason: quarantineReason) }
    noteExitIfAny()
    if let launch {
      // Faults that arrived after the last visit ended (a late second answer) count now.
      if await judge(launch.connection), let quarantineReason {
        throw SupervisorError.quarantined(name: target.name, reason: quarantineReason)
      }
    }
    if let launch {
      inFlight += 1
      return (launch, launch.connection.activityMark)
    }
    let isFirst = launching == nil
    let task = launching ?? Task { try await self.launchWithBackoff() }
    launching = task
    inFlight += 1
    do {
      let started = try await task.value
      if isFirst { launching = nil }
      return (started, isFirst ? ActivityMark() : started.connection.activityMark)
    } catch {
      if isFirst { launching = nil }
      inFlight -= 1
      throw error
    }
  }

  private func launchWithBackoff() async throws -> ExtensionLauncher.Launch {
    let recent = policy.recent(crashes, now: .now).count
    let wait = policy.backoff(recentCrashes: recent)
    if wait > .zero {
      log.log(.info, "waiting \(wait) before restarting", extension: target.name)
      try await Task.sleep(for: wait)
    }
    if let quarantineReason { throw SupervisorError.quarantined(name: target.name, reason: quarantineReason) }
    let started = try await ExtensionLauncher.launch(
      target, limits: limits, origin: origin, observer: log.observer(for: target.name))
    // A warm extension's every launch after the first is a restart; a monitor is launched for
    // each batch, so only a launch after a crash is.
    if keepsWarm ? (launchedAt != nil || totalCrashes > 0) : crashedSinceLaunch { restarts += 1 }
    crashedSinceLaunch = false
    launchedAt = .now
    log.log(.info, "launched", extension: target.name, ["pid": "\(started.connection.process.pid)"])
    if let failure = started.failure {
      // The visits get the failed launch (they report the fault); the supervisor does not keep it.
      recordCrash("\(failure)")
    } else {
      launch = started
      judged = ActivityMark()
    }
    return started
  }

  /// How long the round trip before judging a visit may take; past it the visit is judged on
  /// what arrived (a stuck extension is the liveness ping's to find).
  static let settleTimeout: Duration = .milliseconds(250)

  /// Takes an extension back after a visit; judges what happened during it.
  func release(_ released: ExtensionLauncher.Launch) async -> TerminationStatus? {
    inFlight = max(0, inFlight - 1)
    let connection = released.connection
    guard released.connection === launch?.connection else {
      // A failed launch, or a connection already replaced: make sure it is gone.
      return await connection.stop(grace: .milliseconds(200))
    }
    // Judge answers the visit's requests drew (a second answer, say) before judging the visit: a
    // ping is answered after the extension's main queue has run what came before it, so what
    // its handlers wrote is in the pipe ahead of the pong; settling reads up to there.
    _ = await connection.request(PingRequest(), timeout: Self.settleTimeout)
    await connection.settle()
    if await judge(connection) { return connection.termination }
    noteExitIfAny()
    guard keepsWarm else {
      // A monitor's batch is over: it is stopped as iOS ends it, never counted as a crash.
      if launch?.connection === connection { await stop(grace: .milliseconds(300)) }
      return connection.termination
    }
    if inFlight == 0 { scheduleIdleStop() }
    return nil
  }

  /// Waits until no other monitor batch runs, then holds the turn until `endBatch()`: the
  /// system wakes a monitor with one batch at a time.
  func beginBatch() async {
    guard batchRunning else {
      batchRunning = true
      return
    }
    await withCheckedContinuation { batchWaiters.append($0) }
  }

  /// Ends the running batch's turn and hands it to the next waiting one.
  func endBatch() {
    guard !batchWaiters.isEmpty else {
      batchRunning = false
      return
    }
    batchWaiters.removeFirst().resume()
  }

  /// Judges the faults `connection` committed since last judged, by the fault catalogue
  /// (`ExtensionFault.Kind`): a fault that retires the process (unresponsive) kills it and counts
  /// a crash; strikes add up, and too many quarantine it. Returns whether the connection was retired.
  private func judge(_ connection: ExtensionConnection) async -> Bool {
    if memoryCeilingKilobytes > 0, let resident = ProcessReadings.residentKilobytes(connection.process.pid),
      resident > memoryCeilingKilobytes
    {
      let detail = "used \(resident / 1024) MiB of resident memory; the ceiling is \(memoryCeilingKilobytes / 1024) MiB"
      connection.addFault(.resourceLimit, detail)
      log.log(.warning, "over its memory ceiling; killing its process group", extension: target.name)
      judged = connection.activityMark
      await retire(connection, crash: "resource limit: it \(detail)")
      return true
    }
    let faults = connection.activity(since: judged).faults
    judged = connection.activityMark
    if let retiring = faults.first(where: \.kind.retiresProcess) {
      log.log(.warning, "\(retiring.kind.rawValue); killing its process group", extension: target.name)
      await retire(connection, crash: "\(retiring)")
      return true
    }
    let violations = faults.filter(\.kind.isStrike)
    guard !violations.isEmpty else { return false }
    strikes += violations.count
    lastProblem = violations.last.map { "\($0)" }
    guard strikes >= policy.maxStrikes else { return false }
    quarantine("\(strikes) contract violations; last: \(lastProblem ?? "")")
    await retire(connection, crash: nil)
    return true
  }

  /// Stops the extension deliberately (idle, shutdown, restart): never counted as a crash.
  func stop(grace: Duration) async {
    guard let current = launch else { return }
    launch = nil
    keepStatistics(of: current.connection)
    await current.connection.stop(grace: grace)
    log.log(.info, "stopped", extension: target.name)
  }

  /// Clears quarantine and counters, and stops the running process; the next visit starts afresh.
  func restart() async {
    quarantineReason = nil
    crashes.removeAll()
    strikes = 0
    await stop(grace: .milliseconds(300))
    log.log(.info, "restarted by request", extension: target.name)
  }

  /// A status line for `extension-host status`.
  func status() -> ExtensionStatus {
    noteExitIfAny()
    let connection = launch?.connection
    let statistics = connection?.requestStatistics
    let (current, latencies) = (statistics?.answered ?? 0, statistics?.latencies ?? [])
    let all = (pastLatencies + latencies).sorted()
    func percentile(_ p: Double) -> Double? {
      all.isEmpty ? nil : all[min(all.count - 1, Int((Double(all.count) * p).rounded(.down)))]
    }
    let uptime = launchedAt.map { ContinuousClock.now - $0 }
    return ExtensionStatus(
      name: target.name, executable: target.executablePath, principalClass: target.principalClass,
      state: quarantineReason != nil ? "quarantined" : (connection != nil ? "running" : "stopped"),
      pid: connection?.process.pid,
      uptimeMilliseconds: connection != nil ? uptime.map(milliseconds) : nil,
      requests: pastRequests + current, p50Milliseconds: percentile(0.5), p99Milliseconds: percentile(0.99),
      restarts: restarts, crashes: totalCrashes, strikes: strikes,
      residentKilobytes: connection.flatMap { ProcessReadings.residentKilobytes($0.process.pid) },
      lastProblem: quarantineReason ?? lastProblem)
  }

  /// Sends a liveness ping to an idle warm extension; kills it if the ping goes unanswered.
  func checkLiveness(timeout: Duration) async {
    guard let current = launch, inFlight == 0 else { return }
    switch await current.connection.request(PingRequest(), timeout: timeout) {
    case .answered, .rejected, .malformed:
      // Alive; still within its memory ceiling? (Unless a visit replaced it meanwhile: `judged`
      // then marks the new connection's activity, not this one's.)
      guard current.connection === launch?.connection else { return }
      _ = await judge(current.connection)
    case .timedOut:
      guard current.connection === launch?.connection else { return }
      log.log(.warning, "missed a liveness ping; killing its process group", extension: target.name)
      await retire(current.connection, crash: "unresponsive: missed a liveness ping")
    case .extensionGone:
      noteExitIfAny()  // gone already: judged by the fault its connection named, not as a missed ping
    }
  }

  /// Notices an exit, judged once, by the fault the connection named for it (the catalogue):
  /// a crash or early exit counts a crash; so does a fault that retires the process (a stopped
  /// pipe). A kill by the host for a broken protocol stream is that fault's strike, already
  /// counted, and no crash; an exit the host asked for is nothing.
  private func noteExitIfAny() {
    guard let current = launch, current.connection.termination != nil else { return }
    launch = nil
    keepStatistics(of: current.connection)
    guard let departure = current.connection.departureFault,
      departure.kind.isUncausedExit || departure.kind.retiresProcess
    else { return }
    recordCrash("\(departure)")
  }

  /// Kills `connection`'s process and, for the current one, counts `reason` as a crash: a
  /// connection already retired (by a liveness ping, say) is never counted twice.
  private func retire(_ connection: ExtensionConnection, crash reason: String?) async {
    let isCurrent = launch?.connection === connection
    if isCurrent {
      launch = nil
      keepStatistics(of: connection)
    }
    await connection.kill()
    if isCurrent, let reason { recordCrash(reason) }
  }

  private func recordCrash(_ reason: String) {
    let now = ContinuousClock.now
    crashes = policy.recent(crashes, now: now) + [now]
    totalCrashes += 1
    crashedSinceLaunch = true
    lastProblem = reason
    log.log(.warning, "crashed: \(reason)", extension: target.name, ["recentCrashes": "\(crashes.count)"])
    if policy.shouldQuarantine(recentCrashes: crashes.count) {
      quarantine("\(crashes.count) crashes within \(policy.window); last: \(reason)")
    }
  }

  private func quarantine(_ reason: String) {
    quarantineReason = reason
    log.log(.error, "quarantined: \(reason); run 'extension-host restart \(target.name)'", extension: target.name)
  }

  private func keepStatistics(of connection: ExtensionConnection) {
    let statistics = connection.requestStatistics
    pastRequests += statistics.answered
    pastLatencies = Array((pastLatencies + statistics.latencies).suffix(RequestTable<Never>.maxLatencies))
  }

  /// Makes sure one watcher will stop the extension once it has been idle for `idleTimeout`.
  private func scheduleIdleStop() {
    lastReleased = ContinuousClock.now
    guard idleWatch == nil else { return }
    idleWatch = Task { await self.watchIdle() }
  }

  private func watchIdle() async {
    while !Task.isCancelled {
      let due = lastReleased + idleTimeout
      if ContinuousClock.now < due {
        try? await Task.sleep(until: due, clock: .continuous)
        continue
      }
      idleWatch = nil
      guard inFlight == 0, launch != nil else { return }
      log.log(.info, "idle for \(idleTimeout); stopping", extension: target.name)
      await stop(grace: .milliseconds(300))
      return
    }
  }
}

/// Why the supervisor would not hand out an extension.
enum SupervisorError: Error, CustomStringConvertible {
  case quarantined(name: String, reason: String)

  var description: String {
    switch self {
    case .quarantined(let name, let reason):
      "\(name) is quarantined (\(reason)); run 'extension-host restart \(name)' after fixing it"
    }
  }
}
