import HostEngine
import HostProtocol

/// Everything one extension's conformance run shares: its processes, its handshake, its sweep.
///
/// Processes are launched on demand. The *primary* process answers the handshake, the sweep and
/// the request checks, one after the other, because reusing it keeps a full run to a few launches;
/// when it has died, the next check that needs a serving extension gets a fresh one. Checks whose
/// failure would poison the primary (shutdown, end of file, requests before `initialize`) launch
/// their own. The session keeps every process it launched: observer checks read their faults and
/// output, and `close()` stops whatever still runs.
actor ConformanceSession {
  let target: ExtensionTarget
  let options: ConformanceOptions
  /// Whether submenu-item presses are sent, and why (see `SubmenuOffer`).
  let submenu: SubmenuOffer
  /// The time transcripts are measured from.
  let origin = ContinuousClock.now

  private var connections: [ExtensionConnection] = []
  private var primary: ExtensionConnection?
  private var primaryHandshake: Handshake?
  private var sweepResult: SweepResult?
  private var stopped = false

  init(target: ExtensionTarget, options: ConformanceOptions, submenu: SubmenuOffer = .notOffered) {
    self.target = target
    self.options = options
    self.submenu = submenu
  }

  /// Every input iOS can send this extension (submenu-item presses only when a submenu is offered).
  nonisolated var inputs: [SweepInput] { SweepInput.all(for: target.extensionPoint, submenu: submenu.isOffered) }

  /// Whether any configuration this (configuration) extension answered the sweep with offers
  /// secondary-button submenu items.
  func offersSubmenu() async -> Bool {
    await sweep().answers.contains { _, answer in
      if case .configuration(let result) = answer { return !(result.configuration.secondaryButtonSubmenuItems ?? []).isEmpty }
      return false
    }
  }

  /// The deadline for one request to this extension.
  var requestTimeout: Duration { options.requestTimeout(for: target.extensionPoint) }

  /// The launcher limits for this extension.
  var limits: ExtensionLauncher.Limits { options.limits(for: target.extensionPoint) }

  /// Every process launched so far.
  var allConnections: [ExtensionConnection] { connections }

  /// How the primary process's handshake went; launches it on first use.
  func handshake() async -> Handshake {
    if let primaryHandshake { return primaryHandshake }
    let handshake = await launch()
    primary = handshake.connection
    primaryHandshake = handshake
    return handshake
  }

  /// A process that finished its handshake and still serves: the primary, or a fresh one when the
  /// primary has died. Nil when no process can be started.
  func servingConnection() async -> ExtensionConnection? {
    if let primary = await handshake().servingConnection, primary.isServing { return primary }
    let fresh = await launch()
    guard let connection = fresh.servingConnection else { return nil }
    primary = connection
    return connection
  }

  /// The sweep on the primary process; run once, by the first check that needs it.
  func sweep() async -> SweepResult {
    if let sweepResult { return sweepResult }
    let inputs = self.inputs
    let result: SweepResult
    if let connection = await servingConnection() {
      result = await SweepResult.run(inputs, on: connection, timeout: requestTimeout)
    } else {
      result = SweepResult(inputCount: inputs.count, stop: .notStarted("the extension did not start"))
    }
    sweepResult = result
    return result
  }

  /// Spawns a fresh process and sends `initialize`; the process is the session's to stop.
  func launch() async -> Handshake {
    let connection: ExtensionConnection
    do {
      connection = try spawn()
    } catch {
      return Handshake(connection: nil, outcome: .extensionGone("could not be started: \(error)"), milliseconds: 0)
    }
    let started = ContinuousClock.now
    let request = ExtensionLauncher.initializeRequest(for: target, limits: limits)
    let outcome = await connection.request(request, timeout: options.handshakeTimeout)
    return Handshake(
      connection: connection, outcome: outcome, milliseconds: (ContinuousClock.now - started) / .milliseconds(1))
  }

  /// Spawns a fresh process without a handshake; the process is the session's to stop.
  func spawn() throws(ChildProcessError) -> ExtensionConnection {
    let connection = try ExtensionLauncher.spawn(target, limits: limits, origin: origin)
    connections.append(connection)
    return connection
  }

  /// Stops every process politely (shutdown, exit, end of file, then signals), so everything each
  /// wrote has been read; observer checks call it before judging. Idempotent.
  func stopAll() async {
    guard !stopped else { return }
    stopped = true
    await withTaskGroup(of: Void.self) { group in
      for connection in connections {
        group.addTask { await connection.stop(grace: .milliseconds(300)) }
      }
    }
  }

  /// Kills whatever still runs and waits for it; the session's last step.
  func close() async {
    for connection in connections where connection.termination == nil {
      await connection.kill()
    }
  }

  /// Every fault of `kinds` committed by any process of this session, in launch order, then in
  /// order of detail (shorter first, so `request 7` comes before `request 11`).
  func faults(_ kinds: Set<ExtensionFault.Kind>) -> [ExtensionFault] {
    var seen: Set<String> = []
    let found = connections.flatMap { connection in
      connection.faults.sorted { ($0.detail.count, $0.detail) < ($1.detail.count, $1.detail) }
    }
    return found.filter { kinds.contains($0.kind) && seen.insert($0.detail).inserted }
  }
}

/// How a process's `initialize` went.
struct Handshake: Sendable {
  /// The process, if it could be spawned.
  let connection: ExtensionConnection?
  let outcome: RequestOutcome<InitializeResult>
  let milliseconds: Double

  /// The process, if it accepted the handshake and still serves.
  var servingConnection: ExtensionConnection? {
    guard case .answered = outcome, let connection, connection.isServing else { return nil }
    return connection
  }
}

/// Whether an action extension is sent submenu-item presses. iOS sends them only from a shield
/// whose configuration offers `secondaryButtonSubmenuItems` (iOS 26.4), so conform asks the paired
/// configuration extension, unless `--submenu` says to send them anyway.
enum SubmenuOffer: Sendable, Equatable {
  /// No paired configuration offers a submenu: only the two button presses are sent.
  case notOffered
  /// The paired configuration extension (named) offered a submenu.
  case offered(by: String)
  /// `--submenu` asked for them.
  case requested

  var isOffered: Bool { self != .notOffered }
}
